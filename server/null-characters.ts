/**
 * PostgreSQL cannot store the NUL character (U+0000) in text: a body, path or query carrying
 * one would fail in the database with a 500. No form can type it, so a request holding one is
 * refused up front with a 400 sentence, before validation, for every route (found by the
 * hostile-input property tests).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const nullCharacterMessage =
  'Part of what you sent holds an invisible null character, which we cannot store. Please remove it and try again.';

const MAX_DEPTH = 64;

/** True when a string, or any string inside arrays and objects (keys included), holds U+0000. */
export function containsNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  // Raw bytes (a sealed file chunk, docs/decisions/0032) are stored as bytea, where NUL is fine.
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNullCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNullCharacter(item, depth + 1));
}

/** Adds the check to every route registered after it. */
export function rejectNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNullCharacter(request.body) || containsNullCharacter(request.params) || containsNullCharacter(request.query)) {
      throw new HttpError(400, nullCharacterMessage);
    }
  });
}
