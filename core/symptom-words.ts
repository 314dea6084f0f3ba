/**
 * The tracker's words put together, words-free (docs/decisions/0036): the labels and sentences
 * come from core/content/symptom-tracker.ts, which the Spanish build swaps for its twin, so this
 * logic is written once for every language.
 */
import { INTENSITY_MAX, intensityValueText as valueText, intensityWords, symptomOptions, symptomReportFileName as fileName, triggerOptions } from './content/symptom-tracker';
import { formatMessage } from './message-format';

const symptomLabels = new Map<string, string>(symptomOptions.map((option) => [option.id, option.label]));
const triggerLabels = new Map<string, string>(triggerOptions.map((option) => [option.id, option.label]));

/** The label of a listed symptom; an id this version no longer lists shows as it is. */
export function symptomLabel(id: string): string {
  return symptomLabels.get(id) ?? id;
}

/** The label of a listed trigger; an id this version no longer lists shows as it is. */
export function triggerLabel(id: string): string {
  return triggerLabels.get(id) ?? id;
}

/** Where a number sits on the scale (0, 1-3, 4-6, 7-8, 9-10), said with the number, never alone. */
export function intensityStep(value: number): keyof typeof intensityWords {
  if (value <= 0) return 'none';
  if (value <= 3) return 'mild';
  if (value <= 6) return 'moderate';
  if (value <= 8) return 'strong';
  return 'veryStrong';
}

/** What a screen reader says for the intensity control, e.g. "6 out of 10, moderate". */
export function intensityValueText(value: number): string {
  return formatMessage(valueText, { value, max: INTENSITY_MAX, words: intensityWords[intensityStep(value)] });
}

/** A discreet file name with the local date it was made, e.g. health-notes-2026-11-25.pdf. */
export function symptomReportFileName(made: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatMessage(fileName, { date: `${made.getFullYear()}-${pad(made.getMonth() + 1)}-${pad(made.getDate())}` });
}
