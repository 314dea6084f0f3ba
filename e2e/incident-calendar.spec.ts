import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { hotlines } from '../core/constants';
import * as enCalendar from '../core/content/incident-calendar';
import * as esCalendar from '../locales/es/core/content/incident-calendar';
import { incidentFields, journalTexts } from '../core/content/journal';
import { localDay } from '../core/journal-prompts';
import * as esJournal from '../locales/es/core/content/journal';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { confirmPlainExport, openSpanishToolAndUnlock, openTool, uniqueEmail, unlockTool, vaultPut } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state.
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'screenshots';

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** A local day `monthsBack` months before this one (day 10 or 15, always in the past). */
function dayMonthsBack(monthsBack: number, day: number): string {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth() - monthsBack, day));
}

type Words = { journal: typeof journalTexts; fields: typeof incidentFields; calendar: typeof enCalendar };

/** Writes a dated record with the seriousness step she picks (or none). */
async function writeRecord(page: Page, words: Words, date: string, what: string, step: number | null) {
  const form = page.getByRole('form', { name: words.journal.write.title });
  await form.getByRole('checkbox', { name: words.journal.write.markIncident }).check();
  const scale = form.getByRole('group', { name: words.calendar.incidentCalendarTexts.form.legend });
  // Nothing is picked for her: "I would rather not say" until she chooses.
  await expect(scale.getByRole('radio', { name: words.calendar.incidentCalendarTexts.form.none })).toBeChecked();
  await form.getByLabel(words.fields.happenedDate.label).fill(date);
  await form.getByLabel(words.fields.whatHappened.label).fill(what);
  if (step !== null) await scale.getByRole('radio', { name: `${step} ${words.calendar.seriousnessLevels[step - 1]!.label}` }).check();
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: words.journal.write.save }).click()]);
  expect(response.status()).toBe(201);
  // Sealed: neither the words, the date nor the seriousness leave the browser readable.
  expect(response.request().postData()).not.toContain(what.slice(0, 12));
  expect(response.request().postData()).not.toContain('seriousness');
  await expect(page.getByRole('region', { name: words.journal.list.title }).getByText(what)).toBeVisible();
}

const en: Words = { journal: journalTexts, fields: incidentFields, calendar: enCalendar };
const es: Words = { journal: esJournal.journalTexts as unknown as typeof journalTexts, fields: esJournal.incidentFields as unknown as typeof incidentFields, calendar: esCalendar as unknown as typeof enCalendar };

function calendar(page: Page, words: Words) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: words.calendar.incidentCalendarTexts.calendar.title }) });
}

