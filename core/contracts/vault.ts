/**
 * The private vault (DESIGN.md "private vault", docs/decisions/0015): the API the browser talks
 * to, and the records it keeps encrypted inside it. The server sees the first half only.
 *
 * Endpoints (every answer `cache-control: no-store`; errors are `{ error }` sentences):
 * - POST   /api/vault/session          VaultSessionRequest → 204 and a `save_vault` cookie, the same
 *                                      answer whether or not anything is stored under the locator.
 * - DELETE /api/session                → 204: ends the vault session and the old tool session ("Lock",
 *                                      idle lock, the quick exit).
 * - GET    /api/vault/records          → 200 VaultRecordList; 401 without a vault session.
 * - PUT    /api/vault/records/:recordId VaultRecordPut → 201 VaultRecord (created) or 200 (updated);
 *                                      409 VaultConflict when `baseVersion` is not the stored version;
 *                                      413 over a record's or the vault's limit; 429 `writeBudgetSpent` when
 *                                      this address wrote its day's bytes; 507 `storageFull` when every
 *                                      vault together is at VAULT_STORAGE_CAP_MB (docs/decisions/0015).
 * - DELETE /api/vault/records/:recordId → 204 (also when there was no such record).
 * - POST   /api/vault/rekey            VaultRekeyRequest → 200 VaultRecordList of the new vault and a
 *                                      new cookie; 403 wrong current locator; 409 stale records or a
 *                                      new vault already in use; 413 over the limits; 429 / 507 as a put,
 *                                      for the bytes it adds.
 * - DELETE /api/vault                  → 204: every record, file chunk and session of the vault, at once.
 * - PUT    /api/vault/files/:fileId/chunks/:index  one sealed chunk (core/vault/file-chunks.ts) as
 *                                      `application/octet-stream`, at most VAULT_FILE_CHUNK_BODY_LIMIT bytes
 *                                      → 201 VaultFileChunkStored (200 when it replaced the same chunk);
 *                                      413 over the file's or the vault's limit (VAULT_TOTAL_MAX_BYTES);
 *                                      415 for any other body; 429 / 507 as a put (docs/decisions/0032).
 * - GET    /api/vault/files/:fileId/chunks/:index  → 200 the sealed chunk (`application/octet-stream`); 404.
 * - DELETE /api/vault/files/:fileId     → 200 VaultFileDeleted: every chunk of the file went (also when
 *                                      there was none); the answer says what her vault holds now.
 * - POST   /api/vault/files/commit      VaultFileCommit → 200 VaultFileCommitted: these files are kept
 *                                      (sent once the record naming them is saved); chunks never committed
 *                                      are deleted by the purge a day after they arrived (docs/decisions/0041).
 * - POST   /api/vault/files/held        VaultFileCommit → 200 VaultFilesHeld: which of these files her vault
 *                                      holds (chunks and bytes, pending or kept) and its usage, so a restore
 *                                      sends only the files missing and first checks they fit.
 * - GET    /api/vault/migration        → 200 VaultMigrationOffer (the last day an old account may move
 *                                      in, LEGACY_TOOLS_UNTIL); 410 after it.
 * - POST   /api/vault/migration        VaultMigrationRequest → 200 VaultMigrationAnswer (old account rows
 *                                      and a token, or the same shape empty); needs a vault session;
 *                                      sent only when she asks for the move; 410 after LEGACY_TOOLS_UNTIL.
 * - POST   /api/vault/migration/complete VaultMigrationComplete → 204: the rows handed out and the old
 *                                      account are deleted; 400 bad or expired token; 409 rows changed;
 *                                      410 after LEGACY_TOOLS_UNTIL.
 */
import * as z from 'zod/mini';
import { boundaryToneIds } from '../content/boundary-ids';
import { fromBase64url } from '../vault/base64url';
import { isWellFormedEnvelope } from '../vault/envelope';
import { codesOf } from './codes';
import { FILE_CHUNK_BYTES, FILE_CHUNK_MAX_SEALED_BYTES, FILE_MAX_BYTES } from '../vault/file-chunks';
import { emailField } from './common';
import { exitPlanNotePlaintextSchema, exitPlanStepPlaintextSchema } from './exit-plan';
import { journalEntryPlaintextSchema } from './journal';
import { shareLinkPlaintextSchema } from './share';
import { symptomLogPlaintextSchema } from './symptoms';
import {
  REFLECTION_MAX_LENGTH,
  toolFieldCodes,
  affirmationCompleteSchema,
  affirmationListSchema,
  boundaryScriptSaveSchema,
  passphraseField,
  savedBoundaryScriptListSchema,
} from './tools';

