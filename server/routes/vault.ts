import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import { normalizeEmail } from '@core/contracts/tools';
import { vaultMessages } from '@core/content/validation';
import {
  VAULT_MAX_BYTES,
  VAULT_MAX_RECORDS,
  VAULT_RECORD_MAX_BYTES,
  type VaultMigrationAnswer,
  type VaultRecord,
  type VaultRecordList,
  vaultConflictSchema,
  vaultMigrationAnswerSchema,
  vaultMigrationCompleteSchema,
  vaultMigrationOfferSchema,
  vaultMigrationRequestSchema,
  vaultRecordIdParamSchema,
  vaultRecordListSchema,
  vaultRecordPutSchema,
  vaultRecordSchema,
  vaultRekeyRequestSchema,
  vaultSessionRequestSchema,
  vaultUsage,
} from '@core/contracts/vault';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { MIGRATION_TOKEN_LIFETIME_MS, readMigrationToken, signMigrationToken, vaultTag } from '../auth/vault-migration-token';
import { legacyToolsOpen } from '../config';
import { clearVaultCookie, requireVaultSession, startVaultSession, vaultIdFor } from '../auth/vault-sessions';
import {
  deleteLegacyToolDataIfUnchanged,
  digestLegacyToolData,
  readLegacyToolData,
  toAffirmationRecord,
  toSavedBoundaryScript,
} from '../db/legacy-tool-data';
import { findAccount } from '../db/users';
import { type VaultRecordRow, deleteVault, deleteVaultRecord, fileBytesOf, listVaultRecords, putVaultRecord, rekeyVault, usageOf } from '../db/vault';
import { type ErrorReason, HttpError } from '../errors';
import { type RouteContext, readRateLimit, writeRateLimit } from '../route-context';
import { VaultWriteBudget } from '../security/vault-write-budget';

/** A put carries one envelope: room for one twice the limit, so a bigger one still gets our own 413 sentence. */
export const VAULT_PUT_BODY_LIMIT = 2 * VAULT_RECORD_MAX_BYTES;
/** A rekey carries the whole vault: every envelope, plus its id and version, plus the locators. */
export const VAULT_REKEY_BODY_LIMIT = VAULT_MAX_BYTES + VAULT_MAX_RECORDS * 256 + 64 * 1024;

export const duplicateRecordMessage = 'Each record may be sent only once.';

