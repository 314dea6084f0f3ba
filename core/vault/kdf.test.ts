import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../contracts/tools';
import { fromBase64url } from './base64url';
import { decryptEnvelope, encryptEnvelope } from './envelope';
import { VAULT_KDF, VAULT_SALT_LABEL, deriveVaultBytes, deriveVaultKeys, vaultEmail, vaultSalt } from './kdf';

const EMAIL = '  Survivor@Example.org ';
const PASSPHRASE = 'correct horse battery staple';
// Computed with the Argon2 reference implementation (libargon2, argon2id_hash_raw) from the same
// salt, not with hash-wasm: a change to a parameter, the salt, the normalisation or the split
// breaks these, and would leave every existing vault unreachable.
const EXPECTED_SALT = '25b860b8218805fc48943f297d2e3fad71de8d48f8e24765967f43b40d40c21d';
const EXPECTED_BYTES =
  '931aa62f531a0cba1663f87d96d81d9a3aeb93f8465d056a5b0b91cbbedc16c4' + '7044871bc0662501f75865d6fe9e679b37253c68ae0be692d48509e031c47c93';
const EXPECTED_LOCATOR = 'cESHG8BmJQH3WGXW_p5nmzclPGiuC-aS1IUJ4DHEfJM';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => new Uint8Array(text.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);

describe('vault key derivation', () => {
  it('pins the Argon2id parameters and the salt label (changing one orphans every vault)', () => {
    expect(VAULT_KDF).toEqual({ memoryKiB: 32768, iterations: 3, parallelism: 1, outputBytes: 64 });
    expect(VAULT_SALT_LABEL).toBe('save-sisterhood/vault/v1/argon2id-salt');
  });

  it('salts with SHA-256 of the label and her trimmed, lower-cased email', async () => {
    expect(hex(await vaultSalt(EMAIL))).toBe(EXPECTED_SALT);
    expect(hex(await vaultSalt('survivor@example.org'))).toBe(EXPECTED_SALT);
    expect(hex(await vaultSalt('another@example.org'))).not.toBe(EXPECTED_SALT);
  });

  it('normalises the email by the rule the tools use, plus NFC', () => {
    for (const email of ['  Mary@Example.ORG ', 'mary@example.org', 'ÉLODIE@exemple.fr']) {
      expect(vaultEmail(email)).toBe(normalizeEmail(email).normalize('NFC'));
    }
    expect(vaultEmail('Re\u0301ne@example.org')).toBe(vaultEmail('R\u00e9ne@example.org'));
  });

  it('gives the reference bytes, and splits them into key (first 32) and locator (last 32)', async () => {
    expect(hex(await deriveVaultBytes(EMAIL, PASSPHRASE))).toBe(EXPECTED_BYTES);
    const { encryptionKey, locator } = await deriveVaultKeys(EMAIL, PASSPHRASE);
    expect(locator).toBe(EXPECTED_LOCATOR);
    expect(hex(fromBase64url(locator) ?? new Uint8Array())).toBe(EXPECTED_BYTES.slice(64));

    // The derived key is the first half: what it seals, a key made from those bytes opens.
    const reference = await crypto.subtle.importKey('raw', fromHex(EXPECTED_BYTES.slice(0, 64)), { name: 'AES-GCM' }, false, ['decrypt']);
    const envelope = await encryptEnvelope(encryptionKey, 'id', new TextEncoder().encode('hello'));
    expect(new TextDecoder().decode(await decryptEnvelope(reference, 'id', envelope))).toBe('hello');
  });

  it('keeps the key inside WebCrypto: AES-GCM 256, encrypt and decrypt only, not extractable', async () => {
    const { encryptionKey } = await deriveVaultKeys(EMAIL, PASSPHRASE);
    expect(encryptionKey.extractable).toBe(false);
    expect(encryptionKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect([...encryptionKey.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', encryptionKey)).rejects.toThrow();
  });

  it('normalises the passphrase to NFC and nothing else', async () => {
    const composed = await deriveVaultKeys(EMAIL, 'caf\u00e9 au lait, s\u2019il vous pla\u00eet');
    const decomposed = await deriveVaultKeys(EMAIL, 'cafe\u0301 au lait, s\u2019il vous plai\u0302t');
    // libargon2 of the NFC passphrase gives this locator too.
    expect(composed.locator).toBe('dlu7anGOjc4kcmasCh8v_c-BnXmdXGL7C7la0uUWcOw');
    expect(decomposed.locator).toBe(composed.locator);
    // A space is part of a passphrase: it is not trimmed away.
    expect((await deriveVaultKeys(EMAIL, `${PASSPHRASE} `)).locator).not.toBe(EXPECTED_LOCATOR);
  });

  it('gives another vault for another email or passphrase', async () => {
    expect((await deriveVaultKeys('other@example.org', PASSPHRASE)).locator).not.toBe(EXPECTED_LOCATOR);
    expect((await deriveVaultKeys(EMAIL, 'correct horse battery stable')).locator).not.toBe(EXPECTED_LOCATOR);
  });
});
