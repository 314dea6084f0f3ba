import { describe, expect, it } from 'vitest';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { symptomReportFileName } from '@core/symptom-words';
import { buildSymptomReportPdf, symptomReportLines, type SymptomReportRequest } from './symptom-report-pdf';
import { symptomLog } from './symptom-log-test-support';
import { pdfText } from '~/lib/pdf-test-support';


const logs = [
  symptomLog(1, { occurredAt: new Date(2026, 9, 31, 22, 0).toISOString(), notes: 'Before the period: not in the report.' }),
  symptomLog(2, { occurredAt: new Date(2026, 10, 3, 8, 15).toISOString(), intensity: 4, triggerIds: ['raised-voice'], notes: 'Lay down in the dark room.' }),
  symptomLog(3, { occurredAt: new Date(2026, 10, 12, 21, 40).toISOString(), intensity: 7, triggerIds: ['raised-voice', 'money-worries'] }),
  symptomLog(4, { occurredAt: new Date(2026, 10, 20, 18, 5).toISOString(), symptomId: 'tight-chest', intensity: 9, triggerIds: ['raised-voice'], ownTrigger: 'His car outside' }),
  symptomLog(5, { occurredAt: new Date(2026, 10, 30, 23, 59).toISOString(), symptomId: null, ownSymptom: 'Ringing ears', intensity: 2 }),
  symptomLog(6, { occurredAt: new Date(2026, 11, 1, 0, 1).toISOString(), notes: 'After the period: not in the report.' }),
];

const request: SymptomReportRequest = { logs, from: '2026-11-01', to: '2026-11-30', includeNotes: true, made: new Date(2026, 10, 25, 14, 0) };

describe('the report for her doctor or therapist', () => {
  it('has a discreet file name with the local date it was made', () => {
    expect(symptomReportFileName(new Date(2026, 10, 25, 23, 30))).toBe('health-notes-2026-11-25.pdf');
  });

  it('says the period, counts per symptom with average intensity, the together-counts and each log, oldest first', () => {
    const text = symptomReportLines(request).map((line) => line.text);
    expect(text.slice(0, 4)).toEqual([
      'Health notes',
      'Period: Nov 1, 2026 to Nov 30, 2026',
      'Made on November 25, 2026',
      symptomTrackerTexts.report.ownRecord,
    ]);
    expect(text).toContain('4 logs in this period. Intensity is from 0 (not at all) to 10 (the strongest).');
    expect(text).toContain('Headache: logged 2 times, average intensity 5.5 of 10, highest 7');
    expect(text).toContain('Tight chest: logged 1 time, average intensity 9 of 10, highest 9');
    expect(text).toContain('Ringing ears: logged 1 time, average intensity 2 of 10, highest 2');
    expect(text).toContain('A raised voice with Headache: 2 times');
    expect(text).toContain('His car outside with Tight chest: 1 time');
    const entries = symptomReportLines(request).filter((line) => line.style === 'entry').map((line) => line.text);
    expect(entries).toEqual([
      'Nov 3, 2026, 8:15 AM - Headache - intensity 4 of 10',
      'Nov 12, 2026, 9:40 PM - Headache - intensity 7 of 10',
      'Nov 20, 2026, 6:05 PM - Tight chest - intensity 9 of 10',
      'Nov 30, 2026, 11:59 PM - Ringing ears - intensity 2 of 10',
    ]);
    expect(text).toContain('Moments linked: A raised voice; Money worries');
    expect(text).toContain('Moments linked: none noted');
    expect(text).toContain('Notes: Lay down in the dark room.');
    expect(text.join('\n')).not.toMatch(/not in the report/);
    // Counts, never a cause or a label: the only mention of causing is to say the counts do not show it.
    expect(text.join('\n')).not.toMatch(/caused by|because of|diagnosed with|disorder/i);
    expect(text).toContain('How many times each moment and each symptom were logged together. This does not mean one causes the other.');
    expect(text.at(-1)).toBe(symptomTrackerTexts.report.ownRecord);
  });

  it('leaves her notes out when she asks', () => {
    const text = symptomReportLines({ ...request, includeNotes: false }).map((line) => line.text);
    expect(text.join('\n')).not.toContain('dark room');
    expect(text.some((line) => line.startsWith('Notes:'))).toBe(false);
  });

  it('says so when nothing was logged in the period', () => {
    const text = symptomReportLines({ ...request, from: '2027-01-01', to: '2027-01-31' }).map((line) => line.text);
    expect(text).toContain(symptomTrackerTexts.report.noLogs);
    expect(text).not.toContain('Summary');
  });

  it('is a PDF of real text a reader can extract, with a plain title, on as many pages as it needs', async () => {
    const { pageTexts: pages, title } = await pdfText(await buildSymptomReportPdf(request));
    expect(title).toBe('Health notes');
    const all = pages.join('\n').replace(/\s+/g, ' ');
    expect(all).toContain('Period: Nov 1, 2026 to Nov 30, 2026');
    expect(all).toContain('Headache: logged 2 times, average intensity 5.5 of 10, highest 7');
    expect(all).toContain('A raised voice with Headache: 2 times');
    expect(all).toContain('Nov 20, 2026, 6:05 PM - Tight chest - intensity 9 of 10');
    expect(all).toContain('Notes: Lay down in the dark room.');
    expect(all).toContain('They are not a diagnosis.');
    expect(all).not.toContain('not in the report');

    const many = Array.from({ length: 80 }, (_, i) =>
      symptomLog(100 + i, { occurredAt: new Date(2026, 10, 1 + (i % 28), 12, i % 60).toISOString(), notes: `Note number ${i + 1}, a few words about the day.` }),
    );
    const long = await pdfText(await buildSymptomReportPdf({ ...request, logs: many }));
    expect(long.pageTexts.length).toBeGreaterThan(1);
    expect(long.pageTexts.join(' ')).toContain('Note number 80, a few words about the day.');
  });
});
