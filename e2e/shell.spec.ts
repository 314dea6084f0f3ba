import { memorialPath } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every link and highlights the one the path starts with', async ({ page }) => {
    await page.goto('/tools/affirmations');
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const label of ['About', 'Assessment', 'Tools', 'Community', 'Business Directory', 'Resources', 'Services', 'Crisis Support', 'In Memory of Our Sisters']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Assessment', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'In Memory of Our Sisters' })).toHaveAttribute('href', memorialPath);
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/signup');
  });

  test('navigates between pages without a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle('Coaching & Services | S.A.V.E. Sisterhood');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists every link, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Crisis Support' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu');
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Esc closes the mobile menu instead of leaving the site', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // Focus goes back to the menu button, where she was.
    await expect(page.getByRole('button', { name: /menu/i })).toBeFocused();
  });
});

test('the footer gives every crisis number as a tap-to-call or tap-to-text link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href="tel:+18007997233"]')).toContainText('1-800-799-7233');
  await expect(footer.locator('a[href="sms:88788?&body=START"]')).toContainText('88788');
  await expect(footer.locator('a[href="tel:988"]')).toBeVisible();
  await expect(footer.locator('a[href="sms:988"]')).toBeVisible();
  const legalLinks: [string, string][] = [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Legal Disclaimer', '/legal-disclaimer'],
  ];
  for (const [name, href] of legalLinks) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const name of ['Instagram', 'LinkedIn', 'TikTok', 'Threads']) {
    const link = footer.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('the first tab stops are the skip links to the quick exit and to the content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/Skip to Exit this page/i);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/Skip to main content/i);
});
