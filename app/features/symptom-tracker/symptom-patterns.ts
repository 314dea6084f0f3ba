/**
 * What the tracker shows and reports from her logs: plain counts and averages of what she
 * wrote, nothing inferred. Pure functions (no React, no vault), shared by the page and the PDF.
 */
import { locale } from '@core/content/locale';
import { symptomLabel, triggerLabel } from '@core/symptom-words';
import type { SymptomLogPlaintext } from '@core/contracts/symptoms';

/** One log as the page uses it: her record plus its vault id and version. */
export type SymptomLog = Omit<SymptomLogPlaintext, 'kind'> & { recordId: string };

/** The symptom's name: the list's label or her own words. */
export function symptomNameOf(log: Pick<SymptomLog, 'symptomId' | 'ownSymptom'>): string {
  return log.symptomId === null ? log.ownSymptom : symptomLabel(log.symptomId);
}

/** The moments linked to it, listed ones first then her own, as she would read them. */
export function triggerNamesOf(log: Pick<SymptomLog, 'triggerIds' | 'ownTrigger'>): string[] {
  const names = log.triggerIds.map(triggerLabel);
  if (log.ownTrigger !== '') names.push(log.ownTrigger);
  return [...new Set(names)];
}

/** Newest first by when she felt it; the record id breaks ties so the order never flickers. */
export function newestFirst<T extends Pick<SymptomLog, 'occurredAt' | 'recordId'>>(logs: readonly T[]): T[] {
  return [...logs].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt) || b.recordId.localeCompare(a.recordId));
}

/** A local calendar day, YYYY-MM-DD (what a date input gives and what she thinks of as "the day"). */
export function localDay(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The logs felt from `from` to `to` (local days, both included), oldest first. */
export function logsBetween<T extends Pick<SymptomLog, 'occurredAt' | 'recordId'>>(logs: readonly T[], from: string, to: string): T[] {
  return newestFirst(logs)
    .filter((log) => {
      const day = localDay(log.occurredAt);
      return day >= from && day <= to;
    })
    .reverse();
}

/** Rounds to one decimal, as the page and the report write an average. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export type SymptomCount = { symptom: string; count: number; averageIntensity: number; highestIntensity: number };

/** How many times each symptom was logged, with its average and highest intensity; most logged first. */
export function countsPerSymptom(logs: readonly SymptomLog[]): SymptomCount[] {
  const bySymptom = new Map<string, number[]>();
  for (const log of logs) {
    const name = symptomNameOf(log);
    bySymptom.set(name, [...(bySymptom.get(name) ?? []), log.intensity]);
  }
  return [...bySymptom]
    .map(([symptom, values]) => ({
      symptom,
      count: values.length,
      averageIntensity: oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length),
      highestIntensity: Math.max(...values),
    }))
    .sort((a, b) => b.count - a.count || a.symptom.localeCompare(b.symptom));
}

export type TogetherCount = { trigger: string; symptom: string; count: number };

/** How many logs link each moment with each symptom; most often first. Logs with no moment count nowhere here. */
export function togetherCounts(logs: readonly SymptomLog[]): TogetherCount[] {
  const pairs = new Map<string, TogetherCount>();
  for (const log of logs) {
    const symptom = symptomNameOf(log);
    for (const trigger of triggerNamesOf(log)) {
      const key = JSON.stringify([trigger, symptom]);
      const pair = pairs.get(key) ?? { trigger, symptom, count: 0 };
      pair.count += 1;
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()].sort((a, b) => b.count - a.count || a.trigger.localeCompare(b.trigger) || a.symptom.localeCompare(b.symptom));
}

export type DayPoint = { day: string; count: number; averageIntensity: number; symptoms: string[] };

/** Each local day she logged something (oldest first): how many logs, their average intensity and what they were. */
export function byDay(logs: readonly SymptomLog[]): DayPoint[] {
  const days = new Map<string, SymptomLog[]>();
  for (const log of logs) {
    const day = localDay(log.occurredAt);
    days.set(day, [...(days.get(day) ?? []), log]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayLogs]) => ({
      day,
      count: dayLogs.length,
      averageIntensity: oneDecimal(dayLogs.reduce((sum, log) => sum + log.intensity, 0) / dayLogs.length),
      symptoms: [...new Set(dayLogs.map(symptomNameOf))],
    }));
}

/** The symptoms she has logged, for the "show one symptom" choice (alphabetical). */
export function loggedSymptoms(logs: readonly SymptomLog[]): string[] {
  return [...new Set(logs.map(symptomNameOf))].sort((a, b) => a.localeCompare(b));
}

/** A day as people read it in her language, e.g. "Nov 25, 2026" (parsed as a local day, never shifted by UTC). */
export function readableDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toLocaleDateString(locale.intl, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** When she felt it, e.g. "Nov 25, 2026, 9:30 PM" in her own time zone and language. */
export function readableTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale.intl, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
