// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { incidentCalendarTexts as texts } from '@core/content/incident-calendar';
import type { IncidentContent } from '@core/contracts/journal';
import { IncidentCalendar } from './incident-calendar';
import { incidentRecord } from './incident-record-test-support';

const content = (happenedDate: string): IncidentContent => ({ happenedDate, happenedTime: '21:30', place: 'At home', whatHappened: 'He shouted.', witnesses: '', injuries: '', actionsTaken: '' });
// Written in March and in July 2025, the July one first; the March one later moved to August 2025 by an edit.
const records = [incidentRecord(1, content('2025-07-14')), incidentRecord(2, content('2025-03-02'), [{ happenedDate: '2025-08-09' }])];
const monthShown = () => screen.getByRole('grid').getAttribute('aria-labelledby');
const heading = () => document.getElementById(monthShown()!)!.textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the incident calendar', () => {
  it('for her advocate (/shared): opens on the month and day of the newest record, and speaks of the records, not to the reader', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 12), toFake: ['Date'] });
    render(<IncidentCalendar entries={records} reader="advocate" />);
    expect(heading()).toBe('August 2025');
    const section = screen.getByRole('region', { name: texts.calendarShared.title });
    expect(within(section).getByText(texts.calendarShared.markHint, { exact: false })).toBeTruthy();
    expect(section.textContent).not.toContain(texts.calendar.markHint);
    // Its day is the one the arrow keys start from.
    expect(screen.getByRole('grid').querySelector('[data-day="9"]')?.getAttribute('tabindex')).toBe('0');
  });

  it('opens on this month in her own journal, addressed to her', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 12), toFake: ['Date'] });
    render(<IncidentCalendar entries={records} />);
    expect(heading()).toBe('November 2026');
    expect(screen.getByRole('region', { name: texts.calendar.title })).toBeTruthy();
  });
});
