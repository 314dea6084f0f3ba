import type { Page } from '@playwright/test';
import { introLabels, introSplash, introTransition, introVideo } from '../core/content/intro';
import { introLabels as spanishLabels } from '../locales/es/core/content/intro';
import { crisisPageTexts as spanishCrisis } from '../locales/es/core/content/crisis-support';
import { siteConfig } from '../core/site-config';
import { siteConfig as spanishSite } from '../locales/es/core/site-config';
import { expect, expectNoAxeViolations, reportMediaOnExit, serveExitAfterReport, test, waitForHydration } from './fixtures';

// These tests are the first visit: the shared fixture's "intro already seen" is off.
test.use({ introSeen: false, reducedMotion: 'no-preference' });

const intro = (page: Page) => page.getByRole('region', { name: 'Introduction' });

/** The intro video's element state, as the browser has it. */
const videoState = (page: Page) =>
  intro(page)
    .locator('video')
    .evaluate((video: HTMLVideoElement) => ({ muted: video.muted, playing: !video.paused && video.currentTime > 0 }));

/**
 * Stops the page's clock where it is (page.clock.install() lets time flow until paused); from
 * here only page.clock.runFor() moves the intro's timers, however long a step of the test takes.
 */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      // A moment ahead of the page's time; further if the page's clock got there first.
      await page.clock.pauseAt(now + 50 * attempt);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * Axe, while the page's clock is paused: axe waits on its own timers, so the clock is moved on
 * a millisecond at a time until it is done (a few hundred ms at most, far from the next step).
 */
async function axeWithPausedClock(page: Page, context: string) {
  let done = false;
  const check = expectNoAxeViolations(page, context).finally(() => (done = true));
  // Its failure is reported by the last line, not as an unhandled rejection mid-loop.
  check.catch(() => undefined);
  while (!done) await page.clock.runFor(1);
  await check;
}

/** Jumps the playing video to its last moment, so 'ended' comes without waiting 12 s. */
async function endVideo(page: Page) {
  await intro(page)
    .locator('video')
    .evaluate((video: HTMLVideoElement) => {
      video.currentTime = Math.max(0, video.duration - 0.2);
    });
  await expect(intro(page)).toHaveAttribute('data-intro-stage', 'splash');
}

test('a first visit that lands on the home page: the page stays hidden, the video plays muted, Skip Intro shows the page; a reload goes straight to it', async ({ page }) => {
  await page.goto('/');
  await expect(intro(page)).toBeVisible();
  // The page under the intro is hidden (not only covered), and the quick exit stays on top.
  await expect(page.getByRole('main')).toBeHidden();
  await expect(page.getByRole('link', { name: /Exit this page/ })).toBeVisible();
  await expect.poll(() => videoState(page)).toEqual({ muted: true, playing: true });
  await expect(intro(page).locator('video')).toHaveAttribute('src', introVideo.sources[0].src);

  const mute = intro(page).getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'the intro video');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  expect((await videoState(page)).muted).toBe(false);

  await intro(page).getByRole('button', { name: 'Skip Intro' }).click();
  await expect(intro(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('introSeen'))).toBe('true');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-intro'))).toBe(false);
});

test('the whole intro: the video, the splash on its timeline, the transition screen, then the site', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect.poll(() => videoState(page)).toMatchObject({ playing: true });
  await pauseClock(page);
  await endVideo(page);
  // What she sees (screen readers hear the same lines from a status region beside it).
  const splash = intro(page).locator('[data-splash]');
  const title = splash.getByText(introSplash.title, { exact: true });
  const quote = splash.getByText(introSplash.quote, { exact: true });
  const tagline = splash.getByText(introSplash.tagline, { exact: true });
  const description = splash.getByText(introSplash.description, { exact: true });
  const logo = splash.locator('[data-splash-item="logo"]');

  // One timer at a time: each state starts its own when it shows (SPEC.md §9: 0.8, 2, 3.5, 5, 6.5 s).
  await expect(logo).toBeHidden();
  await page.clock.runFor(800);
  await expect(logo).toBeVisible();
  await expect(title).toBeHidden();
  await page.clock.runFor(1200);
  await expect(title).toBeVisible();
  await expect(quote).toBeHidden();
  await page.clock.runFor(1500);
  await expect(quote).toBeVisible();
  await expect(tagline).toBeVisible();
  await expect(description).toBeHidden();
  await page.clock.runFor(1500);
  await expect(description).toBeVisible();
  await expect(intro(page).getByRole('status')).toContainText(introSplash.description);
  // Once its 1 s fade-in is over (axe measures contrast through the opacity).
  await expect(description).toHaveCSS('opacity', '1');
  await axeWithPausedClock(page, 'the splash');
  await page.clock.runFor(1500);
  await expect(intro(page)).toHaveAttribute('data-intro-stage', 'transition');
  await expect(intro(page).getByText(introTransition.heading)).toBeVisible();
  await axeWithPausedClock(page, 'the transition screen');
  await page.clock.runFor(5000);
  // The page shows at once; the intro fades away over half a second.
  await expect(page.getByRole('main')).toBeVisible();
  await page.clock.runFor(500);
  await expect(intro(page)).toHaveCount(0);
});

