import { communityMessages } from '../core/content/validation';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { communityPostListSchema } from '../core/contracts/community';
import { samplePosts } from '../core/community-samples';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';
import { toast } from './helpers';

const databaseUrl = process.env.E2E_DATABASE_URL;

/** Runs one query on the end-to-end server's database (only when E2E_DATABASE_URL is set). */
async function query<Row>(sql: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function openCommunity(page: Page) {
  await page.goto('/community');
  await waitForHydration(page);
}

async function openForm(page: Page) {
  const toggle = page.getByRole('button', { name: communityMessages.toggleForm });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('form', { name: 'Share with the community' });
}

function countPosts(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/community/posts') && request.method() === 'POST') sent += 1;
  });
  return () => sent;
}

test('shows the four sample posts, marked as samples, with counts and nothing to press', async ({ page }) => {
  await openCommunity(page);
  const samples = page.getByRole('region', { name: 'Sample posts' });
  await expect(samples.getByText(/not from real people/)).toBeVisible();
  const articles = samples.getByRole('article');
  await expect(articles).toHaveCount(4);
  for (const [index, post] of samplePosts.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(article.getByText('Sample post')).toBeVisible();
    await expect(article.getByText(post.authorName ?? 'Anonymous', { exact: true }).first()).toBeVisible();
    await expect(article.getByText(`${post.likeCount} likes`)).toBeVisible();
    await expect(article.getByText(`${post.replyCount} replies`)).toBeVisible();
    // Liking and replying do not exist yet: there is nothing to press.
    await expect(article.getByRole('button')).toHaveCount(0);
    await expect(article.getByRole('link')).toHaveCount(0);
  }
  await expect(articles.first().locator('time')).toHaveText('2 hours ago');
  await expect(page.getByRole('region', { name: 'Common Topics' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Before you post' })).toContainText('could identify you');
  await expectNoAxeViolations(page, '/community');
});

test('the toggle opens and closes the form; the anonymous switch hides or asks for name and email', async ({ page }) => {
  await openCommunity(page);
  const toggle = page.getByRole('button', { name: communityMessages.toggleForm });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const form = page.getByRole('form', { name: 'Share with the community' });
  await expect(form).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('support');
  const labels = await form.getByLabel('Category').locator('option').allTextContents();
  expect(labels).toEqual(['Support', 'Success Story', 'Question', 'Advice']);
  await expect(form).toContainText('do not share details that could identify you');

  const anonymous = form.getByRole('switch', { name: 'Post anonymously' });
  await expect(anonymous).toBeChecked();
  await expect(form.getByText(communityMessages.postingAnonymously)).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'create-post form, anonymous');

  await anonymous.press('Space');
  await expect(anonymous).not.toBeChecked();
  await expect(form.getByText(communityMessages.postingWithName)).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
  await expectNoAxeViolations(page, 'create-post form, with name');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
});

test('a post without a title or content is not sent and says what is missing', async ({ page }) => {
  await openCommunity(page);
  const sent = countPosts(page);
  const form = await openForm(page);
  await form.getByLabel(/^Title/).fill('Only a title');
  await form.getByRole('button', { name: 'Share Post' }).click();
  await expect(toast(page, communityMessages.missingTitle)).toContainText(communityMessages.missingDescription);
  await expect(form.getByLabel(/^Your post/)).toBeFocused();
  await expect(form.getByLabel(/^Your post/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Title/)).toHaveValue('Only a title');

  await form.getByLabel(/^Title/).fill('   ');
  await form.getByLabel(/^Your post/).fill('Some words');
  await form.getByRole('button', { name: 'Share Post' }).click();
  await expect(toast(page, communityMessages.missingTitle)).toContainText(communityMessages.missingDescription);
  expect(sent()).toBe(0);
  await expectNoAxeViolations(page, 'create-post form with errors');
});

test('posting with your name needs a name and an email before anything is sent', async ({ page }) => {
  await openCommunity(page);
  const sent = countPosts(page);
  const form = await openForm(page);
  await form.getByRole('switch', { name: 'Post anonymously' }).uncheck();
  await form.getByLabel(/^Title/).fill('A title');
  await form.getByLabel(/^Your post/).fill('Some words');
  await form.getByRole('button', { name: 'Share Post' }).click();
  await expect(form.getByText('Please enter your name, or choose to post anonymously.')).toBeVisible();
  await expect(form.getByText('Please enter your email, or choose to post anonymously.')).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  expect(sent()).toBe(0);
});

test('an anonymous post is stored awaiting review, without a name or email, and appears only once approved', async ({ page, request }) => {
  await openCommunity(page);
  const form = await openForm(page);
  const title = `Anonymous e2e post ${Date.now()}`;
  await form.getByLabel('Category').selectOption('question');
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Your post/).fill('Does the fog lift? Some mornings I still cannot think straight.');
  // A name typed and then hidden by switching back to anonymous must not be sent.
  const anonymous = form.getByRole('switch', { name: 'Post anonymously' });
  await anonymous.uncheck();
  await form.getByLabel(/^Name/).fill('Should Not Be Sent');
  await form.getByLabel(/^Email/).fill('hidden@example.com');
  await anonymous.check();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/community/posts') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Share Post' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sentBody = response.request().postDataJSON() as Record<string, unknown>;
  expect(sentBody).toMatchObject({ title, category: 'question', isAnonymous: true });
  expect(sentBody).not.toHaveProperty('authorName');
  expect(sentBody).not.toHaveProperty('authorEmail');
  expect(await response.json()).toMatchObject({ status: 'pending', authorName: null, isAnonymous: true });

  const created = toast(page, communityMessages.createdTitle);
  await expect(created).toContainText(communityMessages.createdAnonymousDescription);
  await expect(created).toContainText(/anonymously/);
  await expect(created).toContainText(/waiting for review/);
  const toggle = page.getByRole('button', { name: communityMessages.toggleForm });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(form.getByLabel(/^Title/)).toHaveValue('');
  await expect(form.getByLabel(/^Your post/)).toHaveValue('');
  await expect(form.getByLabel('Category')).toHaveValue('support');
  await expect(form.getByRole('switch', { name: 'Post anonymously' })).toBeChecked();

  // Awaiting review: not listed, not on the page.
  const listed = communityPostListSchema.parse(await (await request.get('/api/community/posts')).json());
  expect(listed.map((post) => post.title)).not.toContain(title);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: samplePosts[0]!.title })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  if (!databaseUrl) return;
  const rows = await query<{ status: string; author_name: string; author_email: string; is_anonymous: boolean }>(
    'select status, author_name, author_email, is_anonymous from community_posts where title = $1',
    [title],
  );
  expect(rows).toEqual([{ status: 'pending', author_name: 'Anonymous', author_email: '', is_anonymous: true }]);

  await query("update community_posts set status = 'approved' where title = $1", [title]);
  const posts = page.waitForResponse((r) => r.url().endsWith('/api/community/posts') && r.request().method() === 'GET');
  await page.reload();
  await waitForHydration(page);
  // The approved posts are an island hydrated (and loaded) when the end of the samples is near.
  await waitForIsland(page, page.locator('[data-approved-posts]'));
  await posts;
  const approved = page.getByRole('region', { name: 'From the community' }).getByRole('article').filter({ hasText: title });
  await expect(approved).toBeVisible();
  await expect(approved.getByText('Question', { exact: true })).toBeVisible();
  await expect(approved.getByText('Anonymous', { exact: true })).toHaveCount(2); // the badge and the author line
  await expect(approved).not.toContainText('Should Not Be Sent');
  await expect(approved).not.toContainText('Sample post');
  await expect(approved.getByRole('button')).toHaveCount(0);
  // After the four samples.
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.indexOf(title)).toBeGreaterThan(Math.max(...samplePosts.map((post) => titles.indexOf(post.title))));
  await expectNoAxeViolations(page, '/community with an approved post');
});

