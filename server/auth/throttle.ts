/**
 * LoginThrottle: slows down passphrase and access-code guessing. Failed attempts are counted
 * per account (a normalised email or username) and per client address (IPv6 per /64) in a
 * window that starts at the first failure; when either reaches its limit, attempts are refused
 * (429) until that window ends. A success clears the account's failures (not the address's).
 *
 * The counts live in the database (server/security/shared-limits.ts), so every instance and a
 * restarted one see the same failures, and no memory cap can be flooded to evict a target's
 * count. A fixed window lets at most twice the limit through around a window's end; the
 * lockout (admin sign-in) runs from the failure that reached the limit.
 */
import { type SharedLimits, limitAddress } from '../security/shared-limits';

export type LoginThrottleOptions = {
  /** Where the failures are counted (every instance on one database shares them). */
  limits: SharedLimits;
  /** Names these counters apart from other throttles' (e.g. 'admin-login'). */
  scope: string;
  /** Failures per account within the window before it locks (default 5). */
  maxPerAccount?: number;
  /** Failures per address within the window before it locks (default 20). */
  maxPerAddress?: number;
  /** The window, in milliseconds (default 15 minutes). */
  windowMs?: number;
  /**
   * When set, reaching a limit locks that account or address for this long from the failure
   * that reached it (admin sign-in: 15 minutes), instead of only until its window ends.
   */
  lockoutMs?: number;
};

export type ThrottleKeys = {
  /** The account tried (an email or username; normalised here). */
  account: string;
  /** The client address (request.ip; IPv6 is counted per /64). */
  address: string;
};

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  readonly maxPerAccount: number;
  readonly maxPerAddress: number;
  readonly windowMs: number;
  readonly lockoutMs: number | undefined;
  private readonly limits: SharedLimits;
  private readonly scope: string;

  constructor(options: LoginThrottleOptions) {
    this.limits = options.limits;
    this.scope = options.scope;
    this.maxPerAccount = options.maxPerAccount ?? 5;
    this.maxPerAddress = options.maxPerAddress ?? 20;
    this.windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
    this.lockoutMs = options.lockoutMs;
  }

  /** True when the account or the address has too many recent failures. */
  async isLocked(keys: ThrottleKeys): Promise<boolean> {
    const { account, address } = this.keysOf(keys);
    const counts = await this.limits.read([account, address]);
    const now = this.limits.now();
    const locked = (key: string, max: number) => {
      const count = counts.get(key);
      if (!count) return false;
      return (count.lockedUntil !== null && count.lockedUntil.getTime() > now) || count.hits >= max;
    };
    return locked(account, this.maxPerAccount) || locked(address, this.maxPerAddress);
  }

  /** Counts one failed attempt against both the account and the address (one statement). */
  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const { account, address } = this.keysOf(keys);
    const counts = await this.limits.hit([account, address], this.windowMs);
    if (this.lockoutMs === undefined) return;
    const reached = counts
      .filter((count) => count.hits >= (count.key === account ? this.maxPerAccount : this.maxPerAddress))
      .map((count) => count.key);
    await this.limits.lock(reached, this.lockoutMs);
  }

  /** A success: forget the account's failures. */
  async recordSuccess(keys: Pick<ThrottleKeys, 'account'>): Promise<void> {
    await this.limits.clear([this.limits.key(`${this.scope}:account`, normaliseAccount(keys.account))]);
  }

  private keysOf(keys: ThrottleKeys): { account: string; address: string } {
    return {
      account: this.limits.key(`${this.scope}:account`, normaliseAccount(keys.account)),
      address: this.limits.key(`${this.scope}:address`, limitAddress(keys.address)),
    };
  }
}

function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}
