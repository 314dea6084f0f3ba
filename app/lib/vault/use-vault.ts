import { useMemo, useSyncExternalStore } from 'react';
import type { VaultPlaintext } from '@core/contracts/vault';
import { openEntriesOf, vaultState, type VaultState } from './vault-state';

/** What the prerendered HTML shows (the gate): hydration starts from it, whatever the store holds. */
const PRERENDERED: VaultState = { status: 'locked', reason: 'never-opened' };
const prerendered = () => PRERENDERED;

/**
 * Her vault's state in this document. While hydrating, React renders the prerendered gate
 * first (the server snapshot), then her open vault at once: an island hydrated on a page the
 * client router brought in with her vault open would otherwise not match its HTML (React #418).
 */
export function useVault(): VaultState {
  return useSyncExternalStore(vaultState.listen, vaultState.get, prerendered);
}

/** The open vault's readable entries of one kind (none while locked). */
export function useVaultEntries<K extends VaultPlaintext['kind']>(kind: K) {
  const vault = useVault();
  return useMemo(() => (vault.status === 'open' ? openEntriesOf(vault, kind) : []), [vault, kind]);
}
