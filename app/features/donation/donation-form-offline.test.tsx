// @vitest-environment jsdom
// The form's rules arrive in their own file when she reaches for the form; here that file cannot
// be fetched (the connection dropped), as a phone on a bad network would find.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { afterEach, expect, it, vi } from 'vitest';
import { DonationForm } from './donation-form';

vi.mock('./donation-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says calmly that the server could not be reached, sends nothing and keeps what she wrote', async () => {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DonationForm />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Maya' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'maya@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'How can I give monthly?' } });
  fireEvent.click(screen.getByRole('button', { name: /Get Donation Information|Send/ }));
  expect((await screen.findByRole('alert')).textContent).toBe(UNREACHABLE_MESSAGE);
  expect(fetchMock).not.toHaveBeenCalled();
  expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('How can I give monthly?');
});
