/**
 * The crisis support and staying safer pages on the Spanish site (issue 20): every word in
 * Spanish, every crisis line with exactly the number and the tap-to-call or tap-to-text address
 * of the English page, the links between the two pages staying on the Spanish site, axe clean,
 * and none of the English modules' words on the page. The words come from the twins themselves.
 */
import type { Page } from '@playwright/test';
import * as englishCrisis from '../core/content/crisis-support';
import { checklistGroups, crisisPageTexts, emergencyBanner, helpCards, leavingQuickly } from '../locales/es/core/content/crisis-support';
import * as englishHotlines from '../core/content/hotlines';
import { hotlineWords } from '../locales/es/core/content/hotlines';
import * as englishSafer from '../core/content/staying-safer';
import { stayingSaferPageTexts, stayingSaferSections } from '../locales/es/core/content/staying-safer';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The same lines, numbers and addresses as the English page's test, said in Spanish. */
const hotlineLinks: [string, string][] = [
  ['Llama al 911', 'tel:911'],
  ['Llama al 1-800-799-7233', 'tel:+18007997233'],
  [hotlineWords.domesticViolenceText.display, 'sms:88788?&body=START'],
  ['Llama al 1-800-787-3224', 'tel:+18007873224'],
  [hotlineWords.lifelineCall.display, 'tel:988'],
  [hotlineWords.lifelineText.display, 'sms:988'],
  [hotlineWords.lifelineSpanishText.display, 'sms:988?&body=AYUDA'],
  [hotlineWords.crisisTextLine.display, 'sms:741741?&body=HOME'],
  ['Llama al 1-866-331-9474', 'tel:+18663319474'],
  [hotlineWords.loveisrespectText.display, 'sms:22522?&body=LOVEIS'],
];

/** Every text of an English module (strings, and what its functions say for sample values). */
function englishWords(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length > 3 && /[a-z]{3}/.test(value)) into.add(value);
  } else if (typeof value === 'function') {
    try {
      englishWords((value as (...args: unknown[]) => unknown)('x', 'y'), into);
    } catch {
      // Nothing of its own to say.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) englishWords(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== 'id' && key !== 'href') englishWords(item, into);
  }
  return into;
}

/** Names that are the same in both languages (sites and services, shown as they call themselves). */
const sameInBoth = new Set(['DomesticShelters.org', 'WomensLaw.org', 'LawHelp.org', 'TechSafety.org', 'Crisis Text Line']);

async function expectNoEnglish(page: Page, ...modules: Record<string, unknown>[]) {
  const shown = await page.locator('main').innerText();
  const words = new Set(modules.flatMap((module) => [...englishWords(module)]));
  const leaks = [...words].filter(
    (text) =>
      !sameInBoth.has(text) &&
      new RegExp(`(?:^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}])`, 'u').test(shown),
  );
  expect(leaks).toEqual([]);
}

test('/es/crisis-support: every crisis line exactly as in English, the whole page in Spanish', async ({ page }) => {
  await page.goto('/es/crisis-support');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: crisisPageTexts.title })).toBeVisible();
  const banner = page.getByRole('region', { name: `${emergencyBanner.lead} ${emergencyBanner.call} 911.` });
  await expect(banner.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');

  const hotlines = page.getByRole('region', { name: crisisPageTexts.hotlinesTitle });
  // Every line a phone can dial or text, in order (the section also links to the page for a worried friend).
  await expect(hotlines.locator('a[href^="tel:"], a[href^="sms:"]')).toHaveText(hotlineLinks.map(([text]) => text));
  for (const [text, href] of hotlineLinks) {
    await expect(hotlines.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
  }
  await expect(hotlines).toContainText(hotlineWords.domesticViolence.name);
  await expect(hotlines).toContainText('Marca 2 para hablar en español');
  await expect(hotlines).toContainText('Envía AYUDA al 988');
  await expect(hotlines).toContainText('Envía LOVEIS al 22522');

  const help = page.getByRole('region', { name: crisisPageTexts.helpCardsTitle });
  await expect(help.getByRole('heading', { level: 3 })).toHaveText(helpCards.map((card) => card.title));
  // Help in her language, and what her immigration status does and does not change.
  const language = help.getByRole('region', { name: 'Ayuda en español y en tu idioma' });
  await expect(language).toContainText('chat en vivo en español');
  await expect(language).toContainText('puedes pedir una intérprete');
  await expect(language).toContainText('En el 988, marca 2 cuando llames para hablar en español con una consejera, o envía AYUDA al 988');
  await expect(language.getByRole('link', { name: 'La Línea Nacional en español' })).toHaveAttribute('href', 'https://espanol.thehotline.org/');
  const immigration = help.getByRole('region', { name: 'Si eres inmigrante' });
  await expect(immigration).toContainText('Puedes recibir ayuda sea cual sea tu situación migratoria.');
  for (const fact of ['autopetición de VAWA', 'La visa U es para víctimas de ciertos delitos, entre ellos la violencia doméstica', 'La visa T es para sobrevivientes de trata de personas']) {
    await expect(immigration).toContainText(fact);
  }
  await expect(immigration).toContainText('un representante acreditado por el Departamento de Justicia');
  await expect(immigration).toContainText('Nunca a un “notario”');
  await expect(immigration.getByRole('link', { name: /^USCIS/ })).toHaveAttribute('href', 'https://www.uscis.gov/avoid-scams/find-legal-services');

  // The checklists tick without anything kept, and clear in Spanish.
  const plan = page.getByRole('region', { name: crisisPageTexts.checklistsTitle });
  await expect(plan.getByRole('group')).toHaveText(checklistGroups.map((group) => new RegExp(`^${group.title}`)));
  const first = plan.getByRole('checkbox').first();
  await first.check();
  await expect(first).toBeChecked();
  await plan.getByRole('button', { name: crisisPageTexts.clearTicks }).click();
  await expect(first).not.toBeChecked();

  const leaving = page.getByRole('region', { name: leavingQuickly.title });
  await expect(leaving).toContainText('Salida rápida');
  await expect(leaving.getByRole('link', { name: crisisPageTexts.stayingSaferLink })).toHaveAttribute('href', '/es/staying-safer');
  for (const section of await page.getByRole('navigation', { name: crisisPageTexts.onThisPage }).getByRole('link').all()) {
    await expect(section).toHaveAttribute('href', /^#/);
  }

  await expectNoEnglish(page, englishCrisis, englishHotlines);
  await expectNoAxeViolations(page, 'Spanish crisis page');
});

test('/es/staying-safer: every section in Spanish, 911 as a tap-to-call link, the crisis page in Spanish', async ({ page }) => {
  await page.goto('/es/staying-safer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: stayingSaferPageTexts.title })).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 2 }).filter({ hasNotText: stayingSaferPageTexts.learnMoreTitle })).toHaveText(
    stayingSaferSections.map((section) => section.title),
  );
  const more = page.getByRole('region', { name: stayingSaferPageTexts.learnMoreTitle });
  await expect(more.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expect(more.getByRole('link', { name: stayingSaferPageTexts.crisisLink })).toHaveAttribute('href', '/es/crisis-support');
  await expectNoEnglish(page, englishSafer);
  await expectNoAxeViolations(page, 'Spanish staying safer page');
});
