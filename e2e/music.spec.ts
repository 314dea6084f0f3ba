import type { Page } from '@playwright/test';
import { musicTracks } from '../core/content/music';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, reportMediaOnExit, serveExitAfterReport, test, waitForHydration } from './fixtures';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Music player' });
const audioState = (page: Page) =>
  page.locator('aside[aria-label="Music"] audio').evaluate((audio: HTMLAudioElement) => ({
    src: new URL(audio.currentSrc || audio.src || '/', location.href).pathname,
    playing: !audio.paused && audio.currentTime > 0,
    muted: audio.muted,
    time: audio.currentTime,
  }));

/** Every request for a track's file. */
function watchTrackRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/media\/.+\.(webm|m4a)$/.test(pathname) && !pathname.startsWith('/media/intro')) seen.push(pathname);
  });
  return seen;
}

test('plays only when she asks, goes to the next track, mutes, and keeps playing across pages', async ({ page }) => {
  const trackRequests = watchTrackRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Music player' });
  await open.click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Track 1 of 3')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Lucky Me, 1 minute 40 seconds' })).toHaveAttribute('aria-current', 'true');
  await expect(panel(page).getByRole('list', { name: 'Tracks' }).getByRole('button')).toHaveText(['Lucky Me1:40', 'Sista Whispers1:32', 'Scared1:32']);
  await expectNoAxeViolations(page, 'the music player');
  // Nothing is fetched until she presses play.
  await page.waitForLoadState('networkidle');
  expect(trackRequests).toEqual([]);

  await panel(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => audioState(page)).toMatchObject({ src: '/media/lucky-me.webm', playing: true, muted: false });
  await expect(panel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(trackRequests[0]).toBe('/media/lucky-me.webm');
  // The elapsed time moves; the total is the file's.
  await expect(panel(page).locator('[data-times]')).toContainText(/0:0[1-9]/);
  await expect(panel(page).locator('[data-times]')).toContainText('1:40');

  await panel(page).getByRole('button', { name: 'Next track' }).click();
  await expect(panel(page).getByText('Track 2 of 3')).toBeVisible();
  await expect.poll(() => audioState(page)).toMatchObject({ src: '/media/sista-whispers.webm', playing: true });

  const mute = panel(page).getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect((await audioState(page)).muted).toBe(true);
  await mute.click();
  expect((await audioState(page)).muted).toBe(false);

  // Esc closes the panel (it does not leave the site); the music goes on.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(open).toBeFocused();

  const before = (await audioState(page)).time;
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 0.5);
  expect(await audioState(page)).toMatchObject({ src: '/media/sista-whispers.webm', playing: true });

  await open.click();
  await panel(page).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).playing).toBe(false);
});

test.describe('the quick exit', () => {
  const exitOrigin = new URL(siteConfig.quickExitUrl).origin;
  test.use({ allowedOrigins: [exitOrigin] });

  test('stops the music at once and lets go of the file', async ({ page }) => {
    const media = await reportMediaOnExit(page, { withSrc: true });
    await serveExitAfterReport(page, exitOrigin, media);
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Music player' }).click();
    await panel(page).getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).playing).toBe(true);
    await page.getByRole('link', { name: /Exit this page/ }).click();
    await expect(page).toHaveURL(siteConfig.quickExitUrl);
    await expect.poll(() => media).toEqual([[{ tag: 'AUDIO', paused: true, muted: true, src: null }]]);
  });
});

test('each track decodes in the browser, in both formats, as long as the player says, and is not silence', async ({ page }) => {
  await page.goto('/crisis-support');
  const sources = musicTracks.flatMap((track) => track.sources.map((source) => ({ src: source.src, expected: track.durationSeconds })));
  const results = await page.evaluate(async (files) => {
    const out: { src: string; metadata: number; decoded: number; rms: number }[] = [];
    for (const { src } of files) {
      const audio = new Audio();
      audio.preload = 'metadata';
      audio.src = src;
      const metadata = await new Promise<number>((resolve, reject) => {
        audio.onloadedmetadata = () => resolve(audio.duration);
        audio.onerror = () => reject(new Error(`${src}: ${audio.error?.message ?? 'error'}`));
      });
      audio.removeAttribute('src');
      audio.load();
      const bytes = await (await fetch(src)).arrayBuffer();
      const context = new OfflineAudioContext(2, 48_000, 48_000);
      const buffer = await context.decodeAudioData(bytes);
      const samples = buffer.getChannelData(0);
      let sum = 0;
      for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
      out.push({ src, metadata, decoded: buffer.duration, rms: Math.sqrt(sum / samples.length) });
    }
    return out;
  }, sources);
  expect(results).toHaveLength(6);
  for (const [i, result] of results.entries()) {
    const expected = sources[i]!.expected;
    expect(Math.abs(result.metadata - expected), `${result.src} duration`).toBeLessThan(0.05);
    expect(Math.abs(result.decoded - expected), `${result.src} decoded length`).toBeLessThan(0.1);
    // Gentle but present: about -21 dBFS RMS overall.
    expect(result.rms, `${result.src} level`).toBeGreaterThan(0.03);
  }
});
