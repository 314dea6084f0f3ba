// Starts the built site for the end-to-end tests on a fresh data directory (or on the
// PostgreSQL database in E2E_DATABASE_URL, which lets the tests read what was stored).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Outside test-results/, which Playwright empties when any run starts (two runs at once would
// delete each other's database).
const dataDir = join(tmpdir(), `save-e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
process.env.NODE_ENV ??= 'test';
process.env.SESSION_SECRET ??= 'e2e-session-secret-that-is-long-enough-0123456789';
// The console's admin (created at start-up) and the team's address; without SMTP_URL every email
// is written to DATA_DIR/outbox, where e2e/admin.spec.ts reads them.
process.env.ADMIN_EMAIL ??= 'coach@e2e.example.org';
process.env.ADMIN_PASSWORD ??= 'e2e console password 2026';
process.env.NOTIFY_EMAIL ??= 'team@e2e.example.org';

await import('./start.mjs');
