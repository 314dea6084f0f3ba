import type { VaultStorageGauge } from './vault-storage';
import type { ChunkSlots } from './chunk-slots';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { NotificationService } from './notify/notification-service';
import type { ReceiptKeyring } from './receipts/key-list';
import type { SharedLimits } from './security/shared-limits';

/** What buildApp hands every route plugin (as its plugin options). */
export type RouteContext = {
  db: Database;
  config: ServerConfig;
  /** Emails queued by a request go out after its answer (server/notify). */
  notifications: NotificationService;
  /** Counters every instance shares (sign-in throttles, rate limits): server/security/shared-limits.ts. */
  limits: SharedLimits;
  /** How full the private vaults' storage is, against VAULT_STORAGE_CAP_MB: server/vault-storage.ts. */
  vaultStorage: VaultStorageGauge;
  /** The key that signs receipts and the published list of keys (server/receipts/key-list.ts). */
  receipts: ReceiptKeyring;
  /** How many of her file chunks are read and held at once: server/chunk-slots.ts. */
  chunkSlots: ChunkSlots;
};

/** Per-route rate limit for a POST (or other write): `max` requests per minute per IP. */
export function writeRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } } as const;
}

/** Per-route rate limit for a read that costs enough to bound (a vault's records): `max` per minute per IP. */
export function readRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } } as const;
}
