import type { Page } from '@playwright/test';
import { checklistGroups, helpCards } from '../core/content/crisis-support';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Axe over a whole page can take most of a minute when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** Every line of SPEC.md §9, by its link text, with the exact address a phone dials or texts. */
const hotlineLinks: [string, string][] = [
  ['Call 911', 'tel:911'],
  ['Call 1-800-799-7233', 'tel:+18007997233'],
  ['Text START to 88788', 'sms:88788?&body=START'],
  ['Call 1-800-787-3224', 'tel:+18007873224'],
  ['Call 988', 'tel:988'],
  ['Text 988', 'sms:988'],
  ['Text AYUDA to 988', 'sms:988?&body=AYUDA'],
  ['Text HOME to 741741', 'sms:741741?&body=HOME'],
  ['Call 1-866-331-9474', 'tel:+18663319474'],
  ['Text LOVEIS to 22522', 'sms:22522?&body=LOVEIS'],
];

const checkboxCount = checklistGroups.reduce((sum, group) => sum + group.items.length, 0);

/** The whole page's promise: banner, every hotline, help cards, checklists, how to leave. */
async function expectFullPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'You Are Not Alone' })).toBeVisible();
  const banner = page.getByRole('region', { name: /In immediate danger\? Call 911/ });
  await expect(banner.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');

  const hotlines = page.getByRole('region', { name: 'Hotlines' });
  // Every line a phone can dial or text, in order (the section also links to the page for a worried friend).
  await expect(hotlines.locator('a[href^="tel:"], a[href^="sms:"]')).toHaveText(hotlineLinks.map(([text]) => text));
  for (const [text, href] of hotlineLinks) {
    await expect(hotlines.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
  }

  // 988's Spanish option and loveisrespect's chat, said beside their lines.
  await expect(hotlines).toContainText('Press 2 to talk in Spanish');
  await expect(hotlines).toContainText('loveisrespect');
  await expect(hotlines).toContainText('You can also chat at loveisrespect.org');

  const help = page.getByRole('region', { name: 'Shelter, legal help and counseling' });
  await expect(help.getByRole('heading', { level: 3 })).toHaveText(helpCards.map((card) => card.title));
  // Help in Spanish and by interpreter, for a woman reading English who may be an immigrant too.
  const language = help.getByRole('region', { name: 'Help in Spanish and in your language' });
  await expect(language).toContainText('live chat in Spanish');
  await expect(language).toContainText('you can ask for an interpreter');
  await expect(language).toContainText('At 988, press 2 when you call to talk with a counselor in Spanish, or text AYUDA to 988.');
  await expect(language.getByRole('link', { name: 'The Hotline in Spanish' })).toHaveAttribute('href', 'https://espanol.thehotline.org/');
  const immigration = help.getByRole('region', { name: 'If you are an immigrant' });
  await expect(immigration).toContainText('You can get help whatever your immigration status.');
  for (const fact of ['VAWA self-petition', 'A U visa is for victims of certain crimes, domestic violence among them', 'A T visa is for survivors of human trafficking']) {
    await expect(immigration).toContainText(fact);
  }
  await expect(immigration).toContainText('an immigration lawyer or a representative accredited by the Department of Justice');
  await expect(immigration).toContainText('Never a “notario”');
  await expect(immigration.getByRole('link', { name: 'USCIS: find legal services' })).toHaveAttribute('href', 'https://www.uscis.gov/avoid-scams/find-legal-services');
  // Both are reached from "On this page".
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await expect(nav.getByRole('link', { name: 'Help in Spanish' })).toHaveAttribute('href', '#help-language');
  await expect(nav.getByRole('link', { name: 'If you are an immigrant' })).toHaveAttribute('href', '#help-immigration');
  const external = help.getByRole('link');
  await expect(external).toHaveCount(helpCards.reduce((sum, card) => sum + card.links.length, 0));
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  const plan = page.getByRole('region', { name: 'Safety plan checklists' });
  await expect(plan.getByRole('group')).toHaveText(checklistGroups.map((group) => new RegExp(`^${group.title}`)));
  await expect(plan.getByRole('checkbox')).toHaveCount(checkboxCount);
  await expect(plan).toContainText('They are not saved anywhere: not on this device and not on our server.');

  const leaving = page.getByRole('region', { name: 'Leaving this site quickly' });
  await expect(leaving).toContainText('Press the Esc key');
  await expect(leaving).toContainText('It cannot erase your browsing history.');
}

async function storageSnapshot(page: Page) {
  return page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]));
}

test('shows every crisis line as an exact tap-to-call or tap-to-text link, and the whole page', async ({ page }) => {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  await expectFullPage(page);
});

test('checklist ticks live only in the page: not stored, cleared by the button and by a reload', async ({ page }) => {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  const before = await storageSnapshot(page);
  const documents = page.getByRole('group', { name: 'Documents and things to take' });
  const id = documents.getByRole('checkbox', { name: /driver’s license/ });
  const medicines = documents.getByRole('checkbox', { name: 'Medicines and prescriptions' });
  await id.check();
  // The whole row is the target: clicking the words ticks the box.
  await documents.getByText('Medicines and prescriptions').click();
  await expect(id).toBeChecked();
  await expect(medicines).toBeChecked();
  expect(await storageSnapshot(page)).toBe(before);

  await page.getByRole('button', { name: 'Clear all ticks' }).click();
  await expect(id).not.toBeChecked();
  await expect(medicines).not.toBeChecked();

  await id.check();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: /driver’s license/ })).not.toBeChecked();
});

test('a box ticked before the scripts arrive (slow network) stays ticked once they do', async ({ page }) => {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/crisis-support', { waitUntil: 'commit' });
  const box = page.getByRole('checkbox', { name: 'Learn their phone number by heart' });
  await box.check();
  release();
  await waitForHydration(page);
  await expect(box).toBeChecked();
});

test('the checklists can be ticked by keyboard', async ({ page }) => {
  await page.goto('/crisis-support');
  await waitForHydration(page);
  const first = page.getByRole('checkbox').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the full page is there, the links are exact and the checklists tick and clear', async ({ page }) => {
    await page.goto('/crisis-support');
    await expectFullPage(page);
    const box = page.getByRole('checkbox', { name: /Put some money aside/ });
    await box.check();
    await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Clear all ticks' }).click();
    await expect(box).not.toBeChecked();
    // Chromium with scripts turned off through DevTools still parses <noscript> as text, so
    // check the notice is in the page rather than that it is drawn.
    expect(await page.locator('main noscript').first().textContent()).toContain('JavaScript is off in this browser');
    // The offline crisis help's control says it needs JavaScript too (app/features/offline-help).
    expect(await page.locator('main noscript').last().textContent()).toContain('Keeping crisis help on this phone needs JavaScript');
  });
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/crisis-support');
    await waitForHydration(page);
    await expectNoAxeViolations(page, `/crisis-support at ${viewport.width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