// ---- Limits ---------------------------------------------------------------------------------

/** One record's envelope, in characters of base64url (= bytes on the wire and on disk). */
export const VAULT_RECORD_MAX_BYTES = 128 * 1024;
/** All of one vault's envelopes together. */
export const VAULT_MAX_BYTES = 10 * 1024 * 1024;
export const VAULT_MAX_RECORDS = 5000;
/** Records and files together (docs/decisions/0032): the figure the pages and the privacy text state. */
export const VAULT_TOTAL_MAX_BYTES = 100 * 1024 * 1024;
/** One file she attaches (the page refuses a bigger one before sealing anything). */
export const VAULT_FILE_MAX_BYTES = FILE_MAX_BYTES;
/** Chunks of one file: core/vault/file-chunks.ts seals 1 MiB per chunk. */
export const VAULT_FILE_MAX_CHUNKS = Math.ceil(VAULT_FILE_MAX_BYTES / FILE_CHUNK_BYTES);
/** One sealed chunk, and a little room, so a bigger one gets our own 413 sentence. */
export const VAULT_FILE_CHUNK_BODY_LIMIT = FILE_CHUNK_MAX_SEALED_BYTES + 1024;
/** Plaintext is padded with spaces to a multiple of this, so sizes say little about content. */
export const VAULT_PLAINTEXT_BLOCK_BYTES = 512;

export const AUTO_LOCK_MINUTES = [5, 15, 30] as const;
export type AutoLockMinutes = (typeof AUTO_LOCK_MINUTES)[number];
export const DEFAULT_AUTO_LOCK_MINUTES: AutoLockMinutes = 15;

/** The codes of the vault forms' problems; their words are core/content/validation.ts's `vaultFieldMessages`. */
export const vaultFieldCodes = codesOf('vaultFieldMessages', ['currentPassphrase', 'confirmPassphrase', 'passphrasesDiffer', 'autoLock', 'passphraseAgain', 'oldPassphrase']);
const fieldMessages = vaultFieldCodes;
const vaultCodes = codesOf('vaultMessages', ['migrationTokenInvalid']);
const apiCodes = codesOf('apiMessages', ['locatorMissing', 'locator', 'recordIdMissing', 'recordId', 'recordMissing', 'record', 'versionMissing', 'versionWhole', 'versionFromOne', 'chunkIndexMissing', 'chunkIndex', 'chunkIndexTooFar', 'fileIdsMissing', 'fileIdsEmpty', 'fileIdsTooMany', 'baseVersionMissing', 'baseVersionNegative', 'tooManyRecords', 'migrationTokenMissing', 'isoDateTime']);
const reflectionRequired = codesOf('REFLECTION_REQUIRED', ['description']).description;

// ---- What the server sees -------------------------------------------------------------------

/** The 32 locator bytes of core/vault/kdf.ts in base64url (canonical: one spelling per locator). */
export const vaultLocatorField = z
  .string({ error: apiCodes.locatorMissing })
  .check(z.refine((value) => fromBase64url(value)?.length === 32, apiCodes.locator));

/** A record id the browser chose: a lowercase UUID (crypto.randomUUID()), never anything she wrote. */
export const vaultRecordIdField = z
  .string({ error: apiCodes.recordIdMissing })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, apiCodes.recordId));

/** An envelope of core/vault/envelope.ts. Its size limit answers 413, so it is checked by the route. */
export const vaultEnvelopeField = z
  .string({ error: apiCodes.recordMissing })
  .check(z.refine(isWellFormedEnvelope, apiCodes.record));

const versionField = z.number({ error: apiCodes.versionMissing }).check(z.int(apiCodes.versionWhole), z.gte(1, apiCodes.versionFromOne));

export const vaultSessionRequestSchema = z.object({ locator: vaultLocatorField });
export type VaultSessionRequest = z.infer<typeof vaultSessionRequestSchema>;

export const vaultRecordIdParamSchema = z.object({ recordId: vaultRecordIdField });

