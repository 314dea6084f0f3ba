import { request as httpRequest } from 'node:http';
import { createHash } from 'node:crypto';
import { hotlines } from '../core/constants';
import { offlineHelpControl, offlinePage } from '../core/content/offline-help';
import { verifyTexts } from '../core/content/verify';
import * as esOffline from '../locales/es/core/content/offline-help';
import { recordManifest } from '../core/record-manifest';
import { pages } from '../core/routes';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** The service workers registered for the site and the caches it holds, as the page sees them. */
async function storedOnPhone(page: Page): Promise<{ workers: number; caches: number; keptUrls: string[] }> {
  return page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
    keptUrls: (
      await Promise.all((await caches.keys()).map(async (key) => (await (await caches.open(key)).keys()).map((request) => new URL(request.url).pathname)))
    ).flat(),
  }));
}

async function keepCrisisHelp(page: Page) {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  await page.getByRole('button', { name: offlineHelpControl.keep }).click();
  await expect(page.getByRole('status').filter({ hasText: offlineHelpControl.kept })).toBeVisible({ timeout: 20_000 });
}

/** Every hotline of the crisis page as a tap-to-call or tap-to-text link. */
async function expectEveryHotline(page: Page) {
  for (const line of Object.values(hotlines)) {
    await expect(page.locator(`main a[href="${line.href}"]`).first()).toBeVisible();
  }
}

test('without her choice no service worker is ever registered, on any page', async ({ page }) => {
  for (const entry of pages) {
    await page.goto(entry.path);
    await waitForHydration(page);
    expect(await storedOnPhone(page), entry.path).toEqual({ workers: 0, caches: 0, keptUrls: [] });
  }
});

test('kept crisis help opens with no signal: the crisis page, and the numbers for any other page', async ({ page, context }) => {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: offlineHelpControl.remove })).toBeHidden();
  await keepCrisisHelp(page);
  await expect(page.getByRole('button', { name: offlineHelpControl.remove })).toBeVisible();
  await expectNoAxeViolations(page, 'crisis help kept');
  const stored = await storedOnPhone(page);
  expect(stored.workers).toBe(1);
  expect(stored.keptUrls).toEqual(
    expect.arrayContaining(['/crisis-support', '/staying-safer', '/offline', '/books/sis-i-get-it.pdf', '/books/am-i-living-in-save.pdf']),
  );
  // Only what she chose: no other page of the site is kept.
  expect(stored.keptUrls.filter((path) => !path.startsWith('/assets/') && !path.startsWith('/books/')).sort()).toEqual([
    '/crisis-support',
    '/offline',
    '/staying-safer',
    '/verify',
  ]);

  await context.setOffline(true);
  await page.goto('/crisis-support');
  await expect(page.getByRole('heading', { level: 1, name: 'You Are Not Alone' })).toBeVisible();
  await expectEveryHotline(page);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: offlinePage.title })).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  await expectEveryHotline(page);
  await expectNoAxeViolations(page, 'the offline page');
  await page.goto('/staying-safer');
  await expect(page.getByRole('heading', { level: 1, name: 'Staying Safer Online' })).toBeVisible();
  const guide = await page.evaluate(async () => (await fetch('/books/sis-i-get-it.pdf')).headers.get('content-type'));
  expect(guide).toBe('application/pdf');
  await context.setOffline(false);
});

test('"Remove it from this phone" unregisters the worker and empties its caches', async ({ page }) => {
  await keepCrisisHelp(page);
  await page.getByRole('button', { name: offlineHelpControl.remove }).click();
  await expect(page.getByRole('status').filter({ hasText: offlineHelpControl.removed })).toBeVisible();
  await expect(page.getByRole('button', { name: offlineHelpControl.keep })).toBeVisible();
  await expectNoAxeViolations(page, 'crisis help removed');
  expect(await storedOnPhone(page)).toEqual({ workers: 0, caches: 0, keptUrls: [] });
  await page.reload();
  await waitForHydration(page);
  expect(await storedOnPhone(page)).toEqual({ workers: 0, caches: 0, keptUrls: [] });
  await expect(page.getByRole('button', { name: offlineHelpControl.keep })).toBeVisible();
});

