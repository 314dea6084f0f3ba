/**
 * Whether her vault is open in this document, and what it holds (docs/decisions/0015). Kept
 * apart from the code that opens and writes it (./vault-store.ts, loaded when she reaches for
 * the gate), so a locked page reads this without loading the crypto or the contracts.
 *
 * The state lives in this document's memory only: Astro's client router keeps the document between
 * pages, so moving from one tool to another (or to the other language) keeps it open; a reload, a
 * new tab, lock, idle lock and the quick exit forget it. Nothing here is ever written to storage
 * or a cookie.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { VaultPlaintext, VaultUsage } from '@core/contracts/vault';

type EntryBase = {
  recordId: string;
  /** The server's version: sent back as `baseVersion` with the next change. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The sealed bytes as stored: carried through a passphrase change untouched. */
  envelope: string;
};

/** One record of her vault as this page holds it. */
export type VaultEntry =
  | (EntryBase & { state: 'open'; content: VaultPlaintext })
  /** Damaged or tampered: "this entry could not be read", the rest carries on. */
  | (EntryBase & { state: 'unreadable' })
  /** Written by a newer page (a kind this code does not know): kept as it is, never shown or overwritten. */
  | (EntryBase & { state: 'newer' });

export type OpenVault = {
  status: 'open';
  /** The email she typed (trimmed, lower-cased): shown in the unlocked bar, never sent anywhere. */
  email: string;
  /** Her AES-256-GCM key: non-extractable, in this page's memory only. */
  key: CryptoKey;
  locator: string;
  /** In the order the server lists them (oldest first). */
  entries: readonly VaultEntry[];
  usage: VaultUsage;
  /** Entries moved in from her earlier account when she asked (shown once), or null. */
  moved: { journeyDays: number; boundaryScripts: number } | null;
  /**
   * A space that opened empty (issue 25): 'offered' until she chooses (the page says it is
   * empty and offers "Try again" first, never "unlocked"); 'chosen' once she starts a new space,
   * until her passphrase typed once more matches at the first save; null for a space that held
   * records when it opened, or whose passphrase she confirmed.
   */
  newSpace: 'offered' | 'chosen' | null;
};

/** Why the vault is closed: shown at the gate so she knows what happened. */
export type LockReason = 'never-opened' | 'locked' | 'idle' | 'ended-elsewhere' | 'erased' | 'quick-exit' | 'try-again';

export type ClosedVault = { status: 'locked'; reason: LockReason; idleMinutes?: number };

export type VaultState = OpenVault | ClosedVault;

/**
 * One state per document, whichever language's build of this module reads it: the English and
 * Spanish pages are two builds (docs/decisions/0024), so after the language switch the page's
 * code is another copy of this module; both find the same atom under a registered symbol, and
 * her open vault stays open across the switch as across any other link. The key is still held
 * only in this document's memory (a reload or a new tab does not have it).
 */
const SHARED_STATE = Symbol.for('save-sisterhood.vault-state');
const initialState = (): VaultState => ({ status: 'locked', reason: 'never-opened' });
type StateHolder = { [SHARED_STATE]?: WritableAtom<VaultState> };

export const vaultState: WritableAtom<VaultState> =
  typeof window === 'undefined' ? atom<VaultState>(initialState()) : ((window as StateHolder)[SHARED_STATE] ??= atom<VaultState>(initialState()));

/**
 * The flag a tool page's island reads (`client:reach="saveVaultOpen"`, app/lib/directives/reach.ts)
 * to hydrate at once when the client router brings it into a document where her vault is open.
 * A boolean only: nothing of hers.
 */
export const VAULT_OPEN_FLAG = 'saveVaultOpen';
if (typeof window !== 'undefined') {
  vaultState.subscribe((state) => {
    (window as unknown as Record<string, unknown>)[VAULT_OPEN_FLAG] = state.status === 'open';
  });
}

/** The open vault's entries of one kind that could be opened, newest change last. */
export function openEntriesOf<K extends VaultPlaintext['kind']>(
  vault: OpenVault,
  kind: K,
): Array<EntryBase & { state: 'open'; content: Extract<VaultPlaintext, { kind: K }> }> {
  return vault.entries.filter(
    (entry): entry is EntryBase & { state: 'open'; content: Extract<VaultPlaintext, { kind: K }> } =>
      entry.state === 'open' && entry.content.kind === kind,
  );
}
