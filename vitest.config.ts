import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
    },
  },
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['app/test-setup.ts'],
    // One embedded PostgreSQL for the run, with a migrated template each file clones.
    globalSetup: ['server/test-support/global-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core but one: a single worker on a 2-core CI machine.
    // Many files spend their time waiting on PostgreSQL or a child server, so two share two
    // cores well.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
