import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  VAULT_FILE_CHUNK_BODY_LIMIT,
  VAULT_FILE_COMMIT_MAX,
  VAULT_FILE_MAX_CHUNKS,
  VAULT_TOTAL_MAX_BYTES,
  type VaultFileChunkStored,
  type VaultFileCommitted,
  type VaultFileDeleted,
  type VaultFilesHeld,
  type VaultRecordList,
} from '@core/contracts/vault';
import { vaultMessages } from '@core/content/validation';
import { toBase64url } from '@core/vault/base64url';
import { encryptEnvelope, reencryptEnvelope } from '@core/vault/envelope';
import { FILE_CHUNK_BYTES, newFileKey, openFile, sealFile } from '@core/vault/file-chunks';
import { REQUEST_TIMEOUT_MS } from '../app';
import { vaultIdFor } from '../auth/vault-sessions';
import { ChunkSlots } from '../chunk-slots';
import { vaultFileChunks } from '../db/schema';
import { purgeExpired } from '../retention/purge';
import { changedTables, snapshotDatabase } from '../test-support/database-snapshot';
import { CookieJar, useTestApp } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const newLocator = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const newKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
type OpenApiOperation = { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, { content?: Record<string, unknown> }> };
const OCTETS = { 'content-type': 'application/octet-stream' };

/** A photo-sized file whose every 4 KB holds a marker, to look for in what the server keeps. */
const MARKER = 'PHOTO-MARKER-7f3a';
function markedFile(bytes: number): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(bytes);
  const marker = new TextEncoder().encode(MARKER);
  for (let at = 0; at + marker.length <= bytes; at += 4096) file.set(marker, at);
  return file;
}

/** Chunk slots that remember how many chunks were in at once, and how many waited. */
class WatchedSlots extends ChunkSlots {
  mostBusy = 0;
  mostQueued = 0;
  override async hold(reply: FastifyReply): Promise<void> {
    this.mostQueued = Math.max(this.mostQueued, this.queued + (this.busy === this.size ? 1 : 0));
    await super.hold(reply);
    this.mostBusy = Math.max(this.mostBusy, this.busy);
  }
}