function toVaultRecord(row: VaultRecordRow): VaultRecord {
  return {
    recordId: row.recordId,
    version: row.version,
    envelope: row.envelope,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRecordList(rows: VaultRecordRow[], fileBytes: number): VaultRecordList {
  return {
    records: rows.map(toVaultRecord),
    usage: vaultUsage({ records: rows.length, bytes: rows.reduce((sum, row) => sum + row.size, 0), fileBytes }),
  };
}

const emptyMigration: VaultMigrationAnswer = { journey: [], boundaryScripts: [], migrationToken: null };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * The private vault (docs/decisions/0015; the endpoints are listed in core/contracts/vault.ts).
 * Every route but the opening one needs a vault session and reaches only that session's vault.
 * No answer depends on whether a vault holds anything, beyond the records its own session
 * lists; nothing locks an email or a vault: the limits are per address, sized by cost.
 */
export const vaultRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits, vaultStorage }) => {
  // No stranger fills the disk (issue 25): a daily byte budget per address, and a cap on the whole.
  const budget = new VaultWriteBudget(limits, config.vaultDailyWriteBytes);
  /** Spends `bytes` of this address's day (429 when spent). */
  const spendBudget = async (ip: string, bytes: number) => {
    if (!(await budget.spend(ip, bytes))) throw new HttpError(429, vaultMessages.writeBudgetSpent, 'writeBudgetSpent');
  };

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  // Checked when no old account matches, so a miss costs the same scrypt as a wrong passphrase.
  let standInHashPromise: Promise<string> | undefined;
  const standInHash = () => (standInHashPromise ??= hashPassword(randomBytes(24).toString('base64url')));

  app.post(
    '/api/vault/session',
    // Per address, sized by cost (one HMAC, one row): a shared connection (a library, a shelter) may hold several people.
    { config: writeRateLimit(60), schema: { body: vaultSessionRequestSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      // Nothing is looked up: the answer cannot differ between a used vault and a new one.
      await startVaultSession(db, request, reply, config, vaultIdFor(config.vaultPepper, request.body.locator));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/vault/records',
    { config: readRateLimit(60), schema: { response: { 200: vaultRecordListSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      return reply.send(toRecordList(await listVaultRecords(db, session.vaultId), await fileBytesOf(db, session.vaultId)));
    },
  );

  app.put(
    '/api/vault/records/:recordId',
    {
      bodyLimit: VAULT_PUT_BODY_LIMIT,
      config: writeRateLimit(120),
      schema: {
        params: vaultRecordIdParamSchema,
        body: vaultRecordPutSchema,
        response: { 200: vaultRecordSchema, 201: vaultRecordSchema, 409: vaultConflictSchema, 413: apiErrorSchema, 507: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      if (request.body.envelope.length > VAULT_RECORD_MAX_BYTES) throw new HttpError(413, vaultMessages.recordTooLarge, 'recordTooLarge');
      // Every byte written counts against the budget (an update writes too); the cap counts growth only.
      await spendBudget(request.ip, request.body.envelope.length);
      const result = await putVaultRecord(db, {
        vaultId: session.vaultId,
        recordId: request.params.recordId,
        envelope: request.body.envelope,
        baseVersion: request.body.baseVersion,
        now: new Date(),
        maxGrowth: await vaultStorage.room(),
      });
      switch (result.outcome) {
        case 'created':
          vaultStorage.noteGrowth(result.growth);
          return reply.status(201).send(toVaultRecord(result.row));
        case 'updated':
          vaultStorage.noteGrowth(result.growth);
          return reply.status(200).send(toVaultRecord(result.row));
        case 'conflict':
          return reply.status(409).send({ error: vaultMessages.conflict, reason: 'conflict' satisfies ErrorReason, current: result.current ? toVaultRecord(result.current) : null });
        case 'too-many-records':
          throw new HttpError(413, vaultMessages.tooManyRecords, 'tooManyRecords');
        case 'vault-full':
          throw new HttpError(413, vaultMessages.vaultFull, 'vaultFull');
        case 'files-full':
          throw new HttpError(413, vaultMessages.filesFull, 'filesFull');
        case 'storage-full':
          throw new HttpError(507, vaultMessages.storageFull, 'storageFull');
      }
    },
  );

  app.delete(
    '/api/vault/records/:recordId',
    { config: writeRateLimit(120), schema: { params: vaultRecordIdParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      await deleteVaultRecord(db, session.vaultId, request.params.recordId);
      // Deleting always works, full or not; the next write reads the freed total.
      vaultStorage.forget();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/vault/rekey',
    {
      bodyLimit: VAULT_REKEY_BODY_LIMIT,
      config: writeRateLimit(5),
      schema: {
        body: vaultRekeyRequestSchema,
        response: { 200: vaultRecordListSchema, 403: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 507: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      const { currentLocator, newLocator, records } = request.body;
      // Only someone who can derive the current locator (knows the passphrase) may change it.
      if (vaultIdFor(config.vaultPepper, currentLocator) !== session.vaultId) throw new HttpError(403, vaultMessages.rekeyWrongCurrent, 'rekeyWrongCurrent');
      const newVaultId = vaultIdFor(config.vaultPepper, newLocator);
      if (newVaultId === session.vaultId) throw new HttpError(400, vaultMessages.rekeySamePassphrase, 'rekeySamePassphrase');
      if (new Set(records.map((record) => record.recordId)).size !== records.length) throw new HttpError(400, duplicateRecordMessage);
      if (records.some((record) => record.envelope.length > VAULT_RECORD_MAX_BYTES)) throw new HttpError(413, vaultMessages.recordTooLarge, 'recordTooLarge');
      const sentBytes = records.reduce((sum, record) => sum + record.envelope.length, 0);
      if (sentBytes > VAULT_MAX_BYTES) throw new HttpError(413, vaultMessages.vaultFull, 'vaultFull');
      // A passphrase change moves her records: only bytes beyond what is stored now are new.
      const growth = sentBytes - (await usageOf(db, session.vaultId)).bytes;
      if (growth > 0 && (await vaultStorage.room()) < growth) throw new HttpError(507, vaultMessages.storageFull, 'storageFull');
      await spendBudget(request.ip, growth);

      const result = await rekeyVault(db, { fromVaultId: session.vaultId, toVaultId: newVaultId, records, now: new Date() });
      if (result.outcome === 'stale') throw new HttpError(409, vaultMessages.rekeyStale, 'rekeyStale');
      if (result.outcome === 'target-in-use') throw new HttpError(409, vaultMessages.rekeyTargetInUse, 'rekeyTargetInUse');
      vaultStorage.noteGrowth(growth);
      // Every session of the old vault, this one included, ended in the transaction.
      await startVaultSession(db, request, reply, config, newVaultId);
      return reply.send(toRecordList(result.rows, await fileBytesOf(db, newVaultId)));
    },
  );

  app.delete(
    '/api/vault',
    { config: writeRateLimit(10), schema: { response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      await deleteVault(db, session.vaultId);
      vaultStorage.forget();
      clearVaultCookie(reply, config);
      return reply.status(204).send();
    },
  );

  // The move of an old account happens only when she asks, and only until LEGACY_TOOLS_UNTIL:
  // after it the purge deletes the old rows and these routes answer 410.
  const refuseWhenEnded = () => {
    if (!legacyToolsOpen(config.legacyToolsUntil)) throw new HttpError(410, vaultMessages.legacyToolsEnded, 'legacyToolsEnded');
  };

  app.get(
    '/api/vault/migration',
    // Whether the page offers the move: the same answer for everyone, nothing looked up.
    { config: readRateLimit(60), schema: { response: { 200: vaultMigrationOfferSchema, 410: apiErrorSchema, 429: apiErrorSchema } } },
    async (_request, reply) => {
      refuseWhenEnded();
      return reply.send({ until: config.legacyToolsUntil });
    },
  );

  app.post(
    '/api/vault/migration',
    // Sent only when she asks for the move (one scrypt each).
    {
      config: writeRateLimit(30),
      schema: { body: vaultMigrationRequestSchema, response: { 200: vaultMigrationAnswerSchema, 410: apiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      refuseWhenEnded();
      const session = await requireVaultSession(db, request);
      const account = await findAccount(db, normalizeEmail(request.body.email));
      // The same scrypt whether or not the account exists: the time taken says nothing either.
      const matches = await verifyPassword(request.body.passphrase, account?.passwordHash ?? (await standInHash()));
      if (!account || account.role !== 'tool' || !matches) return reply.send(emptyMigration);

      const data = await readLegacyToolData(db, account);
      const migrationToken = signMigrationToken(config.sessionSecret, {
        userId: account.id,
        vault: vaultTag(session.vaultId),
        digest: digestLegacyToolData(account, data),
        expiresAt: Date.now() + MIGRATION_TOKEN_LIFETIME_MS,
      });
      return reply.send({ journey: data.journey.map(toAffirmationRecord), boundaryScripts: data.scripts.map(toSavedBoundaryScript), migrationToken });
    },
  );

  app.post(
    '/api/vault/migration/complete',
    {
      config: writeRateLimit(10),
      schema: { body: vaultMigrationCompleteSchema, response: { 204: noContentSchema, 409: apiErrorSchema, 410: apiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      refuseWhenEnded();
      const session = await requireVaultSession(db, request);
      const claims = readMigrationToken(config.sessionSecret, request.body.migrationToken);
      if (!claims || claims.vault !== vaultTag(session.vaultId)) throw new HttpError(400, vaultMessages.migrationTokenInvalid, 'migrationTokenInvalid');
      const outcome = await deleteLegacyToolDataIfUnchanged(db, claims.userId, claims.digest);
      if (outcome === 'changed') throw new HttpError(409, vaultMessages.migrationChanged, 'migrationChanged');
      // 'gone': moved already (a retried request) or deleted: the same end result.
      return reply.status(204).send();
    },
  );
};
