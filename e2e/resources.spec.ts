import type { APIRequestContext, Page } from '@playwright/test';
import { resourceMessages } from '../core/content/resources';
import { resourceListSchema, type Resource } from '../core/contracts/resources';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';
import { toast } from './helpers';

/** The library's list, in any language (the page asks for its own: ?language=en). */
const isResourceList = (url: URL) => url.pathname === '/api/resources';

async function listResources(request: APIRequestContext): Promise<Resource[]> {
  const response = await request.get('/api/resources');
  expect(response.status()).toBe(200);
  return resourceListSchema.parse(await response.json());
}

async function openResources(page: Page) {
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/resources?language=en') && r.request().method() === 'GET');
  await page.goto('/resources');
  await waitForHydration(page);
  // The library is an island: it asks for the list once hydrated, near the screen.
  await waitForIsland(page, page.getByRole('region', { name: 'Guides, coaching and support' }));
  await listed;
  // The live cards (with the server's ids) have replaced the built-in ones.
  await expect(page.locator('a[data-resource-id]').first()).toBeVisible();
}

test('shows a card for every resource the API lists, with the action its type calls for', async ({ page, request }) => {
  const resources = await listResources(request);
  expect(resources.length).toBeGreaterThan(0);
  await openResources(page);
  const library = page.getByRole('region', { name: 'Guides, coaching and support' });
  for (const resource of resources) {
    const card = library.getByRole('group', { name: resource.title });
    await expect(card).toBeVisible();
    await expect(card.getByText(resource.description)).toBeVisible();
    if (resource.type === 'download') {
      await expect(card.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', resource.url!);
    } else if (resource.type === 'coaching') {
      await expect(card.getByRole('button', { name: 'Book a free consultation' })).toBeVisible();
    } else {
      await expect(card.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', resource.url!);
    }
  }
  await expect(library.getByRole('group')).toHaveCount(resources.length);
  await expectNoAxeViolations(page, '/resources');
});

test('a download says Preparing Download, counts it, says Download Started and gives the real PDF', async ({ page, request }) => {
  const before = (await listResources(request)).find((resource) => resource.url === '/books/sis-i-get-it.pdf');
  expect(before).toBeDefined();
  await openResources(page);

  // Hold the count briefly so the pending state can be seen.
  await page.route('**/api/resources/*/download', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const card = page.getByRole('group', { name: before!.title });
  const link = card.getByRole('link', { name: /^Download/ });
  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/resources/${before!.id}/download`));
  const refetched = page.waitForResponse(
    (r) => r.url().endsWith('/api/resources?language=en') && r.request().method() === 'GET',
  );
  const downloaded = page.waitForEvent('download');
  await link.click();

  await expect(toast(page, resourceMessages.preparingTitle)).toBeVisible();
  await expect(card.getByRole('link', { name: resourceMessages.preparingButton })).toHaveAttribute('aria-disabled', 'true');

  const response = await counted;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ id: before!.id, url: '/books/sis-i-get-it.pdf', downloadCount: before!.downloadCount + 1 });
  await refetched;
  const started = toast(page, resourceMessages.startedTitle);
  await expect(started).toContainText(resourceMessages.startedDescription);
  await expect(link).toHaveAccessibleName(/^Download/);

  const download = await downloaded;
  expect(new URL(download.url()).pathname).toBe('/books/sis-i-get-it.pdf');
  expect(download.suggestedFilename()).toBe('sis-i-get-it.pdf');
  const file = await request.get(download.url());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const after = (await listResources(request)).find((resource) => resource.id === before!.id);
  expect(after!.downloadCount).toBe(before!.downloadCount + 1);
  await expectNoAxeViolations(page, 'after a download');
});

test('the coaching card opens the booking dialog with the free consultation chosen', async ({ page }) => {
  await openResources(page);
  const coaching = page.getByRole('region', { name: 'Guides, coaching and support' }).getByRole('group').filter({
    has: page.getByRole('button', { name: 'Book a free consultation' }),
  });
  await expect(coaching).toHaveCount(1);
  await coaching.getByRole('button', { name: 'Book a free consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Session' });
  await expect(dialog).toBeVisible();
  const service = dialog.getByLabel(/Service/);
  await expect(service).toHaveValue('consultation');
  await expect(service.locator('option:checked')).toHaveText('Free Consultation (30 min)');
  await expectNoAxeViolations(page, 'booking dialog from /resources');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('region', { name: 'Not sure where to start?' }).getByRole('button', { name: 'Book a free consultation' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Your Session' }).getByLabel(/Service/)).toHaveValue('consultation');
});

test('joining the community shows the toast and opens the partner platform in a new tab', async ({ page }) => {
  const partner = new URL(siteConfig.external.partnerCommunityUrl);
  // Never reach the real site from a test: answer for it.
  await page.context().route(`${partner.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  );
  await openResources(page);
  const join = page.getByRole('link', { name: /Join the Community/ });
  await expect(join).toHaveAttribute('href', siteConfig.external.partnerCommunityUrl);
  await expect(join).toHaveAttribute('target', '_blank');
  const rel = (await join.getAttribute('rel')) ?? '';
  expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

  // The card is an island hydrated near the screen: its toast needs React.
  await waitForIsland(page, join);
  const popupOpened = page.waitForEvent('popup');
  await join.click();
  const popup = await popupOpened;
  await expect(toast(page, resourceMessages.joinCommunityTitle)).toContainText(resourceMessages.joinCommunityDescription);
  expect(popup.url()).toContain(partner.host);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expectNoAxeViolations(page, 'after joining the community');
});

test('the crisis panel opens and closes from its button, by keyboard too', async ({ page }) => {
  await openResources(page);
  const toggle = page.getByRole('button', { name: 'All crisis hotlines' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  // The essential numbers are there even while it is closed.
  await expect(page.getByRole('region', { name: 'Need to talk to someone now?' }).getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expectNoAxeViolations(page, 'crisis panel closed');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:+18007997233');
  await expect(panel.getByRole('link', { name: 'Text START to 88788' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Call 988' })).toBeVisible();
  await expectNoAxeViolations(page, 'crisis panel open');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('an empty list shows the three resources that always work, and says more are coming', async ({ page }) => {
  await page.route(isResourceList, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/resources');
  await waitForHydration(page);
  const library = page.getByRole('region', { name: 'Guides, coaching and support' });
  await expect(library.getByText(/More resources are on their way/)).toBeVisible();
  await expect(library.getByRole('group')).toHaveCount(3);
  await expect(library.getByRole('link', { name: /^Download/ })).toHaveCount(2);
  await expect(library.getByRole('button', { name: 'Book a free consultation' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'empty library');
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleErrors: [/status of (503|404)/] });

  test('a failed list still shows the guides and the consultation', async ({ page }) => {
    await page.route(isResourceList, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down"}' }),
    );
    await page.goto('/resources');
    await waitForHydration(page);
    const library = page.getByRole('region', { name: 'Guides, coaching and support' });
    await expect(library.getByText(/We could not load the whole library just now/)).toBeVisible();
    await expect(library.getByRole('group')).toHaveCount(3);
  });

  test('a resource that no longer exists says so and downloads nothing', async ({ page }) => {
    await openResources(page);
    await page.route('**/api/resources/*/download', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: resourceMessages.notFound }) }),
    );
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('link', { name: /^Download/ }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: resourceMessages.notFound })).toBeVisible();
    expect(downloads).toBe(0);
  });
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page already links the guides and the crisis lines', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('link', { name: /^Download Sis, I Get It/ })).toHaveAttribute('href', '/books/sis-i-get-it.pdf');
    await expect(page.getByRole('link', { name: /^Download Am I Living in S\.A\.V\.E\.\?/ })).toHaveAttribute(
      'href',
      '/books/am-i-living-in-save.pdf',
    );
    await expect(page.getByRole('link', { name: '1-800-799-7233' }).first()).toHaveAttribute('href', 'tel:+18007997233');
    await expect(page.getByRole('link', { name: /Join the Community/ })).toHaveAttribute('href', siteConfig.external.partnerCommunityUrl);
  });
});
