// @vitest-environment jsdom
// The form's check arrives in its own file once the form is on screen; here that file cannot be
// fetched (the connection dropped), as a phone on a bad network would find.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { afterEach, expect, it, vi } from 'vitest';
import { upgradeMessages } from '@core/contracts/upgrade-fields';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { UpgradeAccess } from './upgrade-access';

vi.mock('./upgrade-input', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  act(() => resetToastStore());
  vi.unstubAllGlobals();
});

it('says calmly that the server could not be reached, sends nothing and keeps what she typed', async () => {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UpgradeAccess />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('radio', { name: /Tools Bundle/ }));
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'maya@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Access password/), { target: { value: 'my code' } });
  fireEvent.click(screen.getByRole('button', { name: 'Activate Access' }));
  expect(await screen.findByText(UNREACHABLE_MESSAGE)).toBeTruthy();
  expect(screen.getByText(upgradeMessages.failedTitle)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
  expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('maya@example.com');
});