/** A file id her browser chose: a lowercase UUID, like a record id. */
export const vaultFileIdParamSchema = z.object({ fileId: vaultRecordIdField });

export const vaultFileChunkParamSchema = z.object({
  fileId: vaultRecordIdField,
  index: z
    .string({ error: apiCodes.chunkIndexMissing })
    .check(z.regex(/^(0|[1-9]\d{0,4})$/, apiCodes.chunkIndex), z.refine((value) => Number(value) < VAULT_FILE_MAX_CHUNKS, apiCodes.chunkIndexTooFar)),
});

/** How many file ids one commit may carry (her journal sends every file it names, in batches of this many). */
export const VAULT_FILE_COMMIT_MAX = 100;
/** Chunks of a file never committed are deleted this long after they arrived (docs/decisions/0041). */
export const VAULT_PENDING_FILE_HOURS = 24;

/** POST /api/vault/files/commit: the files a saved record names. */
export const vaultFileCommitSchema = z.object({
  fileIds: z
    .array(vaultRecordIdField, { error: apiCodes.fileIdsMissing })
    .check(z.minLength(1, apiCodes.fileIdsEmpty), z.maxLength(VAULT_FILE_COMMIT_MAX, apiCodes.fileIdsTooMany)),
});
export type VaultFileCommit = z.infer<typeof vaultFileCommitSchema>;
/** How many of the files sent were pending and are now kept (files already kept, or not in this vault, are not counted). */
export const vaultFileCommittedSchema = z.object({ committed: z.number() });
export type VaultFileCommitted = z.infer<typeof vaultFileCommittedSchema>;

