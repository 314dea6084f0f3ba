import { pages } from '../core/routes';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('every page', () => {
  // A laptop's window, as e2e/about-memorial-legal.spec.ts checks its pages on a phone: axe and
  // the sideways check run here once per page at this width, not again there.
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const entry of pages) {
    test(`${entry.path} renders its page with full meta, no axe violations and no sideways scroll`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${entry.title} | S.A.V.E. Sisterhood`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://savesisterhood.org${entry.path === '/' ? '/' : entry.path}`,
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://savesisterhood.org/og-image.png');
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'S.A.V.E. Sisterhood');
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await waitForHydration(page);
      await expectNoAxeViolations(page, entry.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${entry.path} scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('an unknown path', () => {
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('answers 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | S.A.V.E. Sisterhood');
    await waitForHydration(page);
    await expectNoAxeViolations(page, '404');
  });
});

test('pages carry a strict CSP for scripts and still hydrate under it', async ({ page }) => {
  const response = await page.goto('/services');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain('unsafe-inline');
  // Only WebAssembly may compile (the vault's Argon2id); eval may not.
  expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
  expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
  await waitForHydration(page);
});

test('the icons and the social image exist', async ({ request }) => {
  for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/og-image.png', '/site.webmanifest']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  // Every icon the manifest names is there; none is an SVG, which Chromium draws by building a
  // document on the page's main thread at every load (docs/decisions/0013).
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string; type: string }[] };
  for (const icon of manifest.icons) {
    expect(icon.type, icon.src).not.toBe('image/svg+xml');
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test('the pages link no SVG icon', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  expect(html).not.toMatch(/<link rel="icon"[^>]*\.svg/);
});
