/**
 * The journal in Spanish: what the Spanish build does (every import of a text module resolves
 * to its `.es.ts` twin), done here with vi.mock, so the PDFs are made from the same code with
 * the Spanish words and the Spanish locale.
 */
import { describe, expect, it, vi } from 'vitest';
import * as english from '@core/content/journal';
import type { IncidentContent } from '@core/contracts/journal';
import { datedFileName, localDay, promptForDate, promptForJourneyDay, promptText } from '@core/journal-prompts';
import type { JournalEntry } from './use-journal';
import { incidentRecord } from './incident-record-test-support';
import { pdfText } from '~/lib/pdf-test-support';

vi.mock('@core/content/journal', () => import('../../../locales/es/core/content/journal'));
vi.mock('@core/content/journal-gate', () => import('../../../locales/es/core/content/journal-gate'));
vi.mock('@core/content/locale', () => import('../../../locales/es/core/content/locale'));

const spanish = await import('../../../locales/es/core/content/journal');
const { buildJournalPdf, buildRecordPackPdf } = await import('./journal-pdfs');
const { formatDateTime, happenedText } = await import('./journal-format');

const base: IncidentContent = {
  happenedDate: '2026-10-14',
  happenedTime: '',
  place: 'El estacionamiento del supermercado',
  whatHappened: 'Él me siguió hasta el carro, bloqueó la puerta y gritó: ¿adónde vas? ¡Quédate!',
  witnesses: 'Una señora con su niña',
  injuries: '',
  actionsTaken: 'Llamé a mi hermana; fui a la clínica, pingüino de peluche en mano',
};


/** Words of the English PDFs that must not show in a Spanish one. */
const englishWords = ['Record ', 'Prepared for', 'Period of', ' to ', 'time not given', 'see the last page', 'Mood:', 'Feelings:', 'Prompt:', 'Digest', 'What happened', 'Not given', 'Dated record'];

describe('the journal in Spanish', () => {
  it('keeps the English ids, values and day-by-day choice of prompt', () => {
    expect(spanish.journalPrompts.map((prompt) => prompt.id)).toEqual(english.journalPrompts.map((prompt) => prompt.id));
    expect(spanish.moodLevels.map((level) => level.value)).toEqual(english.moodLevels.map((level) => level.value));
    for (const day of [1, 15, 30]) expect(promptForJourneyDay(spanish.journalPrompts, day).id).toBe(promptForJourneyDay(english.journalPrompts, day).id);
    for (const offset of [0, 1, 7, 40]) {
      const date = new Date(2026, 10, 25);
      expect(promptForDate(spanish.journalPrompts, date, offset).id).toBe(promptForDate(english.journalPrompts, date, offset).id);
    }
    expect(promptText(spanish.journalPrompts, 'day-1')).toMatch(/^¿Qué cosa pequeña/);
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('shows dates in Spanish, with the time zone named', () => {
    expect(happenedText({ happenedDate: '2026-11-02', happenedTime: '21:30' })).toBe('2 nov 2026 (2026-11-02) a las 21:30');
    expect(happenedText({ happenedDate: '2026-10-14', happenedTime: '' })).toBe('14 oct 2026 (2026-10-14), sin hora indicada');
    expect(formatDateTime('2026-11-25T18:00:00.000Z')).toMatch(/^25 nov 2026, .*[A-Z]{2,}/);
  });

  it('makes the record pack in Spanish and draws every accent, ñ, ü, ¿ and ¡ as she wrote them', async () => {
    const later = incidentRecord(1, { ...base, happenedDate: '2026-11-02', happenedTime: '21:30' });
    const earlier = incidentRecord(2, base);
    const made = new Date('2026-11-25T18:00:00.000Z');
    const { bytes, digests, pack } = await buildRecordPackPdf({ records: [later, earlier], name: 'María José Núñez', made });
    const { text, title } = await pdfText(bytes);
    expect(title).toBe('Registro de hechos');
    expect(datedFileName(spanish.journalFileNames.recordPack, made)).toMatch(/^notas-2026-11-2[56]\.pdf$/);
    expect(text).toContain('Preparado para: María José Núñez');
    expect(text).toContain('Período de los registros: del 14 oct 2026 al 2 nov 2026');
    expect(text).toContain('Número de registros: 2');
    expect(text.indexOf('Registro 1 de 2')).toBeLessThan(text.indexOf('Cuándo pasó: 14 oct 2026 (2026-10-14), sin hora indicada'));
    expect(text).toContain('Cuándo pasó: 2 nov 2026 (2026-11-02) a las 21:30');
    expect(text).toContain('Él me siguió hasta el carro, bloqueó la puerta y gritó: ¿adónde vas? ¡Quédate!');
    expect(text).toContain('Una señora con su niña');
    expect(text).toContain('pingüino de peluche');
    expect(text).toContain('Lesiones o daños: No se indicó');
    expect(text).toContain('Cómo comprobar las huellas digitales');
    expect(text).toContain('depende de esa corte');
    for (const digest of [...digests, pack]) expect(text).toContain(digest);
    // Spanish letters are drawable: nothing was left out, so the pack does not say so.
    expect(text).not.toContain(spanish.journalTexts.pdf.unencodable.slice(0, 40));
    for (const word of englishWords) expect(text).not.toContain(word);
  });

  it('makes her journal PDF in Spanish', async () => {
    const entry: JournalEntry = { ...incidentRecord(4, base), mood: 4, feelings: ['tranquila', 'esperanzada'], text: 'Una mañana tranquila, con café y un poco de sol.', promptId: 'day-1' };
    const { text, title } = await pdfText(await buildJournalPdf([entry], new Date('2026-11-25T18:00:00.000Z')));
    expect(title).toBe('Mi diario');
    expect(text).toContain('1 entrada');
    expect(text).toContain('Estado de ánimo: 4 Más o menos bien - Sentimientos: tranquila, esperanzada');
    expect(text).toContain('Pregunta: ¿Qué cosa pequeña te ayudó');
    expect(text).toContain('Una mañana tranquila, con café y un poco de sol.');
    expect(text).toContain('Registro con fecha (1 versión)');
    expect(text).toContain('Lo que hiciste después: Llamé a mi hermana');
    for (const word of englishWords) expect(text).not.toContain(word);
  });
});
