import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium found at ${executablePath}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // The pseudo-locale specs build and serve their own sites: playwright.pseudo.config.ts.
  testIgnore: ['pseudo/**'],
  fullyParallel: true,
  // Three on CI's 2 cores: the tests wait (on the server, PostgreSQL, timers) as much as they
  // compute, and a third worker fills those waits. Clean-clone CI: 407 e2e in 15.1 min with two,
  // 399 (same assertions) in 10.2 min with three, none failing (docs/benchmarks.md, "CI time").
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: true,
  // axe on a whole page takes seconds on a 2-core machine, more when it is busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every step of every test: it doubled the suite's time on 2 cores, and CI
    // keeps no artifacts, so traces are for local runs only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Still pages by default: the drifting background kept ~40% of a core busy in every open
    // page of headless Chromium, slowing every other test on a 2-core machine. The specs about
    // motion itself (the intro, the charts, the quick exit during the intro) ask for motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      // Chromium's own background connections are refused on a closed network: turn them off.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
