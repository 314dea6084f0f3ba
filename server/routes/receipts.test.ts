import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_RATE_LIMIT_PER_MINUTE, type Receipt, type ReceiptKeyList } from '@core/contracts/receipts';
import { checkReceipt } from '@core/receipts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';

const digest = 'a'.repeat(63) + 'b';

describe('POST /api/receipts and GET /.well-known/receipt-keys.json', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (payload: unknown, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/receipts', payload: payload as object, remoteAddress });

  it('answers a receipt over exactly the digest sent, signed by the published key, within a second of now', async () => {
    const before = Date.now();
    const response = await post({ digest });
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    expect(receipt.digest).toBe(digest);
    expect(Date.parse(receipt.signedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(receipt.signedAt)).toBeLessThanOrEqual(Date.now());
    const keys = (await app.inject({ method: 'GET', url: '/.well-known/receipt-keys.json' })).json<ReceiptKeyList>();
    expect(keys.keys.map((key) => key.keyId)).toContain(receipt.keyId);
    expect(await checkReceipt(receipt, digest, keys)).toBe('valid');
    // Another digest, or another time, does not pass with this signature.
    expect(await checkReceipt(receipt, 'c'.repeat(64), keys)).toBe('other-digest');
    const later = new Date(Date.parse(receipt.signedAt) + 1000).toISOString();
    expect(await checkReceipt({ ...receipt, signedAt: later }, digest, keys)).toBe('bad-signature');
    // Every receipt has its own id.
    expect((await post({ digest })).json<Receipt>().id).not.toBe(receipt.id);
  });

  it('answers 400 with a sentence for anything but one 64-character lower-case hex digest, and logs no digest', async () => {
    for (const payload of [{}, { digest: 'A'.repeat(64) }, { digest: 'a'.repeat(63) }, { digest: 42 }, { digest, text: 'what happened' }, []]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/\w/);
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('a'.repeat(32));
  });

  it('publishes its keys with their dates; the route is in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/receipt-keys.json' });
    expect(response.statusCode).toBe(200);
    const list = response.json<ReceiptKeyList>();
    expect(list.format).toBe('save-sisterhood-receipt-keys');
    expect(list.keys.at(-1)).toMatchObject({ until: null });
    const openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(openapi.paths)).toContain('/api/receipts');
  });

  it(`answers 429 after ${RECEIPT_RATE_LIMIT_PER_MINUTE} receipts a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= RECEIPT_RATE_LIMIT_PER_MINUTE; index += 1) statuses.push((await post({ digest }, '198.51.100.9')).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('receipt keys from the configuration', () => {
  it('signs with RECEIPT_SIGNING_KEY and publishes it with RECEIPT_PREVIOUS_KEYS and their dates', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const previous = Buffer.from(createPublicKey(generateKeyPairSync('ed25519').privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64url');
    const database = await openTestDatabase();
    const config = testConfig();
    const { loadConfig } = await import('../config');
    const configured = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      DATA_DIR: config.dataDir,
      RECEIPT_SIGNING_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      RECEIPT_SIGNING_KEY_SINCE: '2027-01-01',
      RECEIPT_PREVIOUS_KEYS: JSON.stringify([{ publicKey: previous, from: '2026-01-01', until: '2027-01-01' }]),
    });
    const app = await buildApp({ ...config, receiptKeys: configured.receiptKeys }, { database });
    try {
      const list = (await app.inject({ method: 'GET', url: '/.well-known/receipt-keys.json' })).json<ReceiptKeyList>();
      expect(list.keys).toEqual([
        expect.objectContaining({ publicKey: previous, from: '2026-01-01T00:00:00.000Z', until: '2027-01-01T00:00:00.000Z' }),
        expect.objectContaining({ publicKey: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64url'), from: '2027-01-01T00:00:00.000Z', until: null }),
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
