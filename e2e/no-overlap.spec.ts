/**
 * Issue 29 item 4: on every page of both languages, at 320, 360, 390 and 1,280 px, nothing
 * scrolls sideways and nothing fixed or sticky (the exit strip, the header, a toast, the exit's
 * first-visit note, the music player) lies over a control she may need. One page per width walks
 * every route, so the whole walk costs a page load per route and width, not a test each.
 *
 * The exit's first-visit note is shown on every page of the walk (it shows on the first page of a
 * tab session, and a first page can be any page), so the walk also checks that it pushes the page
 * down instead of covering it.
 */
import type { Page } from '@playwright/test';
import { pathIn } from '../core/i18n';
import { pages } from '../core/routes';
import { pages as spanishPages } from '../locales/es/core/routes';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';
import { toast } from './helpers';

const WIDTHS = [320, 360, 390, 1280] as const;
/** Every route of both languages, and the console's sign-in (English only). */
const PATHS = [...pages.map((entry) => entry.path), ...spanishPages.map((entry) => pathIn('es', entry.path)), '/admin'];

// A first visit in each page, as far as the note is concerned; the intro (home only) is marked seen.
// The console's first call finds no session (401): the browser logs it.
test.use({ introSeen: false, expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

async function firstPageOfASession(page: Page) {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem('introSeen', 'true');
      window.sessionStorage.removeItem('exitNoteSeen');
    } catch {
      // No storage: nothing to set.
    }
  });
}

/**
 * What is wrong on the page as it stands: a document wider than the window, and every control
 * (link, button, field) that, scrolled into view as she would, has a fixed or sticky element
 * over its centre; for controls that are themselves in a fixed or sticky bar (the header), any
 * other fixed element over them.
 */
function problemsOnPage(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${window.innerWidth} px`);

    const pinned = (node: Element | null): Element | null => {
      for (let at = node; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    const describe = (node: Element) => {
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${name}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility !== 'visible' || control.closest('[inert], [aria-hidden="true"]')) continue;
      const own = pinned(control);
      if (!own) control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      // Visually hidden (skip links, the sr-only parts of custom checkboxes) or not drawn.
      if (box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      // A label drawn over its own (visually replaced) input is the same control.
      if (hit.closest('label')?.contains(control) || (control.id && hit.closest(`label[for="${control.id}"]`))) continue;
      const cover = pinned(hit);
      if (cover && cover !== own) problems.push(`${describe(control)} lies under ${describe(cover)} (fixed or sticky)`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

test.describe.configure({ mode: 'parallel' });

test('the walk\'s check finds a page wider than the window and a fixed bar over a control', async ({ page }) => {
  await firstPageOfASession(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/about');
  await waitForHydration(page);
  expect(await problemsOnPage(page)).toEqual([]);
  // A band across the middle of the window, where each control is brought to be checked, and a
  // block wider than the window.
  await page.evaluate(() => {
    const band = document.createElement('div');
    band.style.cssText = 'position:fixed;left:0;right:0;top:300px;height:200px;background:#fff;z-index:70';
    const wide = document.createElement('div');
    wide.style.cssText = 'width:500px;height:10px';
    document.body.append(band);
    document.getElementById('main')!.append(wide);
  });
  const found = await problemsOnPage(page);
  expect(found[0]).toBe('scrolls sideways: 500 px wide in 360 px');
  expect(found.length).toBeGreaterThan(3);
  expect(found.slice(1).every((problem) => / lies under <div> "" \(fixed or sticky\)$/.test(problem))).toBe(true);
});

for (const width of WIDTHS) {
  test(`no page of either language scrolls sideways or has anything fixed over a control at ${width} px`, async ({ page }) => {
    test.setTimeout(480_000);
    await firstPageOfASession(page);
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    for (const path of PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      // The note is there on each page of the site's frame (the console has its own), in the page's flow.
      if (path !== '/admin') await expect(page.locator('#exit-note'), path).toBeVisible();
      for (const problem of await problemsOnPage(page)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test.describe('the exit note', () => {
  for (const width of [360, 1280] as const) {
    for (const language of ['en', 'es'] as const) {
      test(`pushes the page down instead of covering it, and hides with one tap, at ${width} px in ${language}`, async ({ page }) => {
        await firstPageOfASession(page);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pathIn(language, '/services'));
        await waitForHydration(page);
        const note = page.locator('#exit-note');
        await expect(note).toBeVisible();
        const header = (await page.locator('header').first().boundingBox())!;
        const noteBox = (await note.boundingBox())!;
        const heading = page.getByRole('heading', { level: 1 });
        const headingBefore = (await heading.boundingBox())!;
        // Under the header, above the page's headline: in the flow, not over it.
        expect(noteBox.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(headingBefore.y).toBeGreaterThanOrEqual(noteBox.y + noteBox.height);
        await expectNoAxeViolations(page, `the exit note at ${width} px (${language})`);
        // What it used to cover answers a press: the menu on a phone, the booking button on a laptop.
        // (The wide header shows the booking button where its words fit, else the menu.)
        const covered = page.locator('header').getByRole('button', { name: /^(menu|menú|book now|reserva una cita)$/i }).filter({ visible: true });
        await expect(covered.first()).toBeVisible();
        await covered.first().click({ trial: true, timeout: 3000 });

        await note.getByRole('button').click();
        await expect(note).toBeHidden();
        await expect(page.locator('#exit-this-page')).toBeFocused();
        // The page moves up by the note's height: it had pushed the page down.
        const headingAfter = (await heading.boundingBox())!;
        expect(headingBefore.y - headingAfter.y).toBeGreaterThanOrEqual(noteBox.height);
      });
    }
  }
});

test.describe('a toast on a phone', () => {
  test.use({ introSeen: true, viewport: { width: 360, height: 740 } });

  test('opens under the header: the exit and the menu stay in reach', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('region', { name: 'Send us a message' });
    await waitForIsland(page, box.getByRole('button', { name: 'Send message' }));
    await box.getByLabel('Your name').fill('Maya');
    await box.getByLabel('Email for our reply').fill(`overlap-${Date.now()}@example.com`);
    await box.getByLabel('Your message').fill('Checking where the toast opens.');
    await box.getByRole('button', { name: 'Send message' }).click();
    const shown = toast(page, 'Message Sent');
    await expect(shown).toBeVisible();
    const toastBox = (await shown.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('link', { name: 'Exit this page', exact: true }).click({ trial: true, timeout: 3000 });
    await page.getByRole('button', { name: /menu/i }).click({ trial: true, timeout: 3000 });
  });
});
