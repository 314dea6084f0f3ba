// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  SHIFT_WINDOW_MS,
  initialShiftTracker,
  isEscapeTaken,
  isExitEscape,
  shiftProgressMessage,
  trackKey,
  type ShiftTracker,
} from './exit-keys';

function press(keys: Array<[string, number]>, start: ShiftTracker = initialShiftTracker) {
  let tracker = start;
  const outcomes: string[] = [];
  for (const [key, at] of keys) {
    const result = trackKey(tracker, key, at);
    tracker = result.tracker;
    outcomes.push(result.outcome.kind === 'progress' ? `progress:${result.outcome.remaining}` : result.outcome.kind);
  }
  return outcomes;
}

describe('Shift pressed three times', () => {
  it('leaves on the third press within 5 seconds', () => {
    expect(press([['Shift', 0], ['Shift', 1000], ['Shift', 4900]])).toEqual(['progress:2', 'progress:1', 'exit']);
    expect(press([['Shift', 0], ['Shift', 1], ['Shift', SHIFT_WINDOW_MS]])).toEqual(['progress:2', 'progress:1', 'exit']);
  });

  it('starts a new count when the 5 second window has passed', () => {
    expect(press([['Shift', 0], ['Shift', 1000], ['Shift', SHIFT_WINDOW_MS + 1], ['Shift', SHIFT_WINDOW_MS + 2]])).toEqual([
      'progress:2',
      'progress:1',
      'progress:2',
      'progress:1',
    ]);
  });

  it('any other key resets the count', () => {
    expect(press([['Shift', 0], ['Shift', 100], ['a', 200], ['Shift', 300], ['Shift', 400]])).toEqual([
      'progress:2',
      'progress:1',
      'reset',
      'progress:2',
      'progress:1',
    ]);
  });

  it('other keys with no count in progress do nothing', () => {
    expect(press([['a', 0], ['Enter', 10]])).toEqual(['idle', 'idle']);
  });

  it('says how many presses are left', () => {
    expect(shiftProgressMessage(2)).toBe('Shift, press 2 more times to exit.');
    expect(shiftProgressMessage(1)).toBe('Shift, press 1 more time to exit.');
  });
});

describe('Esc', () => {
  const esc = { key: 'Escape', repeat: false, isComposing: false };

  it('leaves when nothing is open', () => {
    document.body.innerHTML = '<main><p>Page</p><div role="region" aria-label="Notifications (F8)"></div></main>';
    expect(isEscapeTaken(document)).toBe(false);
    expect(isExitEscape(esc, document)).toBe(true);
  });

  it.each([
    ['a Radix dialog', '<div role="dialog" data-state="open">Book</div>'],
    ['an alert dialog', '<div role="alertdialog">Sure?</div>'],
    ['a native dialog', '<dialog open>Hi</dialog>'],
    ['a menu', '<div role="menu"></div>'],
    ['a listbox', '<ul role="listbox"></ul>'],
    ['an expanded combobox', '<input role="combobox" aria-expanded="true">'],
  ])('does not leave while %s is open', (_name, html) => {
    document.body.innerHTML = html;
    expect(isExitEscape(esc, document)).toBe(false);
  });

  it('ignores a dialog that is closing or hidden', () => {
    document.body.innerHTML = '<div role="dialog" data-state="closed"></div><div hidden><div role="dialog"></div></div>';
    expect(isExitEscape(esc, document)).toBe(true);
  });

  it('ignores key repeats, composition and other keys', () => {
    document.body.innerHTML = '';
    expect(isExitEscape({ ...esc, repeat: true }, document)).toBe(false);
    expect(isExitEscape({ ...esc, isComposing: true }, document)).toBe(false);
    expect(isExitEscape({ ...esc, key: 'Enter' }, document)).toBe(false);
    expect(isExitEscape({ ...esc, key: 'Esc' }, document)).toBe(true);
  });
});
