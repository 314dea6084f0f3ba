/**
 * The console's sign-in guard (docs/decisions/0018): nobody can lock the coach out.
 *
 * - Failures are counted per email from every address, and that only SLOWS DOWN sign-in for
 *   the email: from the 5th failure in 15 minutes every attempt for it, right or wrong, waits
 *   before its answer (0.5 s, doubling, at most 4 s). A stranger who knows her email can cost
 *   her a few seconds, never her console.
 * - They LOCK only a pair: after 5 failures for one email from one address, that address gets
 *   429 for that email for 15 minutes, even with the right password. Her own address is not
 *   the stranger's, so she still signs in.
 * - One address that tries many emails is locked after 20 failures in 15 minutes, whatever the
 *   email (a single address spraying guesses across accounts).
 *
 * The counters sit behind `AdminSignInCounters`: the database's shared limits when the server
 * has them (every instance counts together), or memory for one process.
 */
import { normalizeEmail } from '@core/contracts/tools';

export const ADMIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures for one email from one address before that pair is locked. */
export const ADMIN_PAIR_MAX_FAILURES = 5;
/** Failures from one address, any email, before that address is locked. */
export const ADMIN_ADDRESS_MAX_FAILURES = 20;
export const ADMIN_LOCKOUT_MS = ADMIN_WINDOW_MS;
/** From this many failures for an email (any address), its sign-in slows down. */
export const ADMIN_SLOWDOWN_FROM = 5;
export const ADMIN_SLOWDOWN_FIRST_MS = 500;
export const ADMIN_SLOWDOWN_MAX_MS = 4000;

/** How long an attempt for an email with this many recent failures waits before its answer. */
export function adminSignInDelayMs(emailFailures: number): number {
  if (emailFailures < ADMIN_SLOWDOWN_FROM) return 0;
  return Math.min(ADMIN_SLOWDOWN_MAX_MS, ADMIN_SLOWDOWN_FIRST_MS * 2 ** (emailFailures - ADMIN_SLOWDOWN_FROM));
}

/**
 * Where failures and locks are kept: the shape of server/security/shared-limits.ts (fixed
 * windows started by the first hit, with an optional lock), which every instance shares through
 * the database. Written out here so this policy does not depend on where the counts live;
 * `MemoryLimitCounters` below is the same thing for one process.
 */
export type LimitCountLike = { key: string; hits: number; resetsAt: Date; lockedUntil: Date | null };
export type AdminSignInCounters = {
  now(): number;
  /** The stored key of `value` counted under `scope` (the shared store keeps only an HMAC). */
  key(scope: string, value: string): string;
  /** One hit on each key in a window of `windowMs`; answers each key's count after it. */
  hit(keys: readonly string[], windowMs: number): Promise<LimitCountLike[]>;
  read(keys: readonly string[]): Promise<Map<string, LimitCountLike>>;
  lock(keys: readonly string[], forMs: number): Promise<void>;
  clear(keys: readonly string[]): Promise<void>;
};

export type SignInKeys = { email: string; address: string };
export type SignInCheck = { locked: true } | { locked: false; delayMs: number };

const SCOPE = 'admin-sign-in';

export class AdminSignInGuard {
  constructor(private readonly counters: AdminSignInCounters) {}

  private keysOf(keys: SignInKeys) {
    const email = normalizeEmail(keys.email);
    return {
      email: this.counters.key(`${SCOPE}:email`, email),
      pair: this.counters.key(`${SCOPE}:pair`, `${email}\0${keys.address}`),
      address: this.counters.key(`${SCOPE}:address`, keys.address),
    };
  }

  /** Before any hashing: refused outright, or allowed after a delay. */
  async check(keys: SignInKeys): Promise<SignInCheck> {
    const { email, pair, address } = this.keysOf(keys);
    const counts = await this.counters.read([email, pair, address]);
    const now = this.counters.now();
    const locked = (key: string) => (counts.get(key)?.lockedUntil?.getTime() ?? 0) > now;
    if (locked(pair) || locked(address)) return { locked: true };
    return { locked: false, delayMs: adminSignInDelayMs(counts.get(email)?.hits ?? 0) };
  }

  /** A wrong password, an unknown email, or a wrong second-factor code. */
  async recordFailure(keys: SignInKeys): Promise<void> {
    const { email, pair, address } = this.keysOf(keys);
    const counts = await this.counters.hit([email, pair, address], ADMIN_WINDOW_MS);
    const reached = counts
      .filter((count) => (count.key === pair && count.hits >= ADMIN_PAIR_MAX_FAILURES) || (count.key === address && count.hits >= ADMIN_ADDRESS_MAX_FAILURES))
      .map((count) => count.key);
    if (reached.length > 0) await this.counters.lock(reached, ADMIN_LOCKOUT_MS);
  }

  /**
   * A full sign-in: the pair's failures are forgotten. The email's are kept, so a stranger's
   * guesses keep slowing down until they stop (her success says nothing about theirs).
   */
  async recordSuccess(keys: SignInKeys): Promise<void> {
    await this.counters.clear([this.keysOf(keys).pair]);
  }
}

/**
 * The same counters in this process's memory (one instance, and tests), bounded: at most
 * `maxKeys` keys, the least recently hit dropped first. Keys are kept as given: the guard makes
 * them, and in memory nothing is written anywhere.
 */
export class MemoryLimitCounters implements AdminSignInCounters {
  private readonly counts = new Map<string, LimitCountLike>();

  constructor(
    readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  key(scope: string, value: string): string {
    return `${scope}:${value}`;
  }

  async hit(keys: readonly string[], windowMs: number): Promise<LimitCountLike[]> {
    const now = this.now();
    return [...new Set(keys)].map((key) => {
      const stored = this.counts.get(key);
      const count =
        stored && stored.resetsAt.getTime() > now
          ? { ...stored, hits: stored.hits + 1 }
          : { key, hits: 1, resetsAt: new Date(now + windowMs), lockedUntil: stored?.lockedUntil ?? null };
      this.counts.delete(key);
      this.counts.set(key, count);
      while (this.counts.size > this.maxKeys) {
        const oldest = this.counts.keys().next();
        if (oldest.done) break;
        this.counts.delete(oldest.value);
      }
      return count;
    });
  }

  async read(keys: readonly string[]): Promise<Map<string, LimitCountLike>> {
    const now = this.now();
    const found = new Map<string, LimitCountLike>();
    for (const key of keys) {
      const count = this.counts.get(key);
      if (count) found.set(key, count.resetsAt.getTime() <= now ? { ...count, hits: 0 } : count);
    }
    return found;
  }

  async lock(keys: readonly string[], forMs: number): Promise<void> {
    const until = new Date(this.now() + forMs);
    for (const key of keys) {
      const count = this.counts.get(key);
      if (count) this.counts.set(key, { ...count, lockedUntil: until });
    }
  }

  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.counts.delete(key);
  }
}
