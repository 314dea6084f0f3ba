/**
 * How full the site's vault storage is (issue 25): every vault's envelopes together, against
 * VAULT_STORAGE_CAP_MB. Summing every record at each write would cost a table scan per save, so
 * each instance reads the total at most every VAULT_STORAGE_READ_MS and adds what it writes
 * meanwhile; several instances may together pass the cap by what they write in that time, which
 * is bounded by the per-address budget and the rate limits. At VAULT_STORAGE_WARN_RATIO the log
 * warns (once each time it crosses; no personal data: a percentage) and the console's home
 * screen says so (GET /api/admin/overview).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { totalVaultBytes } from './db/vault';

export const VAULT_STORAGE_READ_MS = 10_000;
/** From this share of the cap, the log and the console warn. */
export const VAULT_STORAGE_WARN_RATIO = 0.8;

export type VaultStorageStatus = { usedBytes: number; capBytes: number; nearCap: boolean; full: boolean };

export class VaultStorageGauge {
  private used = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  private warned: 'none' | 'near' | 'full' = 'none';

  constructor(
    private readonly db: Database,
    readonly capBytes: number,
    private readonly log: () => FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bytes stored, as of at most VAULT_STORAGE_READ_MS ago plus this instance's writes since. */
  async usedBytes(): Promise<number> {
    if (this.now() - this.readAt >= VAULT_STORAGE_READ_MS) {
      this.reading ??= totalVaultBytes(this.db)
        .then((bytes) => {
          this.used = bytes;
          this.readAt = this.now();
          this.warnWhenNear();
        })
        .finally(() => (this.reading = undefined));
      await this.reading;
    }
    return this.used;
  }

  /** How many more bytes may be stored (0 at or past the cap). */
  async room(): Promise<number> {
    return Math.max(0, this.capBytes - (await this.usedBytes()));
  }

  /** A write of this instance changed the total by `growth` bytes (negative: it shrank). */
  noteGrowth(growth: number): void {
    this.used = Math.max(0, this.used + growth);
    this.warnWhenNear();
  }

  /** Forgets the total, so the next question reads it again (after deletions). */
  forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  async status(): Promise<VaultStorageStatus> {
    const usedBytes = await this.usedBytes();
    return { usedBytes, capBytes: this.capBytes, nearCap: usedBytes >= this.capBytes * VAULT_STORAGE_WARN_RATIO, full: usedBytes >= this.capBytes };
  }

  private warnWhenNear(): void {
    const level = this.used >= this.capBytes ? 'full' : this.used >= this.capBytes * VAULT_STORAGE_WARN_RATIO ? 'near' : 'none';
    if (level !== this.warned && level !== 'none') {
      const percent = Math.floor((this.used / this.capBytes) * 100);
      this.log().warn(
        { event: level === 'full' ? 'vault-storage-full' : 'vault-storage-near-cap', percent },
        level === 'full'
          ? 'private vault storage is at VAULT_STORAGE_CAP_MB: new vault writes are refused (507) until records are deleted or the cap is raised'
          : 'private vault storage is above 80% of VAULT_STORAGE_CAP_MB: raise the cap or add disk before it fills',
      );
    }
    this.warned = level;
  }
}