test('she picks a seriousness on two records in different months; the calendar shows them by keyboard, the calm line offers help, and the pack includes the calendar', async ({ page }) => {
  test.setTimeout(300_000);
  const texts = enCalendar.incidentCalendarTexts;
  const earlier = dayMonthsBack(4, 10);
  const recent = dayMonthsBack(1, 15);
  await openTool(page, '/tools/journal', journalTexts.gateTitle);
  await unlockTool(page, uniqueEmail('calendar'));
  const section = calendar(page, en);
  await expect(section.getByText(texts.calendar.none)).toBeVisible();

  await writeRecord(page, en, earlier, 'He read my messages and kept my phone.', 2);
  await writeRecord(page, en, recent, 'He blocked the door and shouted at me.', 4);
  const list = page.getByRole('region', { name: journalTexts.list.title });
  await expect(list.getByText('Seriousness: 4 of 5, I was hurt, or afraid I would be')).toBeVisible();

  // The calm line: more serious by her own reading than the three months before, with the hotline and a booking.
  const trend = section.locator('[data-trend]');
  await expect(trend).toContainText(texts.trend.moreSerious);
  await expect(trend.getByRole('link', { name: new RegExp(hotlines.domesticViolence.display) })).toHaveAttribute('href', hotlines.domesticViolence.href);
  await expect(trend.getByRole('button', { name: texts.trend.book })).toHaveAttribute('data-book', 'consultation');

  // Every month, with its count and most serious step.
  const months = section.getByRole('table', { name: texts.months.title });
  await expect(months.locator(`[data-month="${recent.slice(0, 7)}"]`)).toContainText('4 I was hurt, or afraid I would be');
  await expect(months.locator(`[data-month="${earlier.slice(0, 7)}"]`)).toContainText('2 It stayed with me');
  await expectNoAxeViolations(page, 'the calendar with the calm line');

  // Keyboard only: into the grid, Page Up to last month, arrows to the record's day, Enter.
  const grid = section.getByRole('grid');
  await grid.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('PageUp');
  const thisDay = Number((await grid.locator('button[tabindex="0"]').getAttribute('data-day')) ?? '1');
  for (let day = thisDay; day < 15; day += 1) await page.keyboard.press('ArrowRight');
  for (let day = thisDay; day > 15; day -= 1) await page.keyboard.press('ArrowLeft');
  const recordDay = grid.getByRole('button', { name: /1 record, most serious: 4 of 5, I was hurt, or afraid I would be$/ });
  await expect(recordDay).toBeFocused();
  await page.keyboard.press('Enter');
  const dayRegion = section.getByRole('region', { name: /^Records on / });
  await expect(dayRegion).toContainText('He blocked the door and shouted at me.');
  await expect(dayRegion).toContainText('Seriousness: 4 of 5');
  // Across a month boundary with the arrows: from the 15th, three weeks up lands in the month before.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  const earlierDay = grid.getByRole('button', { name: /1 record, most serious: 2 of 5, It stayed with me$/ });
  await expect(earlierDay).toHaveCount(1);
  await expectNoAxeViolations(page, 'the calendar with a day chosen');

  // At a phone's width the grid fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await section.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.screenshot({ path: `${SHOTS}/journal-calendar-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.screenshot({ path: `${SHOTS}/journal-calendar-1280.png` });

  // The pack with the calendar page.
  const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: journalTexts.pack.title }) });
  await pack.getByRole('checkbox', { name: texts.pack.include }).check();
  await expectNoAxeViolations(page, 'the pack with the calendar ticked');
  const [download] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: journalTexts.pack.make }).click().then(() => confirmPlainExport(page))]);
  const text = await pdfText(download);
  expect(text).toContain(texts.pack.title);
  expect(text).toContain(`(${earlier}) - Seriousness: 2 of 5, It stayed with me`);
  expect(text).toContain(`(${recent}) - Seriousness: 4 of 5, I was hurt, or afraid I would be`);
  expect(text).toContain('not covered by the digests or receipts');
});

test('in Spanish: the scale, the calendar and the pack option speak Spanish and pass axe', async ({ page }) => {
  const texts = esCalendar.incidentCalendarTexts;
  await openSpanishToolAndUnlock(page, '/es/tools/journal', esJournal.journalTexts.gateTitle, uniqueEmail('calendar-es'));
  const section = calendar(page, es);
  await expect(section.getByText(texts.calendar.none)).toBeVisible();
  const form = page.getByRole('form', { name: esJournal.journalTexts.write.title });
  await form.getByRole('checkbox', { name: esJournal.journalTexts.write.markIncident }).check();
  await expect(form.getByRole('group', { name: texts.form.legend })).toBeVisible();
  await expectNoAxeViolations(page, 'the Spanish record form with the scale');
  await form.getByRole('checkbox', { name: esJournal.journalTexts.write.markIncident }).uncheck();
  await writeRecord(page, es, dayMonthsBack(0, 1), 'Me quitó las llaves del carro.', 3);
  await expect(section.getByRole('grid')).toBeVisible();
  await expect(section.getByRole('grid').getByRole('button', { name: /1 registro, lo más grave: 3 de 5, Sentí miedo$/ })).toHaveCount(1);
  // Records only in the last months: nothing to compare with, so no line at all.
  await expect(section.locator('[data-trend]')).toHaveCount(0);
  const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: esJournal.journalTexts.pack.title }) });
  await expect(pack.getByRole('checkbox', { name: texts.pack.include })).toBeVisible();
  await expectNoAxeViolations(page, 'the Spanish calendar');
});
