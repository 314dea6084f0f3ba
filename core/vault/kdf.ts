/**
 * The vault's key derivation, run in her browser (docs/decisions/0015): Argon2id over her
 * passphrase, salted by her email, gives 64 bytes; the first 32 become her AES-256-GCM key (kept
 * in WebCrypto, non-extractable), the last 32 the locator the server turns into her vault id.
 * The same email and passphrase give the same key and locator on any device, with no request
 * to the server. Every constant here is part of every vault's identity: changing one opens
 * other, empty vaults, so a change must come as a new KDF version (see the ADR).
 */
import { argon2id } from 'hash-wasm';
import { toBase64url } from './base64url';
import { vaultEmail, vaultPassphrase } from './email';

export { vaultEmail, vaultPassphrase };

/** Argon2id parameters (RFC 9106 names); why these: docs/decisions/0015. */
export const VAULT_KDF = {
  /** Memory in KiB: 32 MiB. */
  memoryKiB: 32 * 1024,
  iterations: 3,
  parallelism: 1,
  /** 32 bytes of key, then 32 bytes of locator. */
  outputBytes: 64,
} as const;

/** Prefixed to her email before hashing it into the salt, so this salt is ours alone. */
export const VAULT_SALT_LABEL = 'save-sisterhood/vault/v1/argon2id-salt';

export const VAULT_KEY_BYTES = 32;
export const VAULT_LOCATOR_BYTES = 32;

export type VaultKeys = {
  /** AES-256-GCM, usable only to encrypt and decrypt, never exported. */
  encryptionKey: CryptoKey;
  /** base64url of the 32 locator bytes: what POST /api/vault/session carries. */
  locator: string;
};

const encoder = new TextEncoder();

/** SHA-256(label ‖ 0x00 ‖ email): 32 bytes, the same on every device. */
export async function vaultSalt(email: string): Promise<Uint8Array<ArrayBuffer>> {
  const input = encoder.encode(`${VAULT_SALT_LABEL}\u0000${vaultEmail(email)}`);
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', input));
}

/** The 64 Argon2id bytes (tests pin them; the page uses deriveVaultKeys). */
export async function deriveVaultBytes(email: string, passphrase: string): Promise<Uint8Array<ArrayBuffer>> {
  const output = await argon2id({
    password: encoder.encode(vaultPassphrase(passphrase)),
    salt: await vaultSalt(email),
    iterations: VAULT_KDF.iterations,
    parallelism: VAULT_KDF.parallelism,
    memorySize: VAULT_KDF.memoryKiB,
    hashLength: VAULT_KDF.outputBytes,
    outputType: 'binary',
  });
  return new Uint8Array(output);
}

/**
 * Her key and locator. The raw key bytes are overwritten once WebCrypto holds the key: the
 * page keeps only the CryptoKey, which script cannot read back.
 */
export async function deriveVaultKeys(email: string, passphrase: string): Promise<VaultKeys> {
  const bytes = await deriveVaultBytes(email, passphrase);
  try {
    const encryptionKey = await globalThis.crypto.subtle.importKey(
      'raw',
      bytes.subarray(0, VAULT_KEY_BYTES),
      { name: 'AES-GCM' },
      false,
      ['encrypt', 'decrypt'],
    );
    const locator = toBase64url(bytes.subarray(VAULT_KEY_BYTES, VAULT_KEY_BYTES + VAULT_LOCATOR_BYTES));
    return { encryptionKey, locator };
  } finally {
    bytes.fill(0);
  }
}
