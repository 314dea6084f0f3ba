/**
 * LoginThrottle: slows down passphrase and access-code guessing. Failed attempts are counted
 * per account (a normalised email or username) and per client address within a sliding
 * window; when either reaches its limit, attempts are refused (429) until enough failures have
 * aged out of the window. A success clears the account's failures (not the address's).
 *
 * Kept in memory, per process: several instances each count on their own (see
 * docs/decisions/0003). Memory is bounded: entries older than the window are pruned and each
 * map holds at most `maxEntries` keys (the oldest are dropped first).
 */

export type LoginThrottleOptions = {
  /** Failures per account within the window before it locks (default 5). */
  maxPerAccount?: number;
  /** Failures per address within the window before it locks (default 20). */
  maxPerAddress?: number;
  /** The window, in milliseconds (default 15 minutes). */
  windowMs?: number;
  /** Most keys kept per map (default 10,000). */
  maxEntries?: number;
  /**
   * When set, reaching a limit locks that account or address for this long from the failure
   * that reached it (admin sign-in: 15 minutes), instead of only until failures age out.
   */
  lockoutMs?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
};

export type ThrottleKeys = {
  /** The account tried (an email or username; normalised here). */
  account: string;
  /** The client address (request.ip). */
  address: string;
};

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  readonly maxPerAccount: number;
  readonly maxPerAddress: number;
  readonly windowMs: number;
  readonly maxEntries: number;
  readonly lockoutMs: number | undefined;
  private readonly now: () => number;
  /** With lockoutMs: when each locked key unlocks. */
  private readonly lockedUntil = new Map<string, number>();
  /** Failure times per key, oldest first; at most max per key are kept. */
  private readonly accounts = new Map<string, number[]>();
  private readonly addresses = new Map<string, number[]>();
  private lastPrune = 0;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxPerAccount = options.maxPerAccount ?? 5;
    this.maxPerAddress = options.maxPerAddress ?? 20;
    this.windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.lockoutMs = options.lockoutMs;
    this.now = options.now ?? Date.now;
  }

  /** True when the account or the address has too many recent failures. */
  isLocked(keys: ThrottleKeys): boolean {
    const now = this.now();
    if (this.isLockedOut(`account:${normaliseAccount(keys.account)}`, now) || this.isLockedOut(`address:${keys.address}`, now)) return true;
    return (
      this.recentFailures(this.accounts, normaliseAccount(keys.account), now) >= this.maxPerAccount ||
      this.recentFailures(this.addresses, keys.address, now) >= this.maxPerAddress
    );
  }

  /** Counts one failed attempt against both the account and the address. */
  recordFailure(keys: ThrottleKeys): void {
    const now = this.now();
    this.prune(now);
    const account = normaliseAccount(keys.account);
    this.push(this.accounts, account, now, this.maxPerAccount);
    this.push(this.addresses, keys.address, now, this.maxPerAddress);
    if (this.lockoutMs !== undefined) {
      if (this.recentFailures(this.accounts, account, now) >= this.maxPerAccount) this.lockOut(`account:${account}`, now);
      if (this.recentFailures(this.addresses, keys.address, now) >= this.maxPerAddress) this.lockOut(`address:${keys.address}`, now);
    }
  }

  /** A success: forget the account's failures. */
  recordSuccess(keys: Pick<ThrottleKeys, 'account'>): void {
    this.accounts.delete(normaliseAccount(keys.account));
  }

  private isLockedOut(key: string, now: number): boolean {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.lockedUntil.delete(key);
    return false;
  }

  private lockOut(key: string, now: number): void {
    this.lockedUntil.delete(key);
    this.lockedUntil.set(key, now + (this.lockoutMs ?? 0));
    while (this.lockedUntil.size > this.maxEntries * 2) {
      const oldest = this.lockedUntil.keys().next();
      if (oldest.done) break;
      this.lockedUntil.delete(oldest.value);
    }
  }

  /** How many keys are held (tests check the bound). */
  get size(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }

  private recentFailures(map: Map<string, number[]>, key: string, now: number): number {
    const times = map.get(key);
    if (!times) return 0;
    const recent = times.filter((time) => now - time < this.windowMs);
    if (recent.length === 0) map.delete(key);
    else if (recent.length !== times.length) map.set(key, recent);
    return recent.length;
  }

  private push(map: Map<string, number[]>, key: string, now: number, max: number): void {
    const times = (map.get(key) ?? []).filter((time) => now - time < this.windowMs);
    times.push(now);
    // Only the newest `max` failures can matter for a lock.
    if (times.length > max) times.splice(0, times.length - max);
    // Re-insert so the map's order is "least recently failed first".
    map.delete(key);
    map.set(key, times);
    while (map.size > this.maxEntries) {
      const oldest = map.keys().next();
      if (oldest.done) break;
      map.delete(oldest.value);
    }
  }

  /** Drops keys whose newest failure has left the window (at most once a minute, or when full). */
  private prune(now: number): void {
    const full = this.accounts.size >= this.maxEntries || this.addresses.size >= this.maxEntries;
    if (!full && now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    for (const map of [this.accounts, this.addresses]) {
      for (const [key, times] of map) {
        const newest = times[times.length - 1];
        if (newest === undefined || now - newest >= this.windowMs) map.delete(key);
      }
    }
    for (const [key, until] of this.lockedUntil) {
      if (until <= now) this.lockedUntil.delete(key);
    }
  }
}

function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}
