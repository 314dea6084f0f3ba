// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_MESSAGE, SHIFT_WINDOW_MS } from './exit-keys';
import { useQuickExitKeys } from './use-quick-exit-keys';

function key(key: string, init: KeyboardEventInit = {}) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
}

describe('useQuickExitKeys', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const onExit = vi.fn();
    const announce = vi.fn();
    const hook = renderHook(() => useQuickExitKeys({ onExit, announce }));
    return { onExit, announce, hook };
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

  it('Esc leaves when no dialog is open, and not while one is', () => {
    const { onExit } = setup();
    document.body.innerHTML = '<div role="dialog" data-state="open"></div>';
    key('Escape');
    expect(onExit).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    key('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const { onExit, hook } = setup();
    hook.unmount();
    key('Escape');
    expect(onExit).not.toHaveBeenCalled();
  });
});
