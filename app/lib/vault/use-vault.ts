import { useMemo, useSyncExternalStore } from 'react';
import type { VaultPlaintext } from '@core/contracts/vault';
import { openEntriesOf, vaultState, type VaultState } from './vault-state';

/** Her vault's state in this document (locked while prerendering and before she unlocks). */
export function useVault(): VaultState {
  return useSyncExternalStore(vaultState.listen, vaultState.get, vaultState.get);
}

/** The open vault's readable entries of one kind (none while locked). */
export function useVaultEntries<K extends VaultPlaintext['kind']>(kind: K) {
  const vault = useVault();
  return useMemo(() => (vault.status === 'open' ? openEntriesOf(vault, kind) : []), [vault, kind]);
}
