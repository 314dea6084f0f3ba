// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, PART_FAILED } from './lazy-part';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('shows the fallback, then the part with its props, fetching its code once', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    Part.preload();
    Part.preload();
    render(
      <Suspense fallback={<p role="status">Loading...</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says calmly when its code could not be fetched, and "Try again" fetches it anew', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    render(
      <div>
        <input aria-label="Kept" defaultValue="what she typed" />
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Part name="Ada" />
        </Suspense>
      </div>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(PART_FAILED);
    expect((screen.getByLabelText('Kept') as HTMLInputElement).value).toBe('what she typed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches again on preload after a failed fetch', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    Part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