describe.each(testDatabases())('her files in the vault API on $name', (target) => {
  // Two at once, so every test here also shows that each answer, refusals included, gives its slot back.
  const slots = new WatchedSlots(2);
  const suite = useTestApp(target, { config: { rateLimitEnabled: false }, chunkSlots: slots });
  const allSlotsFree = () => vi.waitFor(() => expect([slots.busy, slots.queued]).toEqual([0, 0]));

  const openSession = async (locator: string) => {
    const jar = new CookieJar();
    jar.store(await suite.app.inject({ method: 'POST', url: '/api/vault/session', payload: { locator }, headers: jar.headers() }));
    return jar;
  };
  const putChunk = (jar: CookieJar, fileId: string, index: number, bytes: Uint8Array, headers: Record<string, string> = OCTETS) =>
    suite.app.inject({ method: 'PUT', url: `/api/vault/files/${fileId}/chunks/${index}`, headers: { ...jar.headers(), ...headers }, payload: Buffer.from(bytes) });
  const getChunk = (jar: CookieJar, fileId: string, index: number) => suite.app.inject({ method: 'GET', url: `/api/vault/files/${fileId}/chunks/${index}`, headers: jar.headers() });
  const usage = async (jar: CookieJar) => (await suite.app.inject({ method: 'GET', url: '/api/vault/records', headers: jar.headers() })).json<VaultRecordList>().usage;
  const chunksOf = (locator: string) =>
    suite.database.db.select().from(vaultFileChunks).where(eq(vaultFileChunks.vaultId, vaultIdFor(testConfig().vaultPepper, locator)));

  /** Seals and uploads a file as her browser does; answers its key and chunk count. */
  async function upload(jar: CookieJar, fileId: string, plain: Uint8Array<ArrayBuffer>) {
    const { key } = await newFileKey();
    const sealed = await sealFile(key, fileId, new Blob([plain]), async (index, chunk) => {
      const response = await putChunk(jar, fileId, index, chunk);
      expect(response.statusCode, `chunk ${index}`).toBe(201);
    });
    return { key, ...sealed };
  }

  it('keeps a sealed file, counts it in her quota, answers each chunk as stored, and keeps none of her bytes in the clear', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    const fileId = crypto.randomUUID();
    const plain = markedFile(2 * FILE_CHUNK_BYTES + 1000);
    const { key, chunks } = await upload(jar, fileId, plain);
    expect(chunks).toBe(3);

    const stored = await chunksOf(locator);
    const storedBytes = stored.reduce((sum, row) => sum + row.size, 0);
    expect(stored).toHaveLength(3);
    expect(Buffer.concat(stored.map((row) => row.bytes)).includes(MARKER)).toBe(false);
    expect(await usage(jar)).toMatchObject({ records: 0, bytes: 0, fileBytes: storedBytes, maxTotalBytes: VAULT_TOTAL_MAX_BYTES });

    const opened = await openFile(key, fileId, 3, 'image/jpeg', async (index) => {
      const response = await getChunk(jar, fileId, index);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['cache-control']).toBe('no-store');
      return new Uint8Array(response.rawPayload);
    });
    // Buffer.equals: a deep equality of megabytes, byte by byte, takes vitest many seconds.
    expect(Buffer.from(await opened.arrayBuffer()).equals(plain)).toBe(true);
  });

  it('lets no sender hold a chunk slot for ever: a request not all received in five minutes is dropped', () => {
    expect(suite.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('answers a retried chunk by replacing it, and says how full her space is', async () => {
    const jar = await openSession(newLocator());
    const fileId = crypto.randomUUID();
    const chunk = new Uint8Array(100).fill(7);
    chunk[0] = 1;
    expect((await putChunk(jar, fileId, 0, chunk)).statusCode).toBe(201);
    const retried = new Uint8Array(120).fill(9);
    retried[0] = 1;
    const again = await putChunk(jar, fileId, 0, retried);
    expect(again.statusCode).toBe(200);
    expect(again.json<VaultFileChunkStored>()).toMatchObject({ fileId, index: 0, size: 120, usage: { fileBytes: 120, maxTotalBytes: VAULT_TOTAL_MAX_BYTES } });
    expect(Buffer.from((await getChunk(jar, fileId, 0)).rawPayload).equals(retried)).toBe(true);
  });

  it('stores chunks sent all at once, taking two in at a time, and holds none after', async () => {
    const jar = await openSession(newLocator());
    const fileId = crypto.randomUUID();
    const chunks = Array.from({ length: 6 }, (_, index) => {
      const chunk = new Uint8Array(FILE_CHUNK_BYTES / 4).fill(index + 10);
      chunk[0] = 1;
      return chunk;
    });
    slots.mostBusy = 0;
    slots.mostQueued = 0;
    const answers = await Promise.all(chunks.map((chunk, index) => putChunk(jar, fileId, index, chunk)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect([slots.mostBusy, slots.mostQueued > 0]).toEqual([2, true]);
    await allSlotsFree();
    for (const [index, chunk] of chunks.entries()) expect(Buffer.from((await getChunk(jar, fileId, index)).rawPayload).equals(chunk), `chunk ${index}`).toBe(true);
  });

  it('serves no file to another vault, nor without a session, and another vault cannot delete it', async () => {
    const locator = newLocator();
    const owner = await openSession(locator);
    const fileId = crypto.randomUUID();
    await upload(owner, fileId, markedFile(5000));
    const stranger = await openSession(newLocator());
    const theirs = await getChunk(stranger, fileId, 0);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { error: vaultMessages.fileMissing, reason: 'fileMissing' }]);
    expect((await getChunk(new CookieJar(), fileId, 0)).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/vault/files/${fileId}`, headers: stranger.headers() })).statusCode).toBe(200);
    expect(await chunksOf(locator)).toHaveLength(1);
    expect((await putChunk(new CookieJar(), fileId, 0, new Uint8Array([1, 2, 3].concat(Array(40).fill(0))))).statusCode).toBe(401);
  });

  it('refuses what is not a sealed chunk, a chunk too big and an index past the largest file, storing nothing', async () => {
    const jar = await openSession(newLocator());
    const fileId = crypto.randomUUID();
    const before = await snapshotDatabase(suite.database.db);
    const json = await suite.app.inject({ method: 'PUT', url: `/api/vault/files/${fileId}/chunks/0`, headers: jar.headers(), payload: { bytes: 'AQID' } });
    expect([json.statusCode, json.json()]).toEqual([415, { error: vaultMessages.fileChunkInvalid, reason: 'fileChunkInvalid' }]);
    const notSealed = await putChunk(jar, fileId, 0, new Uint8Array(64).fill(2));
    expect([notSealed.statusCode, notSealed.json()]).toEqual([400, { error: vaultMessages.fileChunkInvalid, reason: 'fileChunkInvalid' }]);
    const tooBig = new Uint8Array(VAULT_FILE_CHUNK_BODY_LIMIT + 1);
    tooBig[0] = 1;
    expect((await putChunk(jar, fileId, 0, tooBig)).statusCode).toBe(413);
    const tiny = new Uint8Array(64);
    tiny[0] = 1;
    expect((await putChunk(jar, fileId, VAULT_FILE_MAX_CHUNKS, tiny)).statusCode).toBe(400);
    expect((await putChunk(jar, fileId, -1, tiny)).statusCode).toBe(400);
    expect((await putChunk(new CookieJar(), fileId, 0, tiny)).statusCode).toBe(401);
    expect(changedTables(before, await snapshotDatabase(suite.database.db))).toEqual([]);
    await allSlotsFree();
  });

  it('refuses a chunk past her 100 MB, records and files together, with its own sentence, and still deletes', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    // A vault nearly full: one stored row whose counted size fills all but 100 bytes.
    const fullId = crypto.randomUUID();
    const vaultId = vaultIdFor(testConfig().vaultPepper, locator);
    await suite.database.db.insert(vaultFileChunks).values({ vaultId, fileId: fullId, chunkIndex: 0, bytes: Buffer.from([1]), size: VAULT_TOTAL_MAX_BYTES - 100 });
    const chunk = new Uint8Array(200);
    chunk[0] = 1;
    const full = await putChunk(jar, crypto.randomUUID(), 0, chunk);
    expect([full.statusCode, full.json()]).toEqual([413, { error: vaultMessages.filesFull, reason: 'filesFull' }]);
    // A record that would pass the total is refused the same way.
    const recordId = crypto.randomUUID();
    const envelope = await encryptEnvelope(await newKey(), recordId, new Uint8Array(400));
    const record = await suite.app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope, baseVersion: 0 } });
    expect([record.statusCode, record.json()]).toEqual([413, { error: vaultMessages.filesFull, reason: 'filesFull' }]);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/vault/files/${fullId}`, headers: jar.headers() })).statusCode).toBe(200);
    expect((await putChunk(jar, crypto.randomUUID(), 0, chunk)).statusCode).toBe(201);
  });

  it('deletes a file, answering what her vault then holds, and every file with "Delete my data"', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await upload(jar, first, markedFile(3000));
    await upload(jar, second, markedFile(FILE_CHUNK_BYTES + 5));
    const deleted = await suite.app.inject({ method: 'DELETE', url: `/api/vault/files/${first}`, headers: jar.headers() });
    expect(deleted.statusCode).toBe(200);
    expect((await getChunk(jar, first, 0)).statusCode).toBe(404);
    const left = await chunksOf(locator);
    expect(left.map((row) => row.fileId)).toEqual([second, second]);
    // The freed room is in the answer: only the second file's chunks are counted, as a new unlock would count them.
    expect(deleted.json<VaultFileDeleted>().usage.fileBytes).toBe(left.reduce((sum, row) => sum + row.size, 0));
    expect(deleted.json<VaultFileDeleted>().usage).toEqual(await usage(jar));
    expect((await suite.app.inject({ method: 'DELETE', url: '/api/vault', headers: jar.headers() })).statusCode).toBe(204);
    expect(await chunksOf(locator)).toHaveLength(0);
  });

  it('is in the OpenAPI document: raw bytes in, raw bytes out, with the limits it answers', async () => {
    const document = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    const chunk = document.paths['/api/vault/files/{fileId}/chunks/{index}'];
    expect(Object.keys(chunk?.put?.requestBody?.content ?? {})).toEqual(['application/octet-stream']);
    expect(Object.keys(chunk?.put?.responses ?? {})).toEqual(expect.arrayContaining(['201', '413', '415', '507']));
    expect(Object.keys(chunk?.get?.responses?.['200']?.content ?? {})).toEqual(['application/octet-stream']);
    expect(Object.keys(document.paths['/api/vault/files/{fileId}']?.delete?.responses?.['200']?.content ?? {})).toEqual(['application/json']);
  });

  it('moves her files with her records when she changes her passphrase', async () => {
    const oldLocator = newLocator();
    const jar = await openSession(oldLocator);
    const fileId = crypto.randomUUID();
    const plain = markedFile(4000);
    const { key: fileKey } = await upload(jar, fileId, plain);
    const oldKey = await newKey();
    const recordId = crypto.randomUUID();
    const envelope = await encryptEnvelope(oldKey, recordId, new TextEncoder().encode('a record that holds the file key'));
    expect((await suite.app.inject({ method: 'PUT', url: `/api/vault/records/${recordId}`, headers: jar.headers(), payload: { envelope, baseVersion: 0 } })).statusCode).toBe(201);

    const targetLocator = newLocator();
    const moved = await suite.app.inject({
      method: 'POST',
      url: '/api/vault/rekey',
      headers: jar.headers(),
      payload: { currentLocator: oldLocator, newLocator: targetLocator, records: [{ recordId, version: 1, envelope: await reencryptEnvelope(oldKey, await newKey(), recordId, envelope) }] },
    });
    expect(moved.statusCode).toBe(200);
    jar.store(moved);
    expect(moved.json<VaultRecordList>().usage.fileBytes).toBeGreaterThan(4000);
    expect(await chunksOf(oldLocator)).toHaveLength(0);
    const opened = await openFile(fileKey, fileId, 1, '', async (index) => new Uint8Array((await getChunk(jar, fileId, index)).rawPayload));
    // Buffer.equals: a deep equality of megabytes, byte by byte, takes vitest many seconds.
    expect(Buffer.from(await opened.arrayBuffer()).equals(plain)).toBe(true);
  });

  const commit = (jar: CookieJar, fileIds: unknown) => suite.app.inject({ method: 'POST', url: '/api/vault/files/commit', headers: jar.headers(), payload: { fileIds } });

  it('keeps a committed file, and the purge deletes one never committed a day after it arrived (a test clock), counting it in her quota meanwhile', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    const savedFile = crypto.randomUUID();
    const abandonedFile = crypto.randomUUID();
    const plain = markedFile(FILE_CHUNK_BYTES + 10);
    const saved = await upload(jar, savedFile, plain);
    await upload(jar, abandonedFile, markedFile(FILE_CHUNK_BYTES + 10));
    // Pending bytes count in her quota like any other: an abandoned upload cannot fill the disk beyond her 100 MB.
    const stored = (await chunksOf(locator)).reduce((sum, row) => sum + row.size, 0);
    expect((await usage(jar)).fileBytes).toBe(stored);
    expect((await chunksOf(locator)).every((row) => row.committedAt === null)).toBe(true);

    // Her browser commits the file once the record naming it is saved; again, it changes nothing.
    const committed = await commit(jar, [savedFile]);
    expect(committed.statusCode).toBe(200);
    expect(committed.json<VaultFileCommitted>()).toEqual({ committed: 1 });
    expect((await commit(jar, [savedFile, savedFile])).json<VaultFileCommitted>()).toEqual({ committed: 0 });
    // Another vault cannot commit her pending file (nor learn it exists: the same answer as for an unknown id).
    const other = await openSession(newLocator());
    expect((await commit(other, [abandonedFile])).json<VaultFileCommitted>()).toEqual({ committed: 0 });
    expect((await commit(other, [crypto.randomUUID()])).json<VaultFileCommitted>()).toEqual({ committed: 0 });

    // 23 hours on: nothing goes. 25 hours on: the abandoned upload goes, the committed file stays and opens.
    const purge = (hours: number) =>
      purgeExpired(suite.database.db, { retentionDays: testConfig().retentionDays, outboxDir: testConfig().outboxDir, now: new Date(Date.now() + hours * 3600 * 1000) });
    // (The other tests of this file leave pending uploads of their own in the same database: counted, not named.)
    await purge(23);
    expect((await chunksOf(locator)).map((row) => row.fileId).filter((id) => id === abandonedFile)).toHaveLength(2);
    expect((await purge(25)).counts.pendingFileChunks).toBeGreaterThanOrEqual(2);
    expect([...new Set((await chunksOf(locator)).map((row) => row.fileId))]).toEqual([savedFile]);
    expect((await getChunk(jar, abandonedFile, 0)).statusCode).toBe(404);
    const opened = await openFile(saved.key, savedFile, saved.chunks, '', async (index) => new Uint8Array((await getChunk(jar, savedFile, index)).rawPayload));
    expect(Buffer.from(await opened.arrayBuffer()).equals(plain)).toBe(true);
    expect((await usage(jar)).fileBytes).toBe((await chunksOf(locator)).reduce((sum, row) => sum + row.size, 0));
  });

  it('refuses a commit without a session, or with ids that are not file ids, too many or none, changing nothing', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    const fileId = crypto.randomUUID();
    await upload(jar, fileId, markedFile(100));
    expect((await commit(new CookieJar(), [fileId])).statusCode).toBe(401);
    for (const bad of [[], ['not-a-uuid'], [fileId.toUpperCase()], 'x', Array.from({ length: VAULT_FILE_COMMIT_MAX + 1 }, () => crypto.randomUUID())]) {
      const answer = await commit(jar, bad);
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(answer.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    expect((await chunksOf(locator)).every((row) => row.committedAt === null)).toBe(true);
  });

  const held = (jar: CookieJar, fileIds: unknown) => suite.app.inject({ method: 'POST', url: '/api/vault/files/held', headers: jar.headers(), payload: { fileIds } });

  it('says which of the asked files her vault holds (chunks and bytes, pending or kept) and its usage; another vault\'s files are not named', async () => {
    const locator = newLocator();
    const jar = await openSession(locator);
    const kept = crypto.randomUUID();
    const pending = crypto.randomUUID();
    const unknown = crypto.randomUUID();
    await upload(jar, kept, markedFile(FILE_CHUNK_BYTES + 10));
    await upload(jar, pending, markedFile(100));
    await commit(jar, [kept]);
    const rows = await chunksOf(locator);
    const bytesOf = (fileId: string) => rows.filter((row) => row.fileId === fileId).reduce((sum, row) => sum + row.size, 0);

    const answer = await held(jar, [kept, pending, unknown, kept]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<VaultFilesHeld>();
    expect(body.files).toEqual(
      [
        { fileId: kept, chunks: 2, bytes: bytesOf(kept) },
        { fileId: pending, chunks: 1, bytes: bytesOf(pending) },
      ].sort((a, b) => a.fileId.localeCompare(b.fileId)),
    );
    expect(body.usage).toEqual(await usage(jar));
    // Another vault holds none of them, and learns nothing: the same answer as for unknown ids.
    const other = await openSession(newLocator());
    expect((await held(other, [kept, pending])).json<VaultFilesHeld>().files).toEqual([]);
    expect((await held(new CookieJar(), [kept])).statusCode).toBe(401);
    for (const bad of [[], ['not-a-uuid'], Array.from({ length: VAULT_FILE_COMMIT_MAX + 1 }, () => crypto.randomUUID())]) expect((await held(jar, bad)).statusCode).toBe(400);
  });

  it('documents the commit in the OpenAPI document', async () => {
    const document = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    const operation = document.paths['/api/vault/files/commit']?.post;
    expect(operation?.requestBody?.content).toHaveProperty('application/json');
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
  });
});
