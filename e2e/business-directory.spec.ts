import type { Page } from '@playwright/test';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';

// Axe over a whole page can take most of a minute when the machine is busy.
test.describe.configure({ timeout: 120_000 });

const allNames = ['Safe Harbor Family Law', 'Fresh Start Money Coaching', 'Rooted Calm Wellness Studio', 'Next Chapter Career Studio'];

function listing(page: Page) {
  const region = page.getByRole('region', { name: 'Find a business' });
  return {
    search: region.getByRole('searchbox', { name: 'Search' }),
    category: (name: string) => region.getByRole('radio', { name, exact: true }),
    names: region.getByRole('article').getByRole('heading', { level: 3 }),
    count: region.getByRole('status'),
    clear: region.getByRole('button', { name: 'Clear search and category' }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/business-directory');
  await waitForHydration(page);
  // The search is an island hydrated near the screen.
  await waitForIsland(page, listing(page).search);
});

test('lists the four businesses with badges, tags, location and a website opening in a new tab', async ({ page }) => {
  const { names, count } = listing(page);
  await expect(names).toHaveText(allNames);
  await expect(count).toHaveText('Showing all 4 businesses.');
  const card = page.getByRole('article', { name: 'Safe Harbor Family Law' });
  await expect(card).toContainText('Owner: Renée Alvarez');
  await expect(card.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveText(['Featured', 'Verified']);
  await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText(['Protective orders', 'Divorce', 'Custody']);
  await expect(card).toContainText('Atlanta, GA');
  const partner = page.getByRole('article', { name: 'Next Chapter Career Studio' });
  await expect(partner.getByRole('list', { name: 'Badges' })).toContainText('Partner');
  for (const link of await page.getByRole('link', { name: /^Visit website of / }).all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByText('The listings below are examples')).toBeVisible();
});

test('the sponsor banner links out in a new tab; the three join cards are information with a mail link', async ({ page }) => {
  const sponsor = page.getByRole('region', { name: 'Starting again at work?' });
  const link = sponsor.getByRole('link', { name: /Visit Next Chapter Career Studio/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const join = page.getByRole('region', { name: 'Take part' });
  await expect(join.getByRole('heading', { level: 3 })).toHaveText(['List Your Business', 'Become a Sponsor', 'Get Featured']);
  await expect(join.getByRole('button')).toHaveCount(0);
  await expect(join.getByRole('link')).toHaveCount(3);
  await expect(join.getByRole('link').first()).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}?subject=List%20my%20business`);
});

test('searches name and description, ignoring case', async ({ page }) => {
  const { search, names, count } = listing(page);
  await search.fill('YOGA');
  await expect(names).toHaveText(['Rooted Calm Wellness Studio']);
  await expect(count).toHaveText('Showing 1 of 4 businesses.');
  await search.fill('harbor');
  await expect(names).toHaveText(['Safe Harbor Family Law']);
  await search.fill('financial abuse');
  await expect(names).toHaveText(['Fresh Start Money Coaching']);
});

test('filters by category', async ({ page }) => {
  const { category, names, count } = listing(page);
  await category('Career').check();
  await expect(names).toHaveText(['Next Chapter Career Studio']);
  await expect(count).toHaveText('Showing 1 of 4 businesses.');
  await category('All').check();
  await expect(names).toHaveText(allNames);
});

test('combines the search and the category', async ({ page }) => {
  const { search, category, names } = listing(page);
  await search.fill('women');
  await expect(names).toHaveText(['Rooted Calm Wellness Studio', 'Next Chapter Career Studio']);
  await category('Wellness').check();
  await expect(names).toHaveText(['Rooted Calm Wellness Studio']);
  await category('Legal').check();
  await expect(names).toHaveCount(0);
});

test('an empty result says so and one button clears the search and the category', async ({ page }) => {
  const { search, category, names, count, clear } = listing(page);
  await search.fill('law');
  await category('Other').check();
  await expect(names).toHaveCount(0);
  await expect(count).toHaveText('No businesses match.');
  await expect(page.getByText('No listing mentions “law” in Other.')).toBeVisible();
  await expectNoAxeViolations(page, 'the empty directory');
  await clear.click();
  await expect(names).toHaveText(allNames);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(category('All')).toBeChecked();
  await expect(count).toHaveText('Showing all 4 businesses.');
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `/business-directory at ${viewport.width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