for (const [path, heading] of [
  ['/tools/journal', /journal/i],
  ['/staying-safer', 'Staying Safer Online'],
  ['/es/crisis-support', spanishCrisis.title],
] as const) {
  test(`a fresh visitor landing on ${path} sees the page at once, with no intro`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await expect(intro(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-intro'))).toBe(false);
    // Nothing was marked: she never saw it.
    expect(await page.evaluate(() => sessionStorage.getItem('introSeen'))).toBeNull();
  });
}

test('moving on within the site from a deep link does not start the intro, not even on the home page', async ({ page }) => {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(intro(page)).toHaveCount(0);
  // On at once, its islands perhaps still hydrating: leaving then is fine.
  await page.getByRole('banner').getByRole('link', { name: /S\.A\.V\.E\./ }).first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro(page)).toHaveCount(0);
});

for (const [home, words, labels] of [
  ['/', introSplash, introLabels],
  // The Spanish build reads the Spanish site config (a locale twin); here it is read directly.
  ['/es', { title: spanishSite.productName, tagline: spanishSite.tagline }, spanishLabels],
] as const) {
  test(`the name and tagline over the video are text in the page's language (${home})`, async ({ page }) => {
    await page.goto(home);
    const region = page.getByRole('region', { name: labels.region });
    const video = region.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    const over = region.locator('[data-intro-words]');
    const title = over.getByText(words.title, { exact: true });
    const tagline = over.getByText(words.tagline, { exact: true });
    await expect(tagline).toHaveCSS('opacity', '0');
    // Past the tagline's cue, the words are there over the picture (the video has none of its own).
    await video.evaluate((element: HTMLVideoElement, at: number) => {
      element.currentTime = at + 0.5;
    }, introVideo.wordCues.tagline);
    await expect(tagline).toHaveCSS('opacity', '1');
    await expect(title).toHaveCSS('opacity', '1');
    const picture = (await video.boundingBox())!;
    const text = (await tagline.boundingBox())!;
    expect(text.y).toBeGreaterThan(picture.y + picture.height / 2);
    expect(text.y + text.height).toBeLessThanOrEqual(picture.y + picture.height);
    if (home === '/es') await expect(region.getByText(introSplash.tagline)).toHaveCount(0);
    await expectNoAxeViolations(page, `the words over the intro video (${home})`);
    await region.getByRole('button', { name: labels.skip }).click();
    await expect(region).toHaveCount(0);
  });
}

test('without JavaScript there is no intro and the page is there', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Introduction' })).toHaveCount(0);
  await context.close();
});

test('when autoplay is blocked, a large play button waits for her; pressing it plays', async ({ page }) => {
  // The browser's refusal, as a browser with a strict autoplay policy gives it (once).
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    let refused = false;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this instanceof HTMLVideoElement && !refused) {
        refused = true;
        return Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
      }
      return play.call(this);
    };
  });
  await page.goto('/');
  const button = intro(page).getByRole('button', { name: 'Play the intro video' });
  await expect(button).toBeVisible();
  await expect(intro(page).locator('video')).toHaveAttribute('poster', introVideo.poster);
  await expectNoAxeViolations(page, 'the play button');
  await button.click();
  await expect.poll(() => videoState(page)).toEqual({ muted: true, playing: true });
  await expect(button).toHaveCount(0);
});

