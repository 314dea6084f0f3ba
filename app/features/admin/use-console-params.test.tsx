// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigateConsole, useConsoleParams } from './use-console-params';

describe('useConsoleParams', () => {
  beforeEach(() => {
    window.history.replaceState({ index: 0, scrollX: 0, scrollY: 0 }, '', '/admin');
  });
  afterEach(() => cleanup());

  it('reads the screen, filters and page from the address, with safe defaults', () => {
    window.history.replaceState(null, '', '/admin?view=bookings&status=pending&page=3');
    const { result } = renderHook(() => useConsoleParams());
    expect(result.current.view).toBe('bookings');
    expect(result.current.get('status')).toBe('pending');
    expect(result.current.page).toBe(3);

    act(() => navigateConsole('/admin?view=nothing&page=-2'));
    expect(result.current.view).toBe('today');
    expect(result.current.page).toBe(1);
    expect(result.current.get('status')).toBe('');
  });

  it('a filter is a new history entry, starts again at page 1, and an empty one is removed', () => {
    window.history.replaceState(null, '', '/admin?view=bookings&page=2');
    const before = window.history.length;
    const { result } = renderHook(() => useConsoleParams());
    act(() => result.current.update({ status: 'pending' }));
    expect(window.location.search).toBe('?view=bookings&status=pending');
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ index: 1 });
    act(() => result.current.update({ page: 4 }));
    expect(result.current.page).toBe(4);
    act(() => result.current.update({ status: '', page: 1 }));
    expect(window.location.search).toBe('?view=bookings');
  });

  it('follows Back and Forward (popstate)', () => {
    const { result } = renderHook(() => useConsoleParams());
    act(() => navigateConsole('/admin?view=signups'));
    expect(result.current.view).toBe('signups');
    act(() => {
      window.history.replaceState(window.history.state, '', '/admin?view=messages');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(result.current.view).toBe('messages');
  });
});
