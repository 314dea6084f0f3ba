/**
 * For tests only: the vault's real key derivation (core/vault/kdf.ts, Argon2id at the production
 * parameters), computed once per email and passphrase in a test file and handed out again after.
 * A test file unlocks with the same few passphrases dozens of times; each derivation costs about
 * half a CPU second, and the same inputs always give the same key and locator, so nothing a test
 * checks changes (a wrong passphrase still derives a different key: its own inputs).
 * The KDF itself is tested in core/vault/kdf.test.ts; production code never imports this file.
 *
 * Use at the top of a test file:
 *   vi.mock('@core/vault/kdf', async (importActual) => (await import('~/lib/vault/kdf-memo')).memoizeKdf(await importActual<typeof Kdf>()));
 * (vault-test-support.tsx does this for every component test that uses it.)
 */
import type * as Kdf from '@core/vault/kdf';

type KdfModule = typeof Kdf;

export function memoizeKdf(actual: KdfModule): KdfModule {
  const derived = new Map<string, Promise<Kdf.VaultKeys>>();
  const deriveVaultKeys: KdfModule['deriveVaultKeys'] = (email, passphrase) => {
    const key = JSON.stringify([email, passphrase]);
    let keys = derived.get(key);
    if (!keys) {
      keys = actual.deriveVaultKeys(email, passphrase);
      // A failed derivation is not kept: the next call tries again, as the real one would.
      keys.catch(() => derived.delete(key));
      derived.set(key, keys);
    }
    return keys;
  };
  return { ...actual, deriveVaultKeys };
}
