// Starts the built site for the end-to-end tests on a fresh data directory and its embedded
// PostgreSQL (or on the PostgreSQL database in E2E_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Outside test-results/, which Playwright empties when any run starts (two runs at once would
// delete each other's database).
// The receipt key the build put into the pages (DATA_DIR's development key when the build had
// no RECEIPT_SIGNING_KEY): the server signs with it, so /verify and the import trust its receipts.
if (!process.env.RECEIPT_SIGNING_KEY) {
  try {
    const stored = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? './data', 'receipt-signing-key.json'), 'utf8'));
    process.env.RECEIPT_SIGNING_KEY = stored.seed;
    process.env.RECEIPT_SIGNING_KEY_SINCE = stored.createdAt;
  } catch {
    console.error('No development receipt key next to the build (./data/receipt-signing-key.json): run `npm run build` first.');
  }
}
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

// A second admin, for e2e/admin-second-factor.spec.ts: turning on its second factor must not
// change how the other specs, running at the same time, sign in as the first. Created before
// the server starts (admin:create starts and stops the embedded PostgreSQL itself, and creates it).
const secondAdmin = spawnSync(process.execPath, [fileURLToPath(new URL('./admin-create.mjs', import.meta.url)), '--email', 'security@e2e.example.org'], {
  env: { ...process.env, ADMIN_PASSWORD: 'e2e security password 2026' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (secondAdmin.status !== 0) {
  console.error('Could not create the second e2e admin.');
  process.exit(1);
}

await import('./start.mjs');
