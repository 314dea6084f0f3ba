import { describe, expect, it } from 'vitest';
import { toBase64url } from '../vault/base64url';
import { ENVELOPE_OVERHEAD_BYTES } from '../vault/envelope';
import { vaultRecordIdParamSchema, vaultRecordPutSchema, vaultRekeyRequestSchema, vaultSessionRequestSchema } from './vault';

const locator = toBase64url(new Uint8Array(32).fill(7));
const envelope = toBase64url(new Uint8Array([1, ...new Uint8Array(ENVELOPE_OVERHEAD_BYTES)]));

describe('vault API contracts', () => {
  it('takes a locator of exactly 32 bytes in base64url', () => {
    expect(vaultSessionRequestSchema.safeParse({ locator }).success).toBe(true);
    for (const bad of [locator.slice(1), `${locator}A`, `${locator.slice(1)}+`, 'survivor@example.org', 7]) {
      expect(vaultSessionRequestSchema.safeParse({ locator: bad }).success, String(bad)).toBe(false);
    }
  });

  it('takes a lowercase UUID as a record id, nothing she could have written', () => {
    expect(vaultRecordIdParamSchema.safeParse({ recordId: crypto.randomUUID() }).success).toBe(true);
    for (const bad of [crypto.randomUUID().toUpperCase(), 'day-3', 'settings', '1', '']) {
      expect(vaultRecordIdParamSchema.safeParse({ recordId: bad }).success, bad).toBe(false);
    }
  });

  it('takes only a well-formed envelope and a whole base version', () => {
    expect(vaultRecordPutSchema.safeParse({ envelope, baseVersion: 0 }).success).toBe(true);
    const plain = { envelope: 'my reflection in plain text', baseVersion: 0 };
    expect(vaultRecordPutSchema.safeParse(plain).success).toBe(false);
    expect(vaultRecordPutSchema.safeParse({ envelope: toBase64url(new Uint8Array(40).fill(2)), baseVersion: 0 }).success).toBe(false);
    for (const baseVersion of [-1, 1.5, '1', null]) expect(vaultRecordPutSchema.safeParse({ envelope, baseVersion }).success).toBe(false);
  });

  it('takes a rekey of at most 5,000 records', () => {
    const record = { recordId: crypto.randomUUID(), version: 1, envelope };
    expect(vaultRekeyRequestSchema.safeParse({ currentLocator: locator, newLocator: locator, records: [record] }).success).toBe(true);
    const tooMany = Array.from({ length: 5001 }, () => record);
    expect(vaultRekeyRequestSchema.safeParse({ currentLocator: locator, newLocator: locator, records: tooMany }).success).toBe(false);
    expect(vaultRekeyRequestSchema.safeParse({ currentLocator: locator, newLocator: locator, records: [{ ...record, version: 0 }] }).success).toBe(false);
  });
});
