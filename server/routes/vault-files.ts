import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema } from '@core/contracts/common';
import {
  VAULT_FILE_CHUNK_BODY_LIMIT,
  vaultFileChunkParamSchema,
  vaultFileChunkStoredSchema,
  vaultFileCommitSchema,
  vaultFileCommittedSchema,
  vaultFileDeletedSchema,
  vaultFileIdParamSchema,
  vaultFilesHeldSchema,
  type VaultUsage,
  vaultUsage,
} from '@core/contracts/vault';
import { vaultMessages } from '@core/content/validation';
import { ENVELOPE_VERSION } from '@core/vault/envelope';
import { FILE_CHUNK_OVERHEAD_BYTES } from '@core/vault/file-chunks';
import { requireVaultSession } from '../auth/vault-sessions';
import { commitFiles, deleteFile, heldFiles, putFileChunk, readFileChunk } from '../db/vault-files';
import type { Database } from '../db/client';
import { fileBytesOf, usageOf } from '../db/vault';
import { HttpError } from '../errors';
import { type RouteContext, readRateLimit, writeRateLimit } from '../route-context';
import { VaultWriteBudget } from '../security/vault-write-budget';

const OCTETS = 'application/octet-stream';

/** A sealed chunk as the body: the raw bytes, never JSON (checked here, so a JSON body gets our own sentence). */
const chunkBodySchema = z.custom<Buffer>((value) => Buffer.isBuffer(value), { error: vaultMessages.fileChunkInvalid });
const sealedChunkSchema = z.string().check(z.meta({ description: 'The sealed chunk (application/octet-stream), as it was sent.' }));

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** What one vault holds now, records and files, with its limits: the usage a restore and a delete answer. */
async function usageNow(db: Database, vaultId: string): Promise<VaultUsage> {
  return vaultUsage({ ...(await usageOf(db, vaultId)), fileBytes: await fileBytesOf(db, vaultId) });
}

/**
 * Her photos and files (docs/decisions/0032): sealed chunks of at most 1 MiB each, so no request
 * body is ever bigger than one chunk, and at most CHUNKS_IN_FLIGHT chunks are read and held at
 * once (server/chunk-slots.ts, docs/decisions/0052). Every route needs her vault session and
 * reaches only that vault's files. Registered as its own plugin, so the raw-bytes parser serves
 * these routes only: every other route stays JSON.
 */
