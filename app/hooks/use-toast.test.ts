// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, resetToastStore, toast, toastReducer, useToast, type ToasterToast } from './use-toast';

function makeToast(id: string, title = `Toast ${id}`): ToasterToast {
  return { id, title, open: true, onOpenChange: () => {} };
}

describe('toast constants (SPEC.md §9)', () => {
  it('shows at most one toast and removes a dismissed toast after 1000000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe('toastReducer', () => {
  it('keeps only the newest toast', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: makeToast('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: makeToast('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [makeToast('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
  });

  it('dismisses one toast, or all, by closing it without removing it', () => {
    const one = toastReducer({ toasts: [makeToast('1'), makeToast('2')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(one.toasts.map((t) => [t.id, t.open])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    const all = toastReducer({ toasts: [makeToast('1'), makeToast('2')] }, { type: 'DISMISS_TOAST' });
    expect(all.toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast, or all', () => {
    const start = { toasts: [makeToast('1'), makeToast('2')] };
    expect(toastReducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast() and useToast()', () => {
  afterEach(() => {
    act(() => resetToastStore());
    vi.useRealTimers();
  });

  it('shows one toast at a time, updates it, and removes it 1000000 ms after dismissal', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let first!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: 'First' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['First']);

    let second!: ReturnType<typeof toast>;
    act(() => {
      second = toast({ title: 'Second', description: 'More', variant: 'destructive' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Second']);
    expect(second.id).not.toBe(first.id);

    act(() => second.update({ title: 'Second, updated' }));
    expect(result.current.toasts[0]?.title).toBe('Second, updated');

    act(() => second.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('closing through onOpenChange(false) dismisses the toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Closing' });
    });
    act(() => result.current.toasts[0]?.onOpenChange(false));
    expect(result.current.toasts[0]?.open).toBe(false);
  });
});
