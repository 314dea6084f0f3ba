/**
 * For tests only: what every component test of a tool behind the vault sets up. A fresh in-memory
 * vault server (vault-test-server.ts) answers `fetch` in each test; the vault starts locked, and
 * after each test the screen is cleared, an open vault is locked (which stops its idle timer) and
 * the toasts are reset, so no test sees another's state.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { VaultPlaintextInput } from '@core/contracts/vault';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { createQueryClient } from '~/lib/query-client';
import { vaultState, type OpenVault } from './vault-state';
import { createVaultTestServer, type VaultTestServer } from './vault-test-server';
import { lockVault, saveRecord, unlockVault } from './vault-store';
import { memoizeKdf } from './kdf-memo';
import type * as Kdf from '@core/vault/kdf';

// The real Argon2id, once per email and passphrase in a test file (kdf-memo.ts says why). The
// store imports the KDF only when it first unlocks, so this applies to every test using this file.
vi.doMock('@core/vault/kdf', async (importActual) => memoizeKdf(await importActual<typeof Kdf>()));

export const TEST_EMAIL = 'maya@example.com';
export const TEST_PASSPHRASE = 'river stones at dawn';

/** Registers the per-test setup; `server` is the current test's vault server. */
export function setUpVaultTests(): { readonly server: VaultTestServer } {
  let server: VaultTestServer | undefined;
  beforeEach(() => {
    server = createVaultTestServer();
    vi.stubGlobal('fetch', server.fetch);
    vaultState.set({ status: 'locked', reason: 'never-opened' });
  });
  afterEach(async () => {
    cleanup();
    await lockVault();
    vaultState.set({ status: 'locked', reason: 'never-opened' });
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });
  return {
    get server() {
      if (!server) throw new Error('The vault test server exists only inside a test.');
      return server;
    },
  };
}

/** Renders a tool as its island does: inside a query client, with the toaster beside it. */
export function renderWithVaultProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Her vault, opened with the real key derivation against the test server, holding these records; the requests so far are forgotten. Answers the records' ids. */
export async function openVaultWith(server: VaultTestServer, records: readonly VaultPlaintextInput[] = []): Promise<string[]> {
  await unlockVault(TEST_EMAIL, TEST_PASSPHRASE);
  // A space of hers (as if it held records when it opened): her first save asks nothing more.
  // Making a new space on purpose is tested with the vault's own controls (app/features/vault/).
  const opened = vaultState.get();
  if (opened.status === 'open') vaultState.set({ ...opened, newSpace: null });
  const ids: string[] = [];
  for (const record of records) ids.push((await saveRecord(record)).recordId);
  server.requests.length = 0;
  return ids;
}

/** The open vault (a test fails here if it is not open). */
export function openVault(): OpenVault {
  const state = vaultState.get();
  if (state.status !== 'open') throw new Error('The vault is not open.');
  return state;
}
