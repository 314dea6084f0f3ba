/**
 * How a crisis line's link reads (words-free; the words come in as `callNumber`, an ICU message
 * with `{number}`, from core/content/ui.ts or the assessment PDF's texts): a line to call whose
 * display is its number ("911", "1-800-799-7233") reads "Call 911"; a line whose display is
 * already words ("Call 988", "Text START to 88788") reads as it is.
 */
import type { Hotline } from './constants';
import { formatMessage } from './message-format';

export function callLabel(line: Pick<Hotline, 'action' | 'display'>, callNumber: string): string {
  return line.action === 'call' && /^[\d-]+$/.test(line.display) ? formatMessage(callNumber, { number: line.display }) : line.display;
}
