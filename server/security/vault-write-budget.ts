/**
 * The daily byte budget of vault writes per address (issue 25): one address may write at most
 * `maxBytes` of envelopes into vaults in a day, whichever vaults they go to, so nobody can fill
 * the disk from one address by making up vaults. Counted in the database's shared limits
 * (server/security/shared-limits.ts, docs/decisions/0019), so every instance shares one budget;
 * the address is stored only as an HMAC. Deleting and reading never count.
 */
import { type SharedLimits, limitAddress } from './shared-limits';

export const VAULT_WRITE_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;
const SCOPE = 'vault-write-bytes';

export class VaultWriteBudget {
  constructor(
    private readonly limits: SharedLimits,
    /** Bytes per address per day; null: no budget (RATE_LIMIT_DISABLED, benchmarks only). */
    readonly maxBytes: number | null,
  ) {}

  /**
   * Spends `bytes` of this address's budget: true when they fit, false (refuse the write) when
   * not. A spent budget is answered from one read, without counting more, so the count stays
   * bounded whatever a flood sends; parallel writes each add their bytes in one statement and
   * read the total after it, so together they cannot pass the budget.
   */
  async spend(ip: string, bytes: number): Promise<boolean> {
    if (this.maxBytes === null || bytes <= 0) return true;
    const key = this.limits.key(SCOPE, limitAddress(ip));
    const spent = (await this.limits.read([key])).get(key)?.hits ?? 0;
    if (spent + bytes > this.maxBytes) return false;
    const [count] = await this.limits.hit([key], VAULT_WRITE_BUDGET_WINDOW_MS, bytes);
    return (count?.hits ?? bytes) <= this.maxBytes;
  }
}
