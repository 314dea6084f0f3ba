import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerConfig, loadConfig } from '../config';

/** A test configuration: no build (unless clientDir is given), silent logs, fixed secrets. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    VAULT_PEPPER: 'test-vault-pepper-that-is-long-enough-0123456789',
    ACCESS_CODE_TOOLS_BUNDLE: 'TEST-TOOLS',
    ACCESS_CODE_EDUCATOR: 'TEST-EDUCATOR',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: join(mkdtempSync(join(tmpdir(), 'save-no-build-')), 'client'),
    // Emails queued by a test (without SMTP_URL) are written to an outbox here, never into ./data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'save-data-')),
  });
  return { ...base, ...overrides };
}
