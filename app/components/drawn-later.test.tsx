// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawnLater } from './drawn-later';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DrawnLater', () => {
  it('draws the first part at once and its children only after a frame and a task (where there is no idle callback)', async () => {
    expect(typeof (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback).toBe('undefined');
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(
      <>
        <p>Her newest entries</p>
        <DrawnLater>
          <p>Every record by month</p>
        </DrawnLater>
      </>,
    );
    expect(screen.getByText('Her newest entries')).toBeTruthy();
    expect(screen.queryByText('Every record by month')).toBeNull();
    // The frame alone is not enough: the page draws it first.
    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.queryByText('Every record by month')).toBeNull();
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByText('Every record by month')).toBeTruthy();
  });

  it('leaves no frame or task waiting when it goes before its turn', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const first = render(
      <DrawnLater>
        <p>Every record by month</p>
      </DrawnLater>,
    );
    expect(vi.getTimerCount()).toBe(1);
    first.unmount();
    expect(vi.getTimerCount()).toBe(0);

    const second = render(
      <DrawnLater>
        <p>Every record by month</p>
      </DrawnLater>,
    );
    await act(async () => vi.advanceTimersToNextFrame());
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits, where there is one, for a moment with nothing else to do (two seconds at most), and takes the wait back when it goes', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const waiting: Array<() => void> = [];
    const requestIdle = vi.fn((callback: () => void) => waiting.push(callback));
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      const first = render(
        <DrawnLater>
          <p>Every record by month</p>
        </DrawnLater>,
      );
      await act(async () => vi.advanceTimersToNextFrame());
      await act(async () => vi.runOnlyPendingTimers());
      expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
      expect(screen.queryByText('Every record by month')).toBeNull();
      first.unmount();
      expect(cancelIdle).toHaveBeenCalledWith(1);

      render(
        <DrawnLater>
          <p>Every record by month</p>
        </DrawnLater>,
      );
      await act(async () => vi.advanceTimersToNextFrame());
      await act(async () => vi.runOnlyPendingTimers());
      expect(screen.queryByText('Every record by month')).toBeNull();
      await act(async () => waiting.at(-1)!());
      expect(screen.getByText('Every record by month')).toBeTruthy();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
