// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession, SecondFactorStatus } from '@core/contracts/admin';
import { AdminConsole } from './admin-console';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server that answers who is signed in and her second factor; every other console route as production does before she enrols. */
function consoleServer(session: AdminSession, secondFactor: SecondFactorStatus) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/admin/session')) return json(200, session);
    if (url.endsWith('/api/admin/second-factor')) return json(200, secondFactor);
    return json(403, { error: 'Please turn on two-step sign-in on the Security screen first: the console asks every admin for it.' });
  });
}

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminConsole />
    </QueryClientProvider>,
  );
}

describe('the console when production asks for two-step sign-in', () => {
  beforeEach(() => {
    // Her address named another screen: it must not open before she enrols.
    window.history.replaceState(null, '', '/admin?view=bookings');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows only the Security screen, with one sentence why, and no way to the other screens', async () => {
    const server = consoleServer({ email: 'coach@example.org', secondFactor: false, mustEnrolSecondFactor: true, emailDelivery: 'smtp' }, { enabled: false, recoveryCodesLeft: 0 });
    vi.stubGlobal('fetch', server);
    renderConsole();
    expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeTruthy();
    const why = screen.getAllByRole('status').find((element) => /Before anything else, please turn on two-step sign-in below/.test(element.textContent ?? ''));
    expect(why).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // Nothing but her session and her second factor was asked for.
    const asked = server.mock.calls.map(([input]) => new URL(String(input), 'http://console.test').pathname);
    expect(new Set(asked)).toEqual(new Set(['/api/admin/session', '/api/admin/second-factor']));
  });

  it('once it is on, the whole console opens where her address says', async () => {
    vi.stubGlobal('fetch', consoleServer({ email: 'coach@example.org', secondFactor: true, mustEnrolSecondFactor: false, emailDelivery: 'smtp' }, { enabled: true, recoveryCodesLeft: 10 }));
    renderConsole();
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByText(/Before anything else, please turn on two-step sign-in/)).toBeNull();
  });
});
