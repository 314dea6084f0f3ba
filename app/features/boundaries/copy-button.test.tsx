// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@core/constants';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { CopyButton } from './copy-button';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Cop/ }));
  });
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.useRealTimers();
    setClipboard(undefined);
  });

  it('copies the script, says Copied! and shows Copied for 2 seconds only', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    render(
      <>
        <CopyButton text="When you said that, I felt hurt." />
        <Toaster />
      </>,
    );
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('When you said that, I felt hurt.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Script copied to clipboard.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(timings.copiedIndicatorMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('copying again restarts the 2 seconds', async () => {
    setClipboard(vi.fn(async () => undefined));
    render(<CopyButton text="Script" />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('clears its timer when it unmounts', async () => {
    setClipboard(vi.fn(async () => undefined));
    const { unmount } = render(<CopyButton text="Script" />);
    await clickCopy();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says plainly when copying fails, and shows no Copied indicator', async () => {
    setClipboard(vi.fn(async () => Promise.reject(new Error('Denied'))));
    render(
      <>
        <CopyButton text="Script" />
        <Toaster />
      </>,
    );
    await clickCopy();
    expect(screen.getByRole('alert').textContent).toContain('Could Not Copy');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says so too when the browser has no clipboard at all', async () => {
    setClipboard(undefined);
    render(
      <>
        <CopyButton text="Script" />
        <Toaster />
      </>,
    );
    await clickCopy();
    expect(screen.getByRole('alert').textContent).toContain('select the text and copy it yourself');
  });
});
