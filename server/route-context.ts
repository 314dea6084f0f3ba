import type { ServerConfig } from './config';
import type { Database } from './db/client';

/** What buildApp hands every route plugin (as its plugin options). */
export type RouteContext = {
  db: Database;
  config: ServerConfig;
};

/** Per-route rate limit for a POST (or other write): `max` requests per minute per IP. */
export function writeRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } } as const;
}
