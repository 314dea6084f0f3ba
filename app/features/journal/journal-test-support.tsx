/**
 * For the journal's component tests only (journal-tool.test.tsx, entry-form.test.tsx): the
 * vault's test setup (app/lib/vault/vault-test-support.tsx) with her vault open and empty before
 * each test, jsdom's missing pieces stood in for, and the journal's own screen queries.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { JournalEntryFields } from '@core/contracts/journal';
import { journalTexts } from '@core/content/journal';
import { openEntriesOf } from '~/lib/vault/vault-state';
import type { VaultTestServer } from '~/lib/vault/vault-test-server';
import { openVault, openVaultWith, renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { saveRecord } from '~/lib/vault/vault-store';
import { JournalTool } from './journal-tool';

/** waitFor / findBy options for a save (sealing and the stand-in server take a moment). */
export const SLOW = { timeout: 20_000 };

/**
 * Registers the per-test setup: a new vault server, her vault open (the real key derivation)
 * and empty, no request remembered yet. `server` is the current test's vault server.
 */
export function setUpJournalTests(): { readonly server: VaultTestServer } {
  const vault = setUpVaultTests();
  beforeEach(async () => {
    // jsdom has no matchMedia (the chart asks about reduced motion) and no canvas: the table stands in.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openVaultWith(vault.server);
  }, 30_000);
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });
  return vault;
}

/** The journal as its island renders it. */
export const renderJournal = () => renderWithVaultProviders(<JournalTool />);
export const writeForm = () => screen.getByRole('form', { name: journalTexts.write.title });
export const entriesRegion = () => screen.getByRole('region', { name: journalTexts.list.title });
/** Her journal's records, as the open vault holds them. */
export const journalRecords = () => openEntriesOf(openVault(), 'journal-entry');
/** What the page sent that could change her vault. */
export const writesTo = (server: VaultTestServer) => server.requests.filter((request) => request.method !== 'GET');

/** Stores these entries in her open vault, as if they were there before, and forgets the requests. */
export async function holding(server: VaultTestServer, ...entries: JournalEntryFields[]): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of entries) ids.push((await saveRecord({ kind: 'journal-entry', ...entry })).recordId);
  server.requests.length = 0;
  return ids;
}

/** The first version of a dated record. */
export const incidentBase = {
  happenedDate: '2026-11-02',
  happenedTime: '21:30',
  place: 'At home',
  whatHappened: 'He shouted and threw a mug.',
  witnesses: '',
  injuries: '',
  actionsTaken: '',
};

/** A daily entry as her journal stores it (with `incident`, a dated record). */
export function storedEntry(overrides: Partial<JournalEntryFields> = {}): JournalEntryFields {
  return {
    entryId: crypto.randomUUID(),
    writtenAt: '2026-11-03T08:00:00.000Z',
    mood: 3,
    feelings: ['tired'],
    text: 'An ordinary day.',
    promptId: null,
    journeyDay: null,
    ...overrides,
  };
}
