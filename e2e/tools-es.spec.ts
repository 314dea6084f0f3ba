/**
 * The tools hub, the 30-day journey and the boundary scripts on the Spanish site (issue 20): the
 * hub's cards lead to the Spanish pages, a day is completed and a script written, saved and copied
 * in Spanish, and none of their English words is on the page. The words come from the twins
 * themselves, as the Spanish build uses them.
 */
import * as englishJourney from '../core/content/affirmations';
import * as englishGate from '../core/content/affirmations-gate';
import { REFLECTION_REQUIRED, affirmationsGateTexts, affirmationsPageTexts } from '../locales/es/core/content/affirmations-gate';
import { journeyDays, journeyTexts } from '../locales/es/core/content/affirmations';
import { boundaryBehaviorIds, boundaryToneIds } from '../core/content/boundary-ids';
import * as englishScripts from '../core/content/boundary-scripts';
import { formatMessage } from '../core/message-format';
import * as englishScriptsGate from '../core/content/boundary-scripts-gate';
import { BOUNDARY_MISSING_INFORMATION, boundaryScriptsGateTexts } from '../locales/es/core/content/boundary-scripts-gate';
import { GENERAL_SAFETY_NOTE, boundaryBehaviors, boundaryToolTexts } from '../locales/es/core/content/boundary-scripts';
import * as englishCatalog from '../core/content/tools-catalog';
import { toolCards, toolsHubTexts } from '../locales/es/core/content/tools-catalog';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { expectNoEnglishFrom, openSpanishToolAndUnlock, toast, uniqueEmail, vaultPut } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Ids and grammar patterns are not words she reads. (The Spanish names keep the usual English
// term in brackets, "Luz de gas (gaslighting)": the id is the same word.)
const englishIgnored = ['{situation}', 'when', ...boundaryToneIds, ...boundaryBehaviorIds];

test('the tools hub in Spanish: six cards leading to the Spanish pages, and no English', async ({ page }) => {
  await page.goto('/es/tools');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: toolsHubTexts.title })).toBeVisible();
  const cards = page.getByRole('list', { name: toolsHubTexts.cardsLabel });
  for (const card of toolCards) {
    await expect(cards.getByRole('link', { name: card.name, exact: true })).toHaveAttribute('href', card.path);
    expect(card.path.startsWith('/es/')).toBe(true);
  }
  await expect(page.getByRole('link', { name: toolsHubTexts.privateSpaceLink })).toHaveAttribute('href', '/es/staying-safer#private-space');
  await expect(page.getByRole('link', { name: toolsHubTexts.supportLink })).toHaveAttribute('href', '/es/upgrade-access');
  await expect(page.getByText(toolsHubTexts.free)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain('$');
  await expectNoEnglishFrom(page, [englishCatalog], englishIgnored);
  await expectNoAxeViolations(page, 'Spanish tools hub');
});

test('the 30-day journey in Spanish: unlocked, a day completed with her words, and no English', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSpanishToolAndUnlock(page, '/es/tools/affirmations', affirmationsGateTexts.gateTitle, uniqueEmail('journey-es'));
  await expect(page.getByRole('heading', { level: 1, name: affirmationsPageTexts.title })).toBeVisible();
  await expect(toast(page, affirmationsGateTexts.welcome.title)).toContainText(affirmationsGateTexts.welcome.description);
  await expect(page.getByText(formatMessage(journeyTexts.dayOf, { day: 1, total: 30 }, 'es-US'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(journeyDays[0]!.affirmation)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: journeyTexts.progress })).toHaveAttribute('aria-valuetext', '0 de 30 días');

  // Nothing written: the toast asks for a reflection, in Spanish.
  await page.getByRole('button', { name: journeyTexts.completeDay }).click();
  await expect(toast(page, REFLECTION_REQUIRED.title)).toContainText(REFLECTION_REQUIRED.description);

  await page.getByLabel(formatMessage(journeyTexts.reflectionLabel, { day: 1 }, 'es-US')).fill('Una taza de té y la ventana abierta, pingüino en mano');
  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: journeyTexts.completeDay }).click()]);
  expect(saved.status()).toBe(201);
  await expect(toast(page, journeyTexts.savedToast.title)).toContainText(formatMessage(journeyTexts.savedToast.description, { day: 1 }, 'es-US'));
  await expect(page.getByRole('heading', { name: formatMessage(journeyTexts.completedHeading, { day: 1 }, 'es-US') })).toBeFocused();
  await expect(page.getByText('Una taza de té y la ventana abierta, pingüino en mano')).toBeVisible();
  await expect(page.getByText(/^Completado el \d{1,2} de [a-z]+ de \d{4}\./)).toBeVisible();
  await expect(page.getByRole('link', { name: journeyTexts.writeMore })).toHaveAttribute('href', '/es/tools/journal?from=journey-day-1');
  await expect(page.getByRole('button', { name: formatMessage(journeyTexts.dayButton, { day: 1, completed: 'yes' }, 'es-US') })).toBeVisible();
  await expectNoEnglishFrom(page, [englishJourney, englishGate], englishIgnored);
  await expectNoAxeViolations(page, 'Spanish journey, a day completed');
});

