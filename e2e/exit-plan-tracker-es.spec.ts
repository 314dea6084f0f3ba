/**
 * The exit plan and the symptom tracker on the Spanish site (issue 20): unlocked and used in
 * Spanish, their PDFs downloaded in Spanish with every accent, and none of their English words on
 * the page. The words come from the twins themselves, as the Spanish build uses them.
 */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as englishPlan from '../core/content/exit-plan';
import { exitPlanPhases, exitPlanTexts } from '../locales/es/core/content/exit-plan';
import { stepsOf } from '../core/exit-plan-steps';
import * as englishTracker from '../core/content/symptom-tracker';
import { symptomTrackerTexts, symptomOptions, triggerOptions } from '../locales/es/core/content/symptom-tracker';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectNoEnglishFrom, openSpanishToolAndUnlock, toast, uniqueEmail, vaultPut, confirmPlainExport } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

/** Counted from the plan itself, so a step merged or added is not a broken test. */
const TOTAL = exitPlanPhases.reduce((sum, phase) => sum + stepsOf(phase).length, 0);
const SAFETY_TOTAL = stepsOf(exitPlanPhases[0]!).length;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('the exit plan in Spanish: a step ticked and a note saved in Spanish, and the plan PDF in Spanish with its accents', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSpanishToolAndUnlock(page, '/es/tools/exit-plan', exitPlanTexts.gateTitle, uniqueEmail('plan-es'));
  const safety = exitPlanPhases[0]!;
  await expect(page.getByRole('heading', { name: exitPlanTexts.overall })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`0 de ${TOTAL} pasos hechos`)).toBeVisible();

  const section = page.getByRole('region', { name: safety.name });
  await section.getByRole('button', { name: new RegExp(`^${safety.name}`) }).click();
  const step = safety.groups[0]!.steps[0]!;
  await Promise.all([vaultPut(page), section.getByRole('checkbox', { name: step.text }).click()]);
  await expect(section.getByText(/^Guardado\. Hecho el \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByText(`1 de ${TOTAL} pasos hechos`)).toBeVisible();

  await section.getByRole('button', { name: /^Notas privadas/ }).click();
  const note = safety.notes[0]!;
  await section.getByLabel(note.label).fill('Tía Begoña: ¿llamar? ¡Sí!');
  const form = section.locator('form').filter({ has: page.getByLabel(note.label) });
  await Promise.all([vaultPut(page), form.getByRole('button', { name: exitPlanTexts.saveNote }).click()]);
  await expect(form.getByRole('status')).toHaveText(exitPlanTexts.saved);
  await expect(section.getByText(/^1 escrita\./)).toBeVisible();
  await expectNoAxeViolations(page, 'exit plan in Spanish, unlocked');
  await expectNoEnglishFrom(page, [englishPlan]);

  const printable = page.getByRole('region', { name: exitPlanTexts.printable.title });
  await printable.getByRole('checkbox', { name: exitPlanTexts.printable.includeNotes }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), printable.getByRole('button', { name: exitPlanTexts.printable.make }).click().then(() => confirmPlainExport(page, 'es'))]);
  await expect(printable.getByRole('status')).toHaveText(exitPlanTexts.printable.made);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain('Mi plan');
  expect(text).toMatch(/Creado el \d{1,2} de [a-z]+ de \d{4}/);
  expect(text).toContain(`Planificación de seguridad (1 de ${SAFETY_TOTAL} pasos hechos)`);
  expect(text).toContain(`[Hecho] ${step.text}`);
  expect(text).toContain('Personas a las que puedo llamar Tía Begoña: ¿llamar? ¡Sí!');
  expect(text).toContain('llama al 911');
  expect(text).toContain('1-800-799-7233');
  expect(text).not.toMatch(/\b(?:steps done|Made on|My notes|To do)\b/);
});

test('the symptom tracker in Spanish: a log saved, listed and counted in Spanish, and the report in Spanish with its accents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishToolAndUnlock(page, '/es/tools/symptom-tracker', symptomTrackerTexts.gateTitle, uniqueEmail('tracker-es'));
  const form = page.getByRole('region', { name: symptomTrackerTexts.form.heading });
  await expect(form).toBeVisible({ timeout: 20_000 });
  const symptom = symptomOptions.find((option) => option.id === 'tight-chest')!.label;
  const moment = triggerOptions.find((option) => option.id === 'money-worries')!.label;
  await form.getByLabel(symptomTrackerTexts.form.symptomLabel).selectOption({ label: symptom });
  await form.getByRole('slider', { name: symptomTrackerTexts.form.intensityLabel }).fill('7');
  await expect(form.getByRole('slider')).toHaveAttribute('aria-valuetext', '7 de 10, fuerte');
  await form.getByRole('checkbox', { name: moment }).check();
  await form.getByLabel(symptomTrackerTexts.form.notesLabel).fill('Respiré despacio; ayudó un poco. ¡Ánimo!');
  await Promise.all([vaultPut(page), form.getByRole('button', { name: symptomTrackerTexts.form.save }).click()]);
  await expect(toast(page, symptomTrackerTexts.form.saved.title)).toBeVisible();

  const list = page.getByRole('region', { name: symptomTrackerTexts.list.heading });
  await expect(list.getByRole('heading', { level: 3, name: symptom })).toBeVisible();
  await expect(list.getByText('Intensidad: 7 de 10, fuerte')).toBeVisible();
  await expect(list.getByText(`Momentos: ${moment}`)).toBeVisible();
  const together = page.getByRole('region', { name: symptomTrackerTexts.patterns.togetherRegion });
  await expect(together.getByRole('row', { name: `${moment} ${symptom} 1` })).toBeVisible();
  await expect(page.locator('canvas[role="img"]')).toHaveAttribute('aria-label', new RegExp(`^Todos los síntomas, intensidad promedio por día sobre 10: \\d{1,2} [a-z]+\\.? \\d{4}: 7\\.$`));
  await expectNoAxeViolations(page, 'symptom tracker in Spanish, with a log');
  await expectNoEnglishFrom(page, [englishTracker]);

  const report = page.getByRole('region', { name: symptomTrackerTexts.report.title });
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: symptomTrackerTexts.report.make }).click().then(() => confirmPlainExport(page, 'es'))]);
  expect(download.suggestedFilename()).toMatch(/^notas-de-salud-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(report.getByRole('status')).toContainText('Tu informe (1 anotación) se creó en este dispositivo');
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain('Notas de salud');
  expect(text).toContain(`${symptom}: anotado 1 vez, intensidad promedio 7 de 10, máxima 7`);
  expect(text).toContain(`${moment} con ${symptom}: 1 vez`);
  expect(text).toContain('Notas: Respiré despacio; ayudó un poco. ¡Ánimo!');
  expect(text).toContain('No son un diagnóstico.');
  expect(text).not.toMatch(/\b(?:logged|Summary|Period|Moments linked)\b/);
});
