/**
 * Her records in and out of envelopes: JSON with a `kind`, checked by the contract, padded
 * with spaces (JSON ignores them) to a multiple of VAULT_PLAINTEXT_BLOCK_BYTES, then sealed
 * with core/vault/envelope.ts. Opening reverses it and throws VaultDecryptError for anything
 * that cannot be shown, with `unknown-kind` for a record a newer page wrote: keep that one
 * as it is (never delete or overwrite it), and carry it through a rekey with reencryptEnvelope.
 */
import {
  VAULT_PLAINTEXT_BLOCK_BYTES,
  type VaultPlaintext,
  type VaultPlaintextInput,
  vaultPlaintextSchema,
  vaultRecordKinds,
} from '../contracts/vault';
import { VaultDecryptError, decryptEnvelope, encryptEnvelope } from './envelope';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The JSON bytes followed by spaces up to the next multiple of the block size. */
export function padPlaintext(json: string): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(json);
  const padded = new Uint8Array(Math.ceil((bytes.length + 1) / VAULT_PLAINTEXT_BLOCK_BYTES) * VAULT_PLAINTEXT_BLOCK_BYTES).fill(0x20);
  padded.set(bytes);
  return padded;
}

/** Checks the record against its contract, then seals it for `recordId`. */
export async function sealRecord(key: CryptoKey, recordId: string, record: VaultPlaintextInput): Promise<string> {
  const checked = vaultPlaintextSchema.parse(record);
  return encryptEnvelope(key, recordId, padPlaintext(JSON.stringify(checked)));
}

/** The record sealed for `recordId`, or a VaultDecryptError saying why it cannot be shown. */
export async function openRecord(key: CryptoKey, recordId: string, envelope: string): Promise<VaultPlaintext> {
  const bytes = await decryptEnvelope(key, recordId, envelope);
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw new VaultDecryptError('invalid-content');
  }
  const kind = typeof value === 'object' && value !== null && 'kind' in value ? value.kind : undefined;
  if (typeof kind !== 'string') throw new VaultDecryptError('invalid-content');
  if (!(vaultRecordKinds as readonly string[]).includes(kind)) throw new VaultDecryptError('unknown-kind');
  const parsed = vaultPlaintextSchema.safeParse(value);
  if (!parsed.success) throw new VaultDecryptError('invalid-content');
  return parsed.data;
}
