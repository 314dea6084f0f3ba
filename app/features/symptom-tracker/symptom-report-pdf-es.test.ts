/**
 * The report as the Spanish site makes it: the Spanish build resolves each text module to its
 * twin (docs/decisions/0024-two-languages.md); here the same swap is made with vi.mock. Its
 * words, dates and file name are Spanish, and the standard PDF fonts keep every accent.
 */
import { describe, expect, it, vi } from 'vitest';
import { symptomReportFileName } from '@core/symptom-words';
import { buildSymptomReportPdf, symptomReportLines, type SymptomReportRequest } from './symptom-report-pdf';
import { symptomLog } from './symptom-log-test-support';
import { pdfText } from '~/lib/pdf-test-support';

vi.mock('@core/content/symptom-tracker', () => import('../../../locales/es/core/content/symptom-tracker'));
vi.mock('@core/content/locale', () => import('../../../locales/es/core/content/locale'));


const request: SymptomReportRequest = {
  logs: [
    symptomLog(1, { occurredAt: new Date(2026, 10, 3, 8, 15).toISOString(), intensity: 4, triggerIds: ['raised-voice'], notes: 'Me acosté en la habitación a oscuras; ¿ayudó? ¡Sí!' }),
    symptomLog(2, { occurredAt: new Date(2026, 10, 20, 18, 5).toISOString(), symptomId: 'tight-chest', intensity: 9, triggerIds: ['raised-voice', 'money-worries'], ownTrigger: 'Su camión afuera' }),
    symptomLog(3, { occurredAt: new Date(2026, 10, 21, 7, 0).toISOString(), symptomId: null, ownSymptom: 'Zumbido de oídos', intensity: 2 }),
  ],
  from: '2026-11-01',
  to: '2026-11-30',
  includeNotes: true,
  made: new Date(2026, 10, 25, 14, 0),
};

describe('the report in Spanish', () => {
  it('has a discreet Spanish file name', () => {
    expect(symptomReportFileName(new Date(2026, 10, 25, 23, 30))).toBe('notas-de-salud-2026-11-25.pdf');
  });

  it('says everything in Spanish, with Spanish dates', () => {
    const text = symptomReportLines(request).map((line) => line.text);
    expect(text.slice(0, 3)).toEqual(['Notas de salud', 'Periodo: del 1 nov 2026 al 30 nov 2026', 'Creado el 25 de noviembre de 2026']);
    expect(text).toContain('3 anotaciones en este periodo. La intensidad va de 0 (nada) a 10 (lo más fuerte).');
    expect(text).toContain('Opresión en el pecho: anotado 1 vez, intensidad promedio 9 de 10, máxima 9');
    expect(text).toContain('Alguien alzó la voz con Dolor de cabeza: 1 vez');
    expect(text).toContain('Momentos relacionados: Alguien alzó la voz; Preocupaciones por dinero; Su camión afuera');
    expect(text).toContain('Momentos relacionados: ninguno anotado');
    expect(text.join('\n')).not.toMatch(/\b(?:logged|times|intensity|Notes|Moments|Summary|Period)\b/);
  });

  it('keeps every accent and ¿ ¡ ñ in the PDF itself', async () => {
    const { text, title } = await pdfText(await buildSymptomReportPdf(request));
    expect(title).toBe('Notas de salud');
    expect(text).toContain('Opresión en el pecho: anotado 1 vez, intensidad promedio 9 de 10, máxima 9');
    expect(text).toContain('Notas: Me acosté en la habitación a oscuras; ¿ayudó? ¡Sí!');
    expect(text).toContain('Zumbido de oídos');
    expect(text).toMatch(/20 nov 2026, 6:05 p\.\s?m\. - Opresión en el pecho - intensidad 9 de 10/);
    expect(text).toContain('Estas son mis propias notas sobre cómo me he sentido, escritas en su momento. No son un diagnóstico.');
  });
});