/** One stored record, as the server has it. */
export const vaultRecordSchema = z.object({
  recordId: z.string(),
  /** 1 when created, one more at each update. */
  version: z.number(),
  envelope: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VaultRecord = z.infer<typeof vaultRecordSchema>;

export const vaultUsageSchema = z.object({
  records: z.number(),
  bytes: z.number(),
  maxRecords: z.number(),
  maxBytes: z.number(),
  maxRecordBytes: z.number(),
  /** Sealed file chunks, in bytes (docs/decisions/0032). */
  fileBytes: z.number(),
  /** Records and files together may hold this many bytes. */
  maxTotalBytes: z.number(),
});
export type VaultUsage = z.infer<typeof vaultUsageSchema>;

/** What one vault holds, with the limits it is counted against: the usage every answer carries. */
export const vaultUsage = (held: { records: number; bytes: number; fileBytes: number }): VaultUsage => ({
  ...held,
  maxRecords: VAULT_MAX_RECORDS,
  maxBytes: VAULT_MAX_BYTES,
  maxRecordBytes: VAULT_RECORD_MAX_BYTES,
  maxTotalBytes: VAULT_TOTAL_MAX_BYTES,
});

/** POST /api/vault/files/held: the files of those asked that her vault holds (others are left out), and what it holds in all. */
export const vaultFilesHeldSchema = z.object({
  files: z.array(z.object({ fileId: z.string(), chunks: z.number(), bytes: z.number() })),
  usage: vaultUsageSchema,
});
export type VaultFilesHeld = z.infer<typeof vaultFilesHeldSchema>;

/** GET /api/vault/records (oldest first) and the answer of a rekey. */
export const vaultRecordListSchema = z.object({ records: z.array(vaultRecordSchema), usage: vaultUsageSchema });
export type VaultRecordList = z.infer<typeof vaultRecordListSchema>;

/** The answer to a stored chunk: what her vault now holds (so the page can say how full it is). */
export const vaultFileChunkStoredSchema = z.object({ fileId: z.string(), index: z.number(), size: z.number(), usage: vaultUsageSchema });
export type VaultFileChunkStored = z.infer<typeof vaultFileChunkStoredSchema>;

/** The answer to a deleted file: what her vault now holds (so the page stops counting what went). */
export const vaultFileDeletedSchema = z.object({ usage: vaultUsageSchema });
export type VaultFileDeleted = z.infer<typeof vaultFileDeletedSchema>;

/** PUT /api/vault/records/:recordId: `baseVersion` 0 creates; n updates version n. */
export const vaultRecordPutSchema = z.object({
  envelope: vaultEnvelopeField,
  baseVersion: z
    .number({ error: apiCodes.baseVersionMissing })
    .check(z.int(apiCodes.versionWhole), z.gte(0, apiCodes.baseVersionNegative)),
});
export type VaultRecordPut = z.infer<typeof vaultRecordPutSchema>;

/** The 409 of a put: the record as stored now (null: deleted meanwhile), so the page can keep both (`reason`: 'conflict'). */
export const vaultConflictSchema = z.object({ error: z.string(), reason: z.optional(z.string()), current: z.nullable(vaultRecordSchema) });
export type VaultConflict = z.infer<typeof vaultConflictSchema>;

/** POST /api/vault/rekey: every record of the vault, re-encrypted under the new key. */
export const vaultRekeyRequestSchema = z.object({
  currentLocator: vaultLocatorField,
  newLocator: vaultLocatorField,
  records: z
    .array(
      z.object({
        recordId: vaultRecordIdField,
        /** The stored version she re-encrypted: a record changed since refuses the rekey. */
        version: versionField,
        envelope: vaultEnvelopeField,
      }),
    )
    .check(z.maxLength(VAULT_MAX_RECORDS, apiCodes.tooManyRecords)),
});
export type VaultRekeyRequest = z.infer<typeof vaultRekeyRequestSchema>;

/** The gate: the email and passphrase her key is derived from (in her browser; neither is sent). */
export const vaultUnlockSchema = z.object({ email: emailField, passphrase: passphraseField });
export type VaultUnlock = z.infer<typeof vaultUnlockSchema>;

/** "Change passphrase": checked in her browser; only locators and re-encrypted records are sent (rekey). */
export const vaultChangePassphraseSchema = z
  .object({
    currentPassphrase: z.string({ error: fieldMessages.currentPassphrase }).check(z.minLength(1, fieldMessages.currentPassphrase)),
    newPassphrase: passphraseField,
    confirmPassphrase: z.string({ error: fieldMessages.confirmPassphrase }),
  })
  .check(
    z.refine((values) => values.confirmPassphrase === values.newPassphrase, {
      message: fieldMessages.passphrasesDiffer,
      path: ['confirmPassphrase'],
    }),
  );
export type VaultChangePassphrase = z.infer<typeof vaultChangePassphraseSchema>;

/** Her passphrase typed once more before the first save into a new space: checked in her browser, never sent. */
export const vaultRepeatPassphraseSchema = z.object({
  passphrase: z.string({ error: fieldMessages.passphraseAgain }).check(z.minLength(1, fieldMessages.passphraseAgain)),
});
export type VaultRepeatPassphrase = z.infer<typeof vaultRepeatPassphraseSchema>;

/** "Bring my old entries here": the passphrase of her old account (sent this one time, when she asks). */
export const vaultMoveOldSchema = z.object({
  oldPassphrase: z.string({ error: fieldMessages.oldPassphrase }).check(z.minLength(1, fieldMessages.oldPassphrase)),
});
export type VaultMoveOld = z.infer<typeof vaultMoveOldSchema>;

/**
 * The day the old tool accounts stopped taking new entries (the vault took their place), shown
 * in "I used the tools before …" on an empty space (docs/decisions/0015).
 */
export const LEGACY_TOOLS_REPLACED_ON = '2026-11-28';

/** GET /api/vault/migration: the last day (YYYY-MM-DD, UTC) the move is offered. */
export const vaultMigrationOfferSchema = z.object({ until: z.string() });
export type VaultMigrationOffer = z.infer<typeof vaultMigrationOfferSchema>;

/** POST /api/vault/migration (only when she asks): her email and old passphrase, checked against an old account. */
export const vaultMigrationRequestSchema = vaultUnlockSchema;
export type VaultMigrationRequest = z.infer<typeof vaultMigrationRequestSchema>;

/**
 * The old account's rows and a token to delete them once they are in the vault; or, when there
 * is no such account or the passphrase does not match, the same shape: no rows, no token.
 */
export const vaultMigrationAnswerSchema = z.object({
  journey: affirmationListSchema,
  boundaryScripts: savedBoundaryScriptListSchema,
  migrationToken: z.nullable(z.string()),
});
export type VaultMigrationAnswer = z.infer<typeof vaultMigrationAnswerSchema>;

export const vaultMigrationCompleteSchema = z.object({
  migrationToken: z.string({ error: apiCodes.migrationTokenMissing }).check(z.minLength(1, apiCodes.migrationTokenMissing), z.maxLength(1000, vaultCodes.migrationTokenInvalid)),
});
export type VaultMigrationComplete = z.infer<typeof vaultMigrationCompleteSchema>;

// ---- What only her browser sees (inside the envelope) ---------------------------------------

/**
 * The kinds this code reads, one per tool's record (each tool's contract in core/contracts/
 * holds its schema; it must not import the tool's texts, or every tool page's first load
 * carries them). A page that meets a kind it does not know keeps the record untouched
 * (core/vault/records.ts says so with 'unknown-kind').
 */
export const vaultRecordKinds = ['journey-day', 'boundary-script', 'settings', 'exit-plan-step', 'exit-plan-note', 'symptom-log', 'journal-entry', 'share-link'] as const;
export type VaultRecordKind = (typeof vaultRecordKinds)[number];

const isoDate = z.iso.datetime({ offset: true, error: apiCodes.isoDateTime });

/** One day of the 30-day journey: today's fields and limits (core/contracts/tools.ts). */
export const journeyDayPlaintextSchema = z
  .object({
    kind: z.literal('journey-day'),
    day: affirmationCompleteSchema.shape.day,
    completed: z.boolean(),
    /** May stay empty until the day is completed (a draft). */
    reflection: z
      .string({ error: reflectionRequired })
      .check(z.trim(), z.maxLength(REFLECTION_MAX_LENGTH, toolFieldCodes.reflectionTooLong)),
    /** When she completed the day (kept from the old account when it moved). */
    completedAt: z.optional(z.nullable(isoDate)),
  })
  .check(
    z.refine((day) => !day.completed || day.reflection.length > 0, { message: reflectionRequired, path: ['reflection'] }),
  );
export type JourneyDayPlaintext = z.infer<typeof journeyDayPlaintextSchema>;

const boundaryToneField = z.enum(boundaryToneIds, { error: toolFieldCodes.tone });

/** One saved boundary script: today's fields and limits, plus the tone she chose. */
export const boundaryScriptPlaintextSchema = z.object({
  kind: z.literal('boundary-script'),
  toxicBehavior: boundaryScriptSaveSchema.shape.toxicBehavior,
  situation: boundaryScriptSaveSchema.shape.situation,
  /** Absent for a script saved before tones were kept (moved from an old account). */
  tone: z.optional(boundaryToneField),
  generatedScript: boundaryScriptSaveSchema.shape.generatedScript,
  isFavorite: z.boolean(),
  /** When she first saved it (kept from the old account when it moved). */
  savedAt: z.optional(isoDate),
});

/**
 * The boundary generator's form (app/features/boundaries): what a saved script keeps of what she
 * chose and wrote, with the saved script's own rules, so a situation too long shows the sentence
 * the vault's contract would give before any script is written.
 */
export const boundaryGeneratorFormSchema = z.object({
  toxicBehavior: boundaryScriptPlaintextSchema.shape.toxicBehavior,
  situation: boundaryScriptPlaintextSchema.shape.situation,
  tone: boundaryToneField,
});
export type BoundaryGeneratorFormValues = z.input<typeof boundaryGeneratorFormSchema>;
export type BoundaryScriptPlaintext = z.infer<typeof boundaryScriptPlaintextSchema>;

/** Her settings: one record (when two devices each made one, the newest updatedAt wins). */
export const vaultSettingsPlaintextSchema = z.object({
  kind: z.literal('settings'),
  /** The page locks itself after this many minutes without use. */
  autoLockMinutes: z._default(z.literal(AUTO_LOCK_MINUTES, { error: fieldMessages.autoLock }), DEFAULT_AUTO_LOCK_MINUTES),
});
export type VaultSettingsPlaintext = z.infer<typeof vaultSettingsPlaintextSchema>;

export const vaultPlaintextSchema = z.discriminatedUnion('kind', [journeyDayPlaintextSchema, boundaryScriptPlaintextSchema, vaultSettingsPlaintextSchema, exitPlanStepPlaintextSchema, exitPlanNotePlaintextSchema, symptomLogPlaintextSchema, journalEntryPlaintextSchema, shareLinkPlaintextSchema]);
export type VaultPlaintext = z.infer<typeof vaultPlaintextSchema>;
/** What a page may seal (settings may leave autoLockMinutes out). */
export type VaultPlaintextInput = z.input<typeof vaultPlaintextSchema>;
