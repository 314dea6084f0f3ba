import { randomUUID, sign } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/contracts/common';
import { RECEIPT_KEYS_PATH, RECEIPT_RATE_LIMIT_PER_MINUTE, type Receipt, receiptKeyListSchema, receiptRequestSchema, receiptSchema } from '@core/contracts/receipts';
import { receiptMessageBytes } from '@core/receipts';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/receipts: the site's Ed25519 receipt over one version's history digest
 * (docs/decisions/0030). Nothing is stored, and the digest is never logged (the request log
 * keeps method, route and status only: server/logging.ts).
 * GET /.well-known/receipt-keys.json: every public key with the dates it signs or signed.
 */
export const receiptRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { receipts }) => {
  app.post(
    '/api/receipts',
    {
      config: writeRateLimit(RECEIPT_RATE_LIMIT_PER_MINUTE),
      schema: {
        body: receiptRequestSchema,
        response: { 201: receiptSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const unsigned = { id: randomUUID(), digest: request.body.digest, signedAt: new Date().toISOString() };
      const signature = sign(null, receiptMessageBytes(unsigned), receipts.privateKey).toString('base64url');
      const receipt: Receipt = { ...unsigned, keyId: receipts.keyId, signature };
      return reply.status(201).send(receipt);
    },
  );

  app.get(RECEIPT_KEYS_PATH, { schema: { response: { 200: receiptKeyListSchema } } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*').send(receipts.list),
  );
};