test.describe('the quick exit', () => {
  const exitOrigin = 'https://www.bbc.co.uk';
  test.use({ allowedOrigins: [exitOrigin] });

  test('removes the kept crisis help and its caches', async ({ page }) => {
    await page.route(`${exitOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
    await keepCrisisHelp(page);
    expect((await storedOnPhone(page)).workers).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/bbc\.co\.uk/);
    await page.goto('/about');
    await waitForHydration(page);
    expect(await storedOnPhone(page)).toEqual({ workers: 0, caches: 0, keptUrls: [] });
  });
});

test('without JavaScript the crisis page and the offline page give every number, and say the control needs it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const path of ['/crisis-support', '/offline']) {
    await page.goto(path);
    await expectEveryHotline(page);
  }
  const response = await page.goto('/crisis-support');
  // In <noscript> (Playwright turns scripts off but not the parser's scripting flag, so it is not drawn here).
  expect(await response!.text()).toContain('<noscript><p class="mt-3">Keeping crisis help on this phone needs JavaScript');
  await expect(page.getByRole('button', { name: offlineHelpControl.keep })).toBeHidden();
  await expect(page.getByRole('button', { name: offlineHelpControl.remove })).toBeHidden();
  await context.close();
});

/** Bytes on the wire for one file as the server sends it with `encoding`. */
function servedBytes(baseURL: string, path: string, encoding: 'br' | 'gzip'): Promise<{ bytes: number; encoding: string | undefined; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'], type: response.headers['content-type'] }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

test('low data: the crisis page and the offline page are each under 30 KB as served, page and styles, with no JavaScript needed', async ({ request, baseURL }) => {
  const BUDGET = 30 * 1024;
  for (const path of ['/crisis-support', '/offline']) {
    const html = await (await request.get(path)).text();
    const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
    expect(stylesheets.length, path).toBeGreaterThan(0);
    // Nothing else the page needs to be read: no images, fonts or frames.
    expect(html, path).not.toMatch(/<(img|iframe|video|audio)\b/);
    for (const encoding of ['br', 'gzip'] as const) {
      let total = 0;
      for (const file of [path, ...stylesheets]) {
        const served = await servedBytes(baseURL!, file, encoding);
        expect(served.encoding, `${file} ${encoding}`).toBe(encoding);
        total += served.bytes;
      }
      expect(total, `${path} with ${encoding}: ${total} bytes`).toBeLessThan(BUDGET);
    }
  }
});

test('the service worker file is served as a script, always revalidated, allowed to fetch this site only', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
  // Registered at the root, its scope is the whole site without a Service-Worker-Allowed header.
  expect(response.headers()['service-worker-allowed']).toBeUndefined();
});

test('/verify works offline once kept: the page and its checking code open with no signal, in both languages, and name a changed record', async ({ page, context }) => {
  // A pack's companion file with one record (no receipt: none is needed to find a change).
  const content = { happenedDate: '2026-10-14', happenedTime: '', place: 'At home', whatHappened: 'He took my keys and my phone.', witnesses: '', injuries: '', actionsTaken: '' };
  // With a photo listed: its digest is worked out offline too (the streamed SHA-256 is kept with the checking code).
  const photo = Buffer.from('the bytes of a photo she kept');
  const photoFile = { name: 'door.jpg', type: 'image/jpeg', size: photo.length, sha256: createHash('sha256').update(photo).digest('hex') };
  const manifest = JSON.stringify(await recordManifest([{ versions: [{ savedAt: '2026-10-15T09:00:00.000Z', content }] }], new Date('2026-11-20T12:00:00.000Z'), [[photoFile]]));
  const tampered = manifest.replace('my keys', 'my coat');
  expect(tampered).not.toBe(manifest);

  await keepCrisisHelp(page);
  expect((await storedOnPhone(page)).keptUrls).toEqual(expect.arrayContaining(['/verify']));
  await context.setOffline(true);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await page.goto('/verify');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check a record pack' })).toBeVisible();
  const field = page.getByLabel('The companion file (.json)');
  await field.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(manifest) });
  await expect(page.locator('[data-status]')).toHaveCount(1);
  await expect(page.locator('[data-status="changed"]')).toHaveCount(0);
  await page.getByLabel(verifyTexts.filesLabel).setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('[data-match="yes"]')).toContainText('"door.jpg"');
  await field.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
  await expect(page.getByText('0 of 1 records are unchanged since the site signed them.')).toBeVisible();
  await expect(page.locator('[data-status="changed"]').getByRole('heading', { name: 'Record 1' })).toBeVisible();
  await expectNoAxeViolations(page, '/verify offline with a tampered file');
  expect(sent).toEqual([]);
  await context.setOffline(false);

  // The Spanish worker keeps /es/verify the same way.
  await page.goto('/es/crisis-support');
  await waitForHydration(page);
  await page.getByRole('button', { name: esOffline.offlineHelpControl.keep }).click();
  await expect(page.getByRole('status').filter({ hasText: esOffline.offlineHelpControl.kept })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await page.goto('/es/verify');
  await waitForHydration(page);
  await page.getByLabel('El archivo complementario (.json)').setInputFiles({ name: 'notas.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
  await expect(page.getByText('0 de 1 registros no han cambiado desde que el sitio los firmó.')).toBeVisible();
  await expect(page.locator('[data-status="changed"]').getByRole('heading', { name: 'Registro 1' })).toBeVisible();
  await expectNoAxeViolations(page, '/es/verify offline with a tampered file');
  await context.setOffline(false);
});
