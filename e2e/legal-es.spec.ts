import { legalDocuments } from '../locales/es/core/content/legal';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const desktop = { width: 1280, height: 900 };

test.describe('legal pages in Spanish', () => {
  for (const doc of legalDocuments) {
    const path = `/es/${doc.id}`;
    test(`${path} reads in Spanish, with its date, its sections and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(page.getByTestId('last-updated')).toHaveText(`Última actualización: ${doc.lastUpdated.display}`);
      await expect(page.getByTestId('last-updated').locator('time')).toHaveAttribute('datetime', doc.lastUpdated.iso);
      for (const [index, section] of doc.sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}`, exact: true })).toHaveCount(1);
      }
      await expect(page.getByRole('link', { name: siteConfig.contactEmail }).first()).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);

      // Every link of the text to another page of the site stays on the Spanish site.
      const internal = await page.locator('main article a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of internal) expect(href).toMatch(/^\/es\//);

      const toc = page.getByRole('navigation', { name: 'En esta página' });
      await expect(toc.getByRole('link')).toHaveCount(doc.sections.length);
      const last = toc.getByRole('link').last();
      const target = (await last.getAttribute('href')) ?? '';
      await waitForHydration(page);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test('the Spanish privacy policy says what the site really does, and the crisis numbers as they are', async ({ page }) => {
    await page.goto('/es/privacy-policy');
    await expect(page.getByText('Usamos una sola cookie', { exact: false })).toBeVisible();
    await expect(page.getByText('Ni analíticas, ni seguimiento de visitantes', { exact: false })).toBeVisible();
    await page.goto('/es/terms-of-service');
    const text = page.locator('main article');
    await expect(text.getByRole('link', { name: '1-800-799-7233', exact: true }).first()).toHaveAttribute('href', 'tel:+18007997233');
    await expect(text.getByRole('link', { name: 'envía START al 88788' }).first()).toHaveAttribute('href', 'sms:88788?&body=START');
  });

  test('the Spanish guides are served as PDFs beside the English ones', async ({ request }) => {
    for (const name of ['sis-i-get-it', 'am-i-living-in-save']) {
      const response = await request.get(`/books/${name}.es.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

// On a phone (360 × 740) e2e/languages.spec.ts runs the same axe and sideways checks on every
// Spanish page, these among them: once there, not twice.
for (const viewport of [desktop]) {
  test.describe(`Spanish legal pages at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const doc of legalDocuments) {
      const path = `/es/${doc.id}`;
      test(`${path} has no axe violations and does not scroll sideways`, async ({ page }) => {
        // Long pages: axe over a whole legal text takes over a minute on a busy 2-core machine.
        test.slow();
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${path} at ${viewport.width}px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
