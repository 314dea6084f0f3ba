import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, noContentSchema } from '@core/contracts/common';
import {
  SHARE_MAX_BYTES,
  SHARE_MAX_LINKS,
  SHARE_OPEN_PER_MINUTE,
  shareCharacters,
  shareCreateSchema,
  shareCreatedSchema,
  shareLinkIdParamSchema,
  shareListSchema,
  shareOpenSchema,
  shareOpenedSchema,
} from '@core/contracts/share';
import { vaultMessages } from '@core/content/validation';
import { shareMessages } from '@core/content/share';
import { requireVaultSession } from '../auth/vault-sessions';
import { createShareLink, deleteShareLink, listShareLinks, openShareLink } from '../db/shares';
import { HttpError } from '../errors';
import { type RouteContext, readRateLimit, writeRateLimit } from '../route-context';
import { VaultWriteBudget } from '../security/vault-write-budget';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One link's body: its ciphertext, its files' chunks (with their JSON around them) and a few small fields. */
export const SHARE_CREATE_BODY_LIMIT = SHARE_MAX_BYTES + 64 * 1024;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Her share links (docs/decisions/0034; the endpoints are listed in core/contracts/share.ts).
 * Making, listing and stopping need her vault session and reach only her vault's links; opening
 * needs only the link's id and access token, and answers every failure the same way.
 */
export const shareRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, config, limits, vaultStorage }) => {
  // A link's bytes are vault bytes: the same daily budget per address and the same cap on the whole.
  const budget = new VaultWriteBudget(limits, config.vaultDailyWriteBytes);

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/shares',
    {
      bodyLimit: SHARE_CREATE_BODY_LIMIT,
      config: writeRateLimit(10),
      schema: {
        body: shareCreateSchema,
        response: {
          201: shareCreatedSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          507: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      const { linkId, tokenHash, ciphertext, files = [], expiresInDays, onceOnly } = request.body;
      // The bundle and its photos' chunks count together: against the link's limit, the cap and her daily budget.
      const size = shareCharacters(ciphertext, files);
      if (size > SHARE_MAX_BYTES) throw new HttpError(413, shareMessages.tooLarge, 'tooLarge');
      if ((await vaultStorage.room()) < size) throw new HttpError(507, vaultMessages.storageFull, 'storageFull');
      if (!(await budget.spend(request.ip, size))) throw new HttpError(429, vaultMessages.writeBudgetSpent, 'writeBudgetSpent');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS);
      const outcome = await createShareLink(db, {
        linkId,
        vaultId: session.vaultId,
        tokenHash,
        ciphertext,
        files,
        size,
        onceOnly,
        expiresAt,
        now,
      });
      if (outcome === 'too-many-links') throw new HttpError(413, shareMessages.tooManyLinks, 'tooManyLinks');
      if (outcome === 'taken') throw new HttpError(409, shareMessages.linkTaken, 'linkTaken');
      vaultStorage.noteGrowth(size);
      return reply.status(201).send({ linkId, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/shares',
    {
      config: readRateLimit(60),
      schema: { response: { 200: shareListSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      const rows = await listShareLinks(db, session.vaultId, new Date());
      return reply.send({
        links: rows.map((row) => ({
          linkId: row.linkId,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          onceOnly: row.onceOnly,
          opened: row.views > 0,
        })),
        maxLinks: SHARE_MAX_LINKS,
      });
    },
  );

  app.delete(
    '/api/shares/:linkId',
    {
      config: writeRateLimit(60),
      schema: {
        params: shareLinkIdParamSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireVaultSession(db, request);
      await deleteShareLink(db, session.vaultId, request.params.linkId);
      vaultStorage.forget();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/shares/open',
    // Per address, across links, shared by every instance (limit_counters): beyond the five tries each link allows.
    {
      config: writeRateLimit(SHARE_OPEN_PER_MINUTE),
      schema: {
        body: shareOpenSchema,
        response: { 200: shareOpenedSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokenHash = createHash('sha256').update(request.body.token).digest('hex');
      const result = await openShareLink(db, request.body.linkId, tokenHash, new Date());
      // Never, stopped, expired, used, or a wrong token: one answer, so none says whether the link exists.
      if (result.outcome === 'cannot-open') throw new HttpError(404, shareMessages.cannotOpen, 'cannotOpen');
      return reply.send({
        ciphertext: result.ciphertext,
        files: result.files,
        expiresAt: result.expiresAt.toISOString(),
      });
    },
  );
};
