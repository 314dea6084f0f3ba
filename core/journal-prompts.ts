/**
 * The journal's rules that choose among its words, written once for every language
 * (docs/decisions/0036): each takes the texts it chooses from as an argument (the page passes its
 * language's `journalPrompts`, `moodLevels`, `journalFileNames` of core/content/journal.ts).
 * Words-free: nothing here is shown to her as written.
 */
import { JOURNEY_LENGTH } from './content/affirmations';
import { formatMessage } from './message-format';

type Prompt = { readonly id: string; readonly text: string };

/** The prompt that goes with journey day `day` (1-30): prompt `day-N` is the Nth. */
export function promptForJourneyDay<P extends Prompt>(prompts: readonly P[], day: number): P {
  const clamped = Math.min(Math.max(Math.trunc(day), 1), JOURNEY_LENGTH);
  return prompts[clamped - 1]!;
}

/** The prompt text for a stored id ('' for an id no longer listed, or none). */
export function promptText(prompts: readonly Prompt[], id: string | null | undefined): string {
  return prompts.find((prompt) => prompt.id === id)?.text ?? '';
}

/**
 * The day's prompt: the calendar day (her device's local date) picks one, so every day brings a
 * new one whether or not she wrote yesterday, and the same day shows the same prompt on every
 * device and in every language. `offset` is "Show another prompt".
 */
export function promptForDate<P extends Prompt>(prompts: readonly P[], date: Date, offset = 0): P {
  const dayNumber = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  const count = prompts.length;
  return prompts[(((dayNumber + offset) % count) + count) % count]!;
}

/** The word of a stored mood (1-5) on the scale she was shown ('' for a value not on it). */
export function moodLabel(levels: readonly { readonly value: number; readonly label: string }[], value: number): string {
  return levels.find((level) => level.value === value)?.label ?? '';
}

/** YYYY-MM-DD of her device's local date. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A download's file name, from its language's pattern (`journalFileNames.recordPack`: 'notes-{day}.pdf'), for the local day it was made. */
export function datedFileName(pattern: string, made: Date): string {
  return formatMessage(pattern, { day: localDay(made) });
}