test('the boundary scripts in Spanish: a script written with her words, saved and copied, and no English', async ({ page }) => {
  await openSpanishToolAndUnlock(page, '/es/tools/boundary-scripts', boundaryScriptsGateTexts.gateTitle, uniqueEmail('scripts-es'));
  await expect(page.getByText(GENERAL_SAFETY_NOTE)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: boundaryToolTexts.savedHeading })).toContainText(boundaryToolTexts.noSavedScripts);
  await expect(page.getByRole('radio', { name: 'Firme' })).toBeChecked();

  // Nothing chosen, nothing described: the toast says what is missing, in Spanish.
  await page.getByRole('button', { name: boundaryToolTexts.generate }).click();
  await expect(toast(page, BOUNDARY_MISSING_INFORMATION.title)).toContainText(BOUNDARY_MISSING_INFORMATION.description);

  const stonewalling = boundaryBehaviors.find((behavior) => behavior.id === 'stonewalling')!;
  await page.getByLabel(boundaryToolTexts.behaviorLabel).selectOption({ label: stonewalling.name });
  await expect(page.getByText(stonewalling.description)).toBeVisible();
  await page.getByLabel(boundaryToolTexts.situationLabel).fill('Dejaste de hablarme dos días después de la fiesta.');
  await page.getByRole('button', { name: boundaryToolTexts.generate }).click();
  const script =
    'Cuando dejaste de hablarme dos días después de la fiesta, me sentí ignorada. Quiero que hablemos las cosas. Si no quieres hablar, voy a hacer mis propios planes y no voy a esperar.';
  await expect(page.getByRole('heading', { name: boundaryToolTexts.resultHeading })).toBeFocused();
  await expect(page.getByText(script, { exact: true })).toBeVisible();
  await expect(page.getByText(formatMessage(boundaryToolTexts.resultMeta, { behavior: stonewalling.name, tone: 'Firme' }, 'es-US'))).toBeVisible();

  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: boundaryToolTexts.save }).click()]);
  expect(saved.status()).toBe(201);
  await expect(toast(page, boundaryToolTexts.savedToast.title)).toContainText(boundaryToolTexts.savedToast.description);
  const list = page.getByRole('region', { name: boundaryToolTexts.savedHeading });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list).toContainText(/Guardado el \d{1,2} [a-z]{3}/);

  await page.getByRole('button', { name: boundaryToolTexts.copy }).first().click();
  await expect(toast(page, boundaryToolTexts.copiedToast.title)).toContainText(boundaryToolTexts.copiedToast.description);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);

  await page.getByRole('radio', { name: 'Salida' }).check();
  await page.getByRole('button', { name: boundaryToolTexts.generate }).click();
  await expect(page.getByRole('note')).toContainText('1-800-799-7233');
  await expect(page.getByRole('note')).toContainText('llama al 911');
  await expectNoEnglishFrom(page, [englishScripts, englishScriptsGate], englishIgnored);
  await expectNoAxeViolations(page, 'Spanish boundary scripts, a script saved');
});
