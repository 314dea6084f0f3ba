/**
 * Her email and passphrase as the vault's key derivation sees them (core/vault/kdf.ts). Apart
 * from the KDF so a page can show the email it unlocked without loading the WebAssembly.
 */
/**
 * Her email as the vault sees it: trimmed and lower-cased (the rule of normalizeEmail in
 * core/contracts/tools.ts, restated so this module loads without zod), then NFC, so an accent
 * typed as one character or as two gives the same salt.
 */
export function vaultEmail(email: string): string {
  return email.trim().toLowerCase().normalize('NFC');
}

/** Her passphrase as the KDF sees it: NFC, nothing trimmed (a space may be part of it). */
export function vaultPassphrase(passphrase: string): string {
  return passphrase.normalize('NFC');
}

