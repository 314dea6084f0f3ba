/**
 * The console's sign-in guard (docs/decisions/0018): parallel guesses share one budget, and a
 * stranger cannot lock the coach out of the console from where she signs in.
 *
 * - Every attempt for an email is COUNTED IN THE DATABASE BEFORE the password is checked (issue
 *   25): at most 10 attempts in 15 minutes for one email, from every address together that the
 *   email has not signed in from, and the 11th is refused (429) without hashing. Twenty guesses
 *   sent at once from twenty addresses each add their hit in one statement and read the total
 *   after it, so they cannot all slip through (a sleep, what this replaced, let them all run).
 * - An address where the email SIGNED IN within 90 days is the coach's own: its attempts do not
 *   spend the email's budget (a stranger spending it cannot keep her out from her own
 *   connection). It stays bound by the pair lock below.
 * - Failures LOCK a pair: after 5 failures for one email from one address, that address gets
 *   429 for that email for 15 minutes, even with the right password.
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
/** Attempts for one email in a window, from addresses it has not signed in from, before the rest are refused. */
export const ADMIN_EMAIL_MAX_ATTEMPTS = 10;
/** How long an address where an email signed in counts as that admin's own. */
export const ADMIN_KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

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
export type SignInCheck = { locked: boolean };

const SCOPE = 'admin-sign-in';

export class AdminSignInGuard {
  constructor(private readonly counters: AdminSignInCounters) {}

  private keysOf(keys: SignInKeys) {
    const email = normalizeEmail(keys.email);
    return {
      attempts: this.counters.key(`${SCOPE}:email-attempts`, email),
      pair: this.counters.key(`${SCOPE}:pair`, `${email}\0${keys.address}`),
      known: this.counters.key(`${SCOPE}:known`, `${email}\0${keys.address}`),
      address: this.counters.key(`${SCOPE}:address`, keys.address),
    };
  }

  /**
   * Before any hashing, at sign-in: refused (a locked pair or address, or the email's budget
   * spent), or allowed, with this attempt counted against the email's budget unless the
   * address is one it signed in from.
   */
  async attempt(keys: SignInKeys): Promise<SignInCheck> {
    const { attempts, pair, known, address } = this.keysOf(keys);
    const counts = await this.counters.read([pair, known, address]);
    const now = this.counters.now();
    const locked = (key: string) => (counts.get(key)?.lockedUntil?.getTime() ?? 0) > now;
    if (locked(pair) || locked(address)) return { locked: true };
    if ((counts.get(known)?.hits ?? 0) > 0) return { locked: false };
    const [count] = await this.counters.hit([attempts], ADMIN_WINDOW_MS);
    return { locked: (count?.hits ?? 0) > ADMIN_EMAIL_MAX_ATTEMPTS };
  }

  /** Whether a pair or an address is locked, counting nothing (her password asked again while signed in). */
  async check(keys: SignInKeys): Promise<SignInCheck> {
    const { pair, address } = this.keysOf(keys);
    const counts = await this.counters.read([pair, address]);
    const now = this.counters.now();
    const locked = (key: string) => (counts.get(key)?.lockedUntil?.getTime() ?? 0) > now;
    return { locked: locked(pair) || locked(address) };
  }

  /** A wrong password, an unknown email, or a wrong second-factor code. */
  async recordFailure(keys: SignInKeys): Promise<void> {
    const { pair, address } = this.keysOf(keys);
    const counts = await this.counters.hit([pair, address], ADMIN_WINDOW_MS);
    const reached = counts
      .filter((count) => (count.key === pair && count.hits >= ADMIN_PAIR_MAX_FAILURES) || (count.key === address && count.hits >= ADMIN_ADDRESS_MAX_FAILURES))
      .map((count) => count.key);
    if (reached.length > 0) await this.counters.lock(reached, ADMIN_LOCKOUT_MS);
  }

  /**
   * A full sign-in: the pair's failures are forgotten, and this address becomes one the email
   * signed in from (for ADMIN_KNOWN_ADDRESS_MS). The email's attempts are kept: her success says
   * nothing about a stranger's guesses elsewhere.
   */
  async recordSuccess(keys: SignInKeys): Promise<void> {
    const { pair, known } = this.keysOf(keys);
    await this.counters.clear([pair]);
    await this.counters.clear([known]);
    await this.counters.hit([known], ADMIN_KNOWN_ADDRESS_MS);
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
