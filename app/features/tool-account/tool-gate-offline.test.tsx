// @vitest-environment jsdom
// The gate's rules arrive in their own file when she reaches for the gate; here that file cannot
// be fetched (the connection dropped), as a phone on a bad network would find.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '~/lib/api';
import { ToolAccount } from './tool-account';

vi.mock('./tool-gate-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGate() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToolAccount gateTitle="Unlock your journey" gateDescription="Private." unlockedTitle="Your journey is unlocked">
        {() => <p>Secret</p>}
      </ToolAccount>
    </QueryClientProvider>,
  );
}

it('says calmly that the server could not be reached, sends nothing and keeps her email', async () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ email: null }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  renderGate();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.com' } });
  fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: 'river stones at dawn' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  expect((await screen.findByRole('alert')).textContent).toContain('We could not reach the server just now.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maya@example.com');
});

it('an unexpected answer about the session leaves the gate up (nothing of hers is assumed)', async () => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ email: 42 }), { headers: { 'Content-Type': 'application/json' } })));
  renderGate();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('heading', { name: 'Unlock your journey' })).toBeTruthy();
  expect(screen.queryByText('Secret')).toBeNull();
});
