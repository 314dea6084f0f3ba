// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXITING_MESSAGE, EXPIRED_MESSAGE, SHIFT_WINDOW_MS } from './exit-keys';
import { installQuickExit } from './quick-exit-listeners';

function key(key: string, init: KeyboardEventInit = {}, target: EventTarget = window) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
}

function keyUp(key: string, init: KeyboardEventInit = {}) {
  window.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, ...init }));
}

describe('installQuickExit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  const uninstalls: (() => void)[] = [];
  afterEach(() => {
    uninstalls.splice(0).forEach((uninstall) => uninstall());
    vi.useRealTimers();
  });

  function setup() {
    const onExit = vi.fn();
    const announce = vi.fn();
    const uninstall = installQuickExit({ onExit, announce });
    uninstalls.push(uninstall);
    return { onExit, announce, uninstall };
  }

  it('Shift three times leaves, announcing each step', () => {
    const { onExit, announce } = setup();
    key('Shift');
    expect(announce).toHaveBeenLastCalledWith('Shift, press 2 more times to exit.');
    key('Shift');
    expect(announce).toHaveBeenLastCalledWith('Shift, press 1 more time to exit.');
    expect(onExit).not.toHaveBeenCalled();
    key('Shift');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('a held Shift (key repeat) counts once', () => {
    const { onExit } = setup();
    key('Shift');
    key('Shift', { repeat: true });
    key('Shift', { repeat: true });
    expect(onExit).not.toHaveBeenCalled();
  });

  it('the count expires after 5 seconds and says so', () => {
    const { onExit, announce } = setup();
    key('Shift');
    key('Shift');
    vi.advanceTimersByTime(SHIFT_WINDOW_MS + 1);
    expect(announce).toHaveBeenLastCalledWith(EXPIRED_MESSAGE);
    key('Shift');
    expect(onExit).not.toHaveBeenCalled();
    expect(announce).toHaveBeenLastCalledWith('Shift, press 2 more times to exit.');
  });

  it('another key resets the count', () => {
    const { onExit, announce } = setup();
    key('Shift');
    key('Shift');
    key('a');
    expect(announce).toHaveBeenLastCalledWith(EXPIRED_MESSAGE);
    key('Shift');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('Shift never counts while she types in a text field, and cancels a count begun outside it', () => {
    const { onExit } = setup();
    document.body.innerHTML = '<textarea></textarea><input type="email"><div contenteditable="true"><p>x</p></div><input type="checkbox">';
    const [textarea, email, editable, checkbox] = ['textarea', 'input[type=email]', '[contenteditable] p', 'input[type=checkbox]'].map(
      (selector) => document.querySelector(selector)!,
    );
    for (const field of [textarea!, email!, editable!]) {
      key('Shift', {}, field);
      key('Shift', {}, field);
      key('Shift', {}, field);
    }
    expect(onExit).not.toHaveBeenCalled();
    key('Shift');
    key('Shift');
    key('Shift', {}, textarea!);
    key('Shift');
    expect(onExit).not.toHaveBeenCalled();
    // A checkbox is not a place to type: Shift there counts.
    key('Shift', {}, checkbox!);
    key('Shift', {}, checkbox!);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('both Shift keys pressed together count as one press', () => {
    const { onExit, announce } = setup();
    key('Shift', { code: 'ShiftLeft' });
    key('Shift', { code: 'ShiftRight' });
    keyUp('Shift', { code: 'ShiftRight' });
    keyUp('Shift', { code: 'ShiftLeft' });
    expect(announce).toHaveBeenLastCalledWith('Shift, press 2 more times to exit.');
    key('Shift', { code: 'ShiftRight' });
    key('Shift', { code: 'ShiftLeft' });
    keyUp('Shift', { code: 'ShiftLeft' });
    keyUp('Shift', { code: 'ShiftRight' });
    expect(onExit).not.toHaveBeenCalled();
    expect(announce).toHaveBeenLastCalledWith('Shift, press 1 more time to exit.');
    key('Shift', { code: 'ShiftLeft' });
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('says it is leaving, in the assertive region, before it goes', () => {
    document.body.innerHTML = '<div id="exit-this-page-status"></div><div id="exit-this-page-leaving"></div>';
    let heardBeforeLeaving = '';
    const uninstall = installQuickExit({ onExit: () => (heardBeforeLeaving = document.getElementById('exit-this-page-leaving')!.textContent ?? '') });
    uninstalls.push(uninstall);
    key('Escape');
    expect(heardBeforeLeaving).toBe(EXITING_MESSAGE);
    expect(EXITING_MESSAGE).toBe('Leaving this page.');
  });

  it('Esc leaves when no dialog is open, and not while one is', () => {
    const { onExit } = setup();
    document.body.innerHTML = '<div role="dialog" data-state="open"></div>';
    key('Escape');
    expect(onExit).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    key('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('the exit button leaves without following its link', () => {
    const { onExit } = setup();
    document.body.innerHTML = '<a id="exit-this-page" href="https://example.org/">Exit this page</a>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('exit-this-page')!.dispatchEvent(click);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
  });

  it('stops listening when uninstalled', () => {
    const { onExit, uninstall } = setup();
    uninstall();
    key('Escape');
    expect(onExit).not.toHaveBeenCalled();
  });
});
