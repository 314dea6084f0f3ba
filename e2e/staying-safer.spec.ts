import { exitNote, stayingSaferSections } from '../core/content/staying-safer';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test('the staying safer page says what the exit can and cannot do, with no JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/staying-safer');
  await expect(page.getByRole('heading', { level: 1, name: 'Staying Safer Online' })).toBeVisible();
  for (const section of stayingSaferSections) {
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  }
  const limits = stayingSaferSections.find((section) => section.id === 'exit-limits')!;
  await expect(page.getByText(limits.paragraphs[0]!, { exact: true })).toBeVisible();
  expect(limits.paragraphs[0]).toContain('It cannot erase your browsing history.');
  await expect(page.getByText('We cannot see or reset your passphrase.', { exact: false })).toBeVisible();
  // Sources are links she may follow, opened in a new tab; the page itself loads nothing from them.
  await expect(page.getByRole('link', { name: 'TechSafety.org (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  await context.close();
});

test('the footer, the crisis page and the tools hub link to the staying safer page', async ({ page }) => {
  for (const [path, name] of [
    ['/', 'Staying safer online'],
    ['/crisis-support', 'Staying safer online: what the exit can and cannot do'],
    ['/tools', 'How your private space works, and staying safer online'],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', /^\/staying-safer(#private-space)?$/);
  }
  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'How your private space works, and staying safer online' }).click();
  await expect(page).toHaveURL(/\/staying-safer#private-space$/);
  await expect(page.getByRole('heading', { level: 2, name: 'How your private space works' })).toBeVisible();
});

test.describe('the note beside the exit button', () => {
  // A first visit in a new tab session (landing on /crisis-support, where the intro never plays).
  test.use({ introSeen: false });

  test('shows once per tab session, its link opens the staying safer page, and it can be hidden', async ({ page }) => {
    await page.goto('/crisis-support');
    await waitForHydration(page);
    const note = page.getByRole('note', { name: exitNote.title });
    await expect(note).toBeVisible();
    await expect(note).toContainText(exitNote.text);
    await expectNoAxeViolations(page, 'the exit note');

    await note.getByRole('link', { name: exitNote.linkText }).click();
    await expect(page).toHaveURL(/\/staying-safer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staying Safer Online' })).toBeVisible();
    // Shown once: the next page of the same tab session does not show it again, loaded afresh either.
    await expect(page.getByRole('note', { name: exitNote.title })).toHaveCount(0);
    await page.goto('/crisis-support');
    await waitForHydration(page);
    await expect(page.getByRole('note', { name: exitNote.title })).toHaveCount(0);
  });

  test('"Hide this note" hides it and keeps her place at the exit button', async ({ page }) => {
    await page.goto('/crisis-support');
    await waitForHydration(page);
    const note = page.getByRole('note', { name: exitNote.title });
    await note.getByRole('button', { name: exitNote.dismiss }).click();
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Exit this page', exact: true })).toBeFocused();
  });

  test('never shows without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/crisis-support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note', { name: exitNote.title })).toHaveCount(0);
    await context.close();
  });
});
