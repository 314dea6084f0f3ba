import type { Page, Route } from '@playwright/test';
import { riskLevels } from '../core/content/assessment-tiers';
import { defaultStatistics, type Statistics } from '../core/contracts/statistics';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The charts animate unless she asks for less motion: these tests see them as most visitors do.
test.use({ reducedMotion: 'no-preference' });

const chartCaptions = [
  'Types of violence women experience',
  'Typical recovery progress (illustrative)',
  'Mental-health effects among survivors',
];

// Axe over the full page takes several seconds on a busy machine; give these tests room.
test.describe.configure({ timeout: 60_000 });

function answerWith(statistics: Statistics) {
  return (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(statistics) });
}

/** Every script the page fetches (module scripts, preloads and dynamic imports). */
function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) urls.push(url.pathname);
  });
  return urls;
}

/** Charts are drawn when they come near the screen: scroll to them first. */
async function expectChartsDrawn(page: Page) {
  await page.getByRole('region', { name: 'A closer look' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-draw-state="drawn"]')).toHaveCount(3);
}

test('shows the research figures, three charts with their tables, and the program rates (real API)', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/statistics');
  await waitForHydration(page);
  const research = page.getByRole('region', { name: 'What the research shows' });
  await expect(research).toBeVisible();
  for (const text of ['41%', '47.1%', '22.3%', '$104K', '$3.6 trillion', '20%', '18 months']) {
    await expect(research.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(research.getByText('Research figures on intimate partner violence in the United States.')).toBeVisible();

  const canvases = page.locator('canvas[role="img"]');
  await expect(canvases).toHaveCount(3);
  await expectChartsDrawn(page);
  for (let index = 0; index < 3; index++) {
    const box = await canvases.nth(index).boundingBox();
    expect(box?.height, `chart ${index + 1} height`).toBe(300);
    await expect(canvases.nth(index)).toHaveAttribute('aria-label', new RegExp(`^${chartCaptions[index]!.replace(/[()]/g, '\\$&')}\\. .+%`));
  }
  expect(scripts.some((path) => path.includes('chart')), 'the chart chunk is loaded here').toBe(true);

  // The table alternatives: behind a disclosure, each with a caption and every value.
  // Scoped to the charts: other tests may already have stored assessments, whose table shows too.
  const charts = page.getByRole('region', { name: 'A closer look' });
  for (const summary of await charts.getByText('Show the figures as a table').all()) await summary.click();
  const tables = charts.getByRole('table');
  await expect(tables).toHaveCount(3);
  for (const [index, caption] of chartCaptions.entries()) {
    await expect(tables.nth(index).locator('caption')).toHaveText(caption);
  }
  await expect(page.getByRole('row', { name: 'Low self-esteem 73%' })).toBeVisible();

  const programs = page.getByRole('region', { name: 'Program success' });
  for (const text of ['85%', '94%', '96%']) await expect(programs.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/assessment');
  await expectNoAxeViolations(page, '/statistics with the tables open');
});

test('has no assessment section when the API reports no assessments', async ({ page }) => {
  await page.route('**/api/statistics', answerWith(defaultStatistics));
  await page.goto('/statistics');
  await waitForHydration(page);
  await expect(page.getByText('$104K')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Program success' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What our community’s assessments show' })).toHaveCount(0);
  await expectChartsDrawn(page);
  await expectNoAxeViolations(page, '/statistics');
});

test('shows the community totals when the API reports assessments', async ({ page }) => {
  await page.route(
    '**/api/statistics',
    answerWith({
      ...defaultStatistics,
      userAssessments: { totalAssessments: 3, averageScore: 57.3, riskLevelDistribution: { [riskLevels[1]]: 2, [riskLevels[2]]: 1 } },
    }),
  );
  await page.goto('/statistics');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'What our community’s assessments show' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('definition').first()).toHaveText('3');
  await expect(section.getByText('57.3 out of 140')).toBeVisible();
  const table = section.getByRole('table', { name: 'Results by tier' });
  await expect(table.getByRole('row', { name: `${riskLevels[1]} 2 67%` })).toBeVisible();
  await expect(table.getByRole('row', { name: `${riskLevels[2]} 1 33%` })).toBeVisible();
  await expect(table.getByRole('row', { name: `${riskLevels[0]} 0 0%` })).toBeVisible();
  await expectChartsDrawn(page);
  await expectNoAxeViolations(page, '/statistics with assessments');
});

test('says "Loading statistics..." while the answer is on its way', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/statistics', async (route) => {
    await held;
    await answerWith(defaultStatistics)(route);
  });
  await page.goto('/statistics');
  await waitForHydration(page);
  const status = page.getByRole('status').filter({ hasText: 'Loading statistics...' });
  await expect(status).toBeVisible();
  await expect(page.getByText('$104K')).toHaveCount(0);
  await expectNoAxeViolations(page, '/statistics while loading');
  release();
  await expect(page.getByText('$104K')).toBeVisible();
  await expect(status).toHaveCount(0);
});

test.describe('when the statistics call fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('shows the default figures and no error', async ({ page }) => {
    await page.route('**/api/statistics', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Unavailable' }) }),
    );
    await page.goto('/statistics');
    await waitForHydration(page);
    await expect(page.getByText('$104K')).toBeVisible();
    await expect(page.getByText('41%', { exact: true })).toBeVisible();
    await expect(page.getByText(/Unavailable|503|went wrong/)).toHaveCount(0);
  });
});

test('draws the charts without animation under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('**/api/statistics', answerWith(defaultStatistics));
  await page.goto('/statistics');
  await waitForHydration(page);
  await expectChartsDrawn(page);
  await expect(page.locator('canvas[role="img"]')).toHaveCount(3);
});

for (const path of ['/', '/services']) {
  test(`${path} loads no chart code`, async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'scripts were seen').toBeGreaterThan(0);
    expect(scripts.filter((script) => script.toLowerCase().includes('chart'))).toEqual([]);
  });
}

test('without JavaScript the page still shows the research figures and the chart tables', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/statistics');
  for (const text of ['41%', '47.1%', '$104K', '$3.6 trillion', '18 months']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'A closer look' })).toBeVisible();
  await context.close();
});

test('the Spanish pages give large sums as whole figures (es-US), never "$104K" or "billones"', async ({ page }) => {
  await page.goto('/es/statistics');
  await waitForHydration(page);
  const research = page.getByRole('region', { name: 'Lo que muestran las investigaciones' });
  for (const text of ['$103,767', '$3,600,000,000,000']) await expect(research.getByText(text, { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('billones');
  await expect(page.locator('main')).not.toContainText('$104K');
  await page.goto('/es');
  await expect(page.locator('main').getByText('$103,767', { exact: true })).toBeVisible();
});
