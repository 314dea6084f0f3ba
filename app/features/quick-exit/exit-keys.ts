/**
 * The keyboard rules of the quick exit (modelled on GOV.UK's "Exit this page"):
 * Shift pressed three times within 5 seconds leaves (any other key starts the count again),
 * and Esc leaves when nothing on the page (a dialog, menu, listbox...) would take it first.
 */

import { quickExitTexts } from '@core/content/quick-exit';

export const SHIFT_PRESSES_TO_EXIT = 3;
export const SHIFT_WINDOW_MS = 5000;
export const EXPIRED_MESSAGE = quickExitTexts.expired;
/** What a screen reader hears as the page closes (the cover a bystander sees still reads "Loading."). */
export const EXITING_MESSAGE = quickExitTexts.leaving;

export type ShiftTracker = { count: number; firstAt: number };
export const initialShiftTracker: ShiftTracker = { count: 0, firstAt: 0 };

export type ShiftOutcome =
  /** Nothing to do or say. */
  | { kind: 'idle' }
  /** A Shift press counted: say how many are left. */
  | { kind: 'progress'; remaining: number }
  /** The third press: leave now. */
  | { kind: 'exit' }
  /** A count in progress was cancelled by another key. */
  | { kind: 'reset' };

/** Counts a key press. Shift counts (a new count if the 5 s window has passed); any other key resets. */
export function trackKey(tracker: ShiftTracker, key: string, now: number): { tracker: ShiftTracker; outcome: ShiftOutcome } {
  if (key !== 'Shift') {
    return tracker.count > 0
      ? { tracker: initialShiftTracker, outcome: { kind: 'reset' } }
      : { tracker, outcome: { kind: 'idle' } };
  }
  const withinWindow = tracker.count > 0 && now - tracker.firstAt <= SHIFT_WINDOW_MS;
  const next: ShiftTracker = withinWindow ? { count: tracker.count + 1, firstAt: tracker.firstAt } : { count: 1, firstAt: now };
  if (next.count >= SHIFT_PRESSES_TO_EXIT) return { tracker: initialShiftTracker, outcome: { kind: 'exit' } };
  return { tracker: next, outcome: { kind: 'progress', remaining: SHIFT_PRESSES_TO_EXIT - next.count } };
}

/** Inputs whose text she types (not buttons, boxes to tick, sliders or pickers of files and colours). */
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);

/**
 * True when the key goes to a place she types text: a text box, a textarea or an editable area.
 * Shift there makes capital letters (a phone keyboard's Shift and its 123 key both send it), so it
 * must never count towards the exit (GOV.UK's open issue alphagov/govuk-frontend#4095).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type.toLowerCase()) && !target.readOnly && !target.disabled;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** What a screen reader hears after a counted Shift press. */
export function shiftProgressMessage(remaining: number): string {
  return quickExitTexts.shiftProgress[remaining === 1 ? 1 : 2];
}

/** Open things that Esc should close before it may mean "leave the site". */
const escapeTakers = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[aria-modal="true"]',
  'dialog[open]',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="tooltip"]',
  '[role="combobox"][aria-expanded="true"]',
  '[data-radix-popper-content-wrapper]',
].join(', ');

function isShown(element: Element): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  const state = element.getAttribute('data-state');
  return state !== 'closed';
}

/** True when a dialog, menu, listbox or similar is open: Esc belongs to it, not to the exit. */
export function isEscapeTaken(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll(escapeTakers)).some(isShown);
}

/** Whether this key event should leave the site by the Esc rule. */
export function isExitEscape(event: Pick<KeyboardEvent, 'key' | 'repeat' | 'isComposing'>, root: ParentNode): boolean {
  if (event.key !== 'Escape' && event.key !== 'Esc') return false;
  if (event.repeat || event.isComposing) return false;
  return !isEscapeTaken(root);
}