test.describe('when the video cannot load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource.*404/] });

  test('shows Loading... and Continue to Site, and goes on by itself after 2 s', async ({ page }) => {
    await page.route(/\/media\/intro\.(webm|mp4)$/, (route) => route.fulfill({ status: 404, body: '' }));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.clock.install();
    await page.goto('/');
    await expect(intro(page).getByText('Loading...')).toBeVisible();
    await pauseClock(page);
    await expect(intro(page).getByRole('button', { name: 'Continue to Site' })).toBeVisible();
    await axeWithPausedClock(page, 'the video fallback');
    expect(warnings.some((text) => text.includes('intro video could not be played'))).toBe(true);
    await page.clock.runFor(2000);
    await expect(intro(page)).toHaveAttribute('data-intro-stage', 'splash');
    await intro(page).getByRole('button', { name: 'Skip Intro' }).click();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('Continue to Site goes straight to the site', async ({ page }) => {
    await page.route(/\/media\/intro\.(webm|mp4)$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await intro(page).getByRole('button', { name: 'Continue to Site' }).click();
    await expect(intro(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows a still splash, no video, then the site', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/intro')) videoRequests.push(request.url());
    });
    await page.clock.install();
    await page.goto('/');
    await expect(intro(page)).toHaveAttribute('data-intro-stage', 'still');
    await pauseClock(page);
    for (const text of [introSplash.title, introSplash.quote, introSplash.tagline, introSplash.description]) {
      await expect(intro(page).locator('[data-splash]').getByText(text, { exact: true })).toBeVisible();
    }
    await expect(intro(page).getByRole('status')).toContainText(introSplash.description);
    await expect(intro(page).locator('video')).toHaveCount(0);
    await page.clock.runFor(6500);
    await expect(intro(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    expect(videoRequests).toEqual([]);
  });
});

test.describe('the quick exit during the intro', () => {
  const exitOrigin = new URL(siteConfig.quickExitUrl).origin;
  test.use({ allowedOrigins: [exitOrigin] });

  test('stops the video at once and leaves', async ({ page }) => {
    const media = await reportMediaOnExit(page);
    await serveExitAfterReport(page, exitOrigin, media);
    await page.goto('/');
    await expect.poll(() => videoState(page)).toMatchObject({ playing: true });
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(siteConfig.quickExitUrl);
    // The page reports from its last microtask; the report can reach the test just after the new URL.
    await expect.poll(() => media).toEqual([[{ tag: 'VIDEO', paused: true, muted: true }]]);
  });
});

test('each intro file decodes in the browser, and the video is as long as the site says', async ({ page }) => {
  await page.goto('/crisis-support');
  const results = await page.evaluate(async (sources) => {
    const out: { src: string; duration: number; bright: number }[] = [];
    for (const { src } of sources) {
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      video.src = src;
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error(`${src}: ${video.error?.message ?? 'error'}`));
      });
      // The finished picture at 9 s: the heart's cream left lobe, above the middle of the frame.
      video.currentTime = 9;
      await new Promise((resolve) => (video.onseeked = resolve));
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d')!;
      // 'seeked' can come before the seeked frame is ready to draw: drawImage then leaves the
      // canvas transparent, or draws the black opening frame still on screen (both seen on a busy
      // CI machine). Draw until the 9 s picture is there, for up to 3 s; a file that does not
      // decode never gets there and fails below.
      let bright = 0;
      for (let attempt = 0; attempt < 60; attempt++) {
        context.clearRect(0, 0, 96, 96);
        context.drawImage(video, 0, 0, 96, 96);
        const data = context.getImageData(40, 27, 5, 4).data;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        bright = sum / (data.length / 4);
        if (bright > 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      out.push({ src, duration: video.duration, bright });
    }
    return out;
  }, introVideo.sources);
  for (const result of results) {
    expect(result.duration, result.src).toBeCloseTo(introVideo.durationSeconds, 1);
    // Decoded pictures, not a black or failed frame: the heart is near white.
    expect(result.bright, result.src).toBeGreaterThan(200);
  }
});