export const vaultFileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits, vaultStorage, chunkSlots }) => {
  const budget = new VaultWriteBudget(limits, config.vaultDailyWriteBytes);

  app.addContentTypeParser(OCTETS, { parseAs: 'buffer', bodyLimit: VAULT_FILE_CHUNK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  // A JSON body (the one other type these routes parse) is not a chunk: our own sentence, not a JSON one.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'PUT' && !Buffer.isBuffer(request.body)) throw new HttpError(415, vaultMessages.fileChunkInvalid, 'fileChunkInvalid');
  });

  app.put(
    '/api/vault/files/:fileId/chunks/:index',
    {
      bodyLimit: VAULT_FILE_CHUNK_BODY_LIMIT,
      // A 25 MB file is 25 requests; ten at once from one shared connection stay well under this.
      config: writeRateLimit(600),
      // After the rate limit and the origin check (onRequest), before a byte of the body is read.
      preParsing: async (_request, reply, payload) => {
        await chunkSlots.hold(reply);
        return payload;
      },
      schema: {
        description: 'Stores one sealed chunk of one of her files (core/vault/file-chunks.ts), sent as application/octet-stream.',
        consumes: [OCTETS],
        params: vaultFileChunkParamSchema,
        body: chunkBodySchema,
        response: { 200: vaultFileChunkStoredSchema, 201: vaultFileChunkStoredSchema, 413: apiErrorSchema, 415: apiErrorSchema, 507: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      const bytes = request.body;
      if (bytes.length < FILE_CHUNK_OVERHEAD_BYTES || bytes[0] !== ENVELOPE_VERSION) throw new HttpError(400, vaultMessages.fileChunkInvalid, 'fileChunkInvalid');
      if (!(await budget.spend(request.ip, bytes.length))) throw new HttpError(429, vaultMessages.writeBudgetSpent, 'writeBudgetSpent');
      const index = Number(request.params.index);
      const result = await putFileChunk(db, {
        vaultId: session.vaultId,
        fileId: request.params.fileId,
        index,
        bytes,
        now: new Date(),
        maxGrowth: await vaultStorage.room(),
      });
      if (result.outcome === 'files-full') throw new HttpError(413, vaultMessages.filesFull, 'filesFull');
      if (result.outcome === 'storage-full') throw new HttpError(507, vaultMessages.storageFull, 'storageFull');
      vaultStorage.noteGrowth(result.growth);
      return reply.status(result.outcome === 'created' ? 201 : 200).send({
        fileId: request.params.fileId,
        index,
        size: bytes.length,
        usage: vaultUsage(result.usage),
      });
    },
  );

  app.get(
    '/api/vault/files/:fileId/chunks/:index',
    {
      // Forty thumbnails never come here (they are inside her records); a pack of 20 photos is about 100 chunks.
      config: readRateLimit(600),
      schema: {
        description: 'One sealed chunk of one of her files, as stored (application/octet-stream).',
        produces: [OCTETS],
        params: vaultFileChunkParamSchema,
        response: { 200: sealedChunkSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      const bytes = await readFileChunk(db, session.vaultId, request.params.fileId, Number(request.params.index));
      if (!bytes) throw new HttpError(404, vaultMessages.fileMissing, 'fileMissing');
      // Fastify sends a Buffer as it is (no serializer); the declared string schema only documents it.
      return reply.header('content-type', OCTETS).send(bytes as unknown as string);
    },
  );

  app.delete(
    '/api/vault/files/:fileId',
    {
      config: writeRateLimit(120),
      schema: {
        description: 'Deletes every chunk of one of her files (also when there was none) and answers what her vault then holds, so the page counts the room it freed.',
        params: vaultFileIdParamSchema,
        response: { 200: vaultFileDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const session = await requireVaultSession(db, request);
      await deleteFile(db, session.vaultId, request.params.fileId);
      // Deleting always works, full or not; the next write reads the freed total.
      vaultStorage.forget();
      return { usage: await usageNow(db, session.vaultId) };
    },
  );

  app.post(
    '/api/vault/files/commit',
    {
      // After each save, and once per journal opening in batches of 100: a journal of thousands of photos stays well under this.
      config: writeRateLimit(120),
      schema: {
        description:
          'Marks her files as kept once the record naming them is saved (docs/decisions/0041). Chunks never committed are deleted by the purge a day after they arrived. Carries file ids only, never a record id.',
        body: vaultFileCommitSchema,
        response: { 200: vaultFileCommittedSchema, ...errors },
      },
    },
    async (request) => {
      const session = await requireVaultSession(db, request);
      return { committed: await commitFiles(db, session.vaultId, [...new Set(request.body.fileIds)], new Date()) };
    },
  );

  app.post(
    '/api/vault/files/held',
    {
      // Once per restore, in batches of 100 ids: a vault of thousands of photos stays well under this.
      config: readRateLimit(120),
      schema: {
        description:
          'Which of these files her vault holds (pending or kept: chunk count and sealed bytes; files it does not hold are left out) and what it holds in all, so a restore sends only what is missing and first checks it fits (docs/decisions/0049).',
        body: vaultFileCommitSchema,
        response: { 200: vaultFilesHeldSchema, ...errors },
      },
    },
    async (request) => {
      const session = await requireVaultSession(db, request);
      const files = await heldFiles(db, session.vaultId, [...new Set(request.body.fileIds)]);
      return { files, usage: await usageNow(db, session.vaultId) };
    },
  );
};
