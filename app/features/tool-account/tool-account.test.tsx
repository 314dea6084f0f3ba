// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolAccountMessages } from '@core/contracts/tools';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { createQueryClient } from '~/lib/query-client';
import { ToolAccount } from './tool-account';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderAccount(onUnlock = vi.fn()) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ToolAccount gateTitle="Unlock your journey" gateDescription="Private." unlockedTitle="Your journey is unlocked" onUnlock={onUnlock}>
        {({ email }) => <p>Secret things of {email}</p>}
      </ToolAccount>
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, onUnlock };
}

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('ToolAccount', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async () => json({ email: null }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });

  it('shows the gate with the passphrase explained, and a show/hide toggle', async () => {
    renderAccount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/tools/session', expect.objectContaining({ method: 'GET', credentials: 'include' })));
    expect(screen.getByRole('heading', { name: 'Unlock your journey' })).toBeTruthy();
    expect(screen.getByText(toolAccountMessages.whyPassphrase)).toBeTruthy();
    const passphrase = screen.getByLabelText('Private passphrase');
    expect(passphrase.getAttribute('type')).toBe('password');
    expect(describedText(passphrase)).toContain('cannot be recovered');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    const toggle = screen.getByRole('button', { name: 'Show passphrase' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(passphrase.getAttribute('type')).toBe('text');
    expect(screen.queryByText(/Secret things/)).toBeNull();
  });

  it('shows field errors inline, tied to the fields, and sends nothing', async () => {
    renderAccount();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(screen.getByLabelText('Email'))).toContain('Please enter a valid email address.');
    expect(describedText(screen.getByLabelText('Private passphrase'))).toContain('at least 8 characters');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a wrong passphrase: the message inline and in a toast, the passphrase cleared, nothing of hers shown', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? json({ error: toolAccountMessages.wrongPassphrase }, 401) : json({ email: null }),
    );
    renderAccount();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: 'not my words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(toolAccountMessages.wrongPassphrase);
    const passphrase = screen.getByLabelText('Private passphrase') as HTMLInputElement;
    expect(passphrase.value).toBe('');
    expect(describedText(passphrase)).toContain(toolAccountMessages.wrongPassphrase);
    expect(screen.queryByText(/Secret things/)).toBeNull();
  });

  it('a sign-in that cannot reach the server says so beside the button and in a toast, and keeps her email', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return json({ email: null });
    });
    renderAccount();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: 'river stones at dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNREACHABLE_MESSAGE);
    expect(describedText(screen.getByRole('button', { name: 'Unlock' }))).toContain(UNREACHABLE_MESSAGE);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maya@example.com');
    expect(screen.queryByText(/Secret things/)).toBeNull();
  });

  it('an unexpected answer about the session leaves the gate up (nothing of hers is assumed)', async () => {
    fetchMock.mockResolvedValue(json({ email: 42 }));
    renderAccount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/tools/session', expect.objectContaining({ method: 'GET', credentials: 'include' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Unlock your journey' })).toBeTruthy();
    expect(screen.queryByText(/Secret things/)).toBeNull();
  });

  it('unlocks with the right passphrase, renders the tool for her email, and Lock returns to the gate', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return json({ email: 'maya@example.com', created: true });
      if (String(input) === '/api/session' && init?.method === 'DELETE') return new Response(null, { status: 204 });
      return json({ email: null });
    });
    const { onUnlock } = renderAccount();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Maya@Example.com' } });
    fireEvent.change(screen.getByLabelText('Private passphrase'), { target: { value: 'river stones at dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Secret things of maya@example.com')).toBeTruthy();
    expect(onUnlock).toHaveBeenCalledWith({ email: 'maya@example.com', created: true });
    expect(screen.getByText(/new private space/)).toBeTruthy();
    // Focus follows her: to the unlocked bar (drawn from its own file, fetched on unlock), then back to the gate.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your journey is unlocked'));
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('heading', { name: 'Unlock your journey' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Unlock your journey'));
    expect(screen.queryByText(/Secret things/)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('restores an open session without the welcome callback', async () => {
    fetchMock.mockResolvedValue(json({ email: 'maya@example.com', created: false }));
    const { onUnlock } = renderAccount();
    expect(await screen.findByText('Secret things of maya@example.com')).toBeTruthy();
    expect(onUnlock).not.toHaveBeenCalled();
    // Restored on load: focus stays where she is.
    expect(document.activeElement).toBe(document.body);
  });
});
