import { describe, expect, it } from 'vitest';
import { VAULT_PLAINTEXT_BLOCK_BYTES, type VaultPlaintextInput } from '../contracts/vault';
import { fromBase64url } from './base64url';
import { ENVELOPE_OVERHEAD_BYTES, VaultDecryptError, encryptEnvelope } from './envelope';
import { openRecord, padPlaintext, sealRecord } from './records';

const RECORD_ID = '3f0c2a52-8d7e-4f55-9a41-6b3c1d2e4f50';

const key = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const sealedLength = (envelope: string) => (fromBase64url(envelope)?.length ?? 0) - ENVELOPE_OVERHEAD_BYTES;

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(VaultDecryptError);
  return (error as VaultDecryptError).reason;
}

describe('vault records', () => {
  it('seals and opens each kind, checked by its contract', async () => {
    const secret = await key();
    const records: VaultPlaintextInput[] = [
      { kind: 'journey-day', day: 3, completed: true, reflection: '  I kept my word to myself.  ', completedAt: '2026-11-20T08:00:00.000Z' },
      { kind: 'journey-day', day: 4, completed: false, reflection: '' },
      { kind: 'boundary-script', toxicBehavior: 'gaslighting', situation: 'you said it never happened', tone: 'firm', generatedScript: 'When you said…', isFavorite: true },
      { kind: 'settings', autoLockMinutes: 5 },
    ];
    for (const record of records) {
      const opened = await openRecord(secret, RECORD_ID, await sealRecord(secret, RECORD_ID, record));
      expect(opened.kind).toBe(record.kind);
    }
    const day = await openRecord(secret, RECORD_ID, await sealRecord(secret, RECORD_ID, records[0]!));
    expect(day).toMatchObject({ reflection: 'I kept my word to myself.' });
    expect(await openRecord(secret, RECORD_ID, await sealRecord(secret, RECORD_ID, { kind: 'settings' }))).toEqual({ kind: 'settings', autoLockMinutes: 15 });
  });

  it('refuses to seal what breaks the limits of today’s tools', async () => {
    const secret = await key();
    const refused: unknown[] = [
      { kind: 'journey-day', day: 31, completed: false, reflection: '' },
      { kind: 'journey-day', day: 2, completed: true, reflection: '   ' },
      { kind: 'journey-day', day: 2, completed: false, reflection: 'x'.repeat(5001) },
      { kind: 'boundary-script', toxicBehavior: 'shouting', situation: 's', generatedScript: 'g', isFavorite: false },
      { kind: 'boundary-script', toxicBehavior: 'negging', situation: 'x'.repeat(1001), generatedScript: 'g', isFavorite: false },
      { kind: 'boundary-script', toxicBehavior: 'negging', situation: 's', generatedScript: 'x'.repeat(3001), isFavorite: false },
      { kind: 'boundary-script', toxicBehavior: 'negging', situation: 's', tone: 'loud', generatedScript: 'g', isFavorite: false },
      { kind: 'settings', autoLockMinutes: 10 },
      { kind: 'journal-entry', text: 'not yet' },
    ];
    for (const record of refused) await expect(sealRecord(secret, RECORD_ID, record as VaultPlaintextInput), JSON.stringify(record).slice(0, 80)).rejects.toThrow();
  });

  it('pads to whole blocks, so a short script and the settings look the same size', async () => {
    const secret = await key();
    const settings = await sealRecord(secret, RECORD_ID, { kind: 'settings' });
    const script = await sealRecord(secret, RECORD_ID, { kind: 'boundary-script', toxicBehavior: 'negging', situation: 'at dinner', generatedScript: 'No.', isFavorite: false });
    expect(sealedLength(settings)).toBe(VAULT_PLAINTEXT_BLOCK_BYTES);
    expect(sealedLength(script)).toBe(VAULT_PLAINTEXT_BLOCK_BYTES);
    expect(padPlaintext('x'.repeat(VAULT_PLAINTEXT_BLOCK_BYTES)).length).toBe(2 * VAULT_PLAINTEXT_BLOCK_BYTES);
  });

  it('says why a record cannot be shown: not authentic, not a record, or a kind from a newer page', async () => {
    const secret = await key();
    const sealed = await sealRecord(secret, RECORD_ID, { kind: 'settings' });
    expect(await reason(openRecord(await key(), RECORD_ID, sealed))).toBe('not-authentic');
    const raw = (text: string) => encryptEnvelope(secret, RECORD_ID, new TextEncoder().encode(text));
    expect(await reason(openRecord(secret, RECORD_ID, await raw('not json')))).toBe('invalid-content');
    expect(await reason(openRecord(secret, RECORD_ID, await raw('{"day":3}')))).toBe('invalid-content');
    expect(await reason(openRecord(secret, RECORD_ID, await raw('{"kind":"settings","autoLockMinutes":7}')))).toBe('invalid-content');
    expect(await reason(openRecord(secret, RECORD_ID, await raw('{"kind":"incident-record","when":"yesterday"}')))).toBe('unknown-kind');
    const invalidUtf8 = await encryptEnvelope(secret, RECORD_ID, new Uint8Array([0x7b, 0xff, 0x7d]));
    expect(await reason(openRecord(secret, RECORD_ID, invalidUtf8))).toBe('invalid-content');
  });
});