test('a post with a name is stored awaiting review with that name and email', async ({ page }) => {
  await openCommunity(page);
  const form = await openForm(page);
  const title = `Named e2e post ${Date.now()}`;
  const email = `community-${Date.now()}@example.com`;
  await form.getByLabel('Category').selectOption('success-story');
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Your post/).fill('I went for a walk alone today, and it felt like mine.');
  await form.getByRole('switch', { name: 'Post anonymously' }).uncheck();
  await form.getByLabel(/^Name/).fill('Tess');
  await form.getByLabel(/^Email/).fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/community/posts') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Share Post' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const answer = (await response.json()) as Record<string, unknown>;
  expect(answer).toMatchObject({ status: 'pending', authorName: 'Tess', isAnonymous: false });
  expect(answer).not.toHaveProperty('authorEmail');
  await expect(toast(page, communityMessages.createdTitle)).toContainText(communityMessages.createdNamedDescription);
  await expect(form).toBeHidden();

  if (!databaseUrl) return;
  const rows = await query<{ status: string; author_name: string; author_email: string; is_anonymous: boolean; category: string }>(
    'select status, author_name, author_email, is_anonymous, category from community_posts where title = $1',
    [title],
  );
  expect(rows).toEqual([{ status: 'pending', author_name: 'Tess', author_email: email, is_anonymous: false, category: 'success-story' }]);
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503 \(Service Unavailable\)/] });

  test('the form stays open with what she wrote', async ({ page }) => {
    await page.route('**/api/community/posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down"}' })
        : route.continue(),
    );
    await openCommunity(page);
    const form = await openForm(page);
    await form.getByLabel(/^Title/).fill('Kept title');
    await form.getByLabel(/^Your post/).fill('Kept words');
    await form.getByRole('button', { name: 'Share Post' }).click();
    await expect(page.getByRole('alert').filter({ hasText: communityMessages.failedTitle })).toContainText(
      communityMessages.failedDescription,
    );
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/^Title/)).toHaveValue('Kept title');
    await expect(form.getByLabel(/^Your post/)).toHaveValue('Kept words');
    await expect(form.getByRole('button', { name: 'Share Post' })).toBeEnabled();
  });
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page already shows the sample posts and topics', async ({ page }) => {
    await page.goto('/community');
    for (const post of samplePosts) await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(page.getByRole('article').first().locator('time')).toHaveText('2 hours ago');
    await expect(page.getByRole('region', { name: 'Common Topics' }).getByRole('listitem')).toHaveCount(6);
  });
});
