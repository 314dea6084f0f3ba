/**
 * Limits shared by every instance through the database (issue 18, table `limit_counters`):
 * the POST rate limits (a store for @fastify/rate-limit) and the sign-in throttles
 * (server/auth/throttle.ts) count here, so N instances behind a proxy give the same limits as
 * one and a restart resets nothing. No memory is kept per key, so no cap can be flooded to
 * evict a target's counter; expired rows are deleted every few minutes.
 *
 * What is counted (an email, an address) is stored only as an HMAC keyed with SESSION_SECRET,
 * which every instance shares: a copy of the table names nobody.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { clearLimitCounters, hitLimitCounters, type LimitCount, lockLimitCounters, purgeExpiredLimitCounters, readLimitCounters } from '../db/limits';

/** IPv6 visitors are counted per /64: one household or phone gets a whole /64 and can change address within it. */
export const IPV6_PREFIX_LENGTH = 64;
/** How often each instance deletes expired counters. */
export const LIMIT_PURGE_INTERVAL_MS = 5 * 60_000;

/** The address a limit counts: IPv4 as is (an IPv4-mapped IPv6 address as IPv4), IPv6 as its /64. */
export function limitAddress(ip: string): string {
  return normalizeIP(ip, IPV6_PREFIX_LENGTH);
}

export class SharedLimits {
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly db: Database,
    private readonly secret: string,
    /** The clock, in milliseconds (tests pass their own). */
    readonly now: () => number = Date.now,
  ) {}

  /** The stored key for `value` counted under `scope`: the scope in clear, the value as an HMAC. */
  key(scope: string, value: string): string {
    const digest = createHmac('sha256', this.secret).update(scope).update('\0').update(value).digest('hex');
    return `${scope}:${digest.slice(0, 32)}`;
  }

  /** One hit (or `amount`) on each key; answers each key's count after it. */
  hit(keys: readonly string[], windowMs: number, amount = 1): Promise<LimitCount[]> {
    return hitLimitCounters(this.db, keys, windowMs, new Date(this.now()), amount);
  }

  read(keys: readonly string[]): Promise<Map<string, LimitCount>> {
    return readLimitCounters(this.db, keys, new Date(this.now()));
  }

  lock(keys: readonly string[], forMs: number): Promise<void> {
    return lockLimitCounters(this.db, keys, new Date(this.now() + forMs), new Date(this.now()));
  }

  clear(keys: readonly string[]): Promise<void> {
    return clearLimitCounters(this.db, keys);
  }

  purge(): Promise<number> {
    return purgeExpiredLimitCounters(this.db, new Date(this.now()));
  }

  /** Deletes expired counters now and every LIMIT_PURGE_INTERVAL_MS (until stopPurging). */
  startPurging(log: FastifyBaseLogger): void {
    if (this.purgeTimer) return;
    const run = () => void this.purge().catch((error: unknown) => log.warn({ err: error }, 'could not delete expired limit counters'));
    this.purgeTimer = setInterval(run, LIMIT_PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
    run();
  }

  stopPurging(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.purgeTimer = undefined;
  }

  /**
   * A store for @fastify/rate-limit: each route counts under its own scope (method and URL
   * pattern), keyed by the plugin's keyGenerator (the client address, IPv6 per /64).
   */
  rateLimitStore(): FastifyRateLimitStoreCtor {
    return databaseRateLimitStore(this);
  }
}

function databaseRateLimitStore(limits: SharedLimits): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'rate',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const stored = limits.key(this.scope, key);
      limits.hit([stored], timeWindow).then(
        ([count]) => callback(null, { current: count?.hits ?? 1, ttl: Math.max(0, (count?.resetsAt.getTime() ?? 0) - limits.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, with the route itself as routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? routeOptions;
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore({}, `rate ${method} ${route.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
