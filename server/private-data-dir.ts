import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * Creates `dataDir` if missing (mode 0700: only this user may read the database) and answers
 * whether it already was readable by others (worth a warning). Group search alone (0710) is not:
 * as root, the embedded PostgreSQL's own user passes through that way (server/db/embedded-postgres.ts).
 */
export function ensurePrivateDataDir(dataDir: string): { openToOthers: boolean } {
  const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (created !== undefined) {
    // mkdir's mode is cut by the umask, never widened; set it exactly all the same.
    chmodSync(dataDir, 0o700);
    return { openToOthers: false };
  }
  return { openToOthers: (statSync(dataDir).mode & 0o067) !== 0 };
}
