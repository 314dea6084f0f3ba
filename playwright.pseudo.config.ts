// The test-only pseudo-locales (docs/decisions/0035-a-language-is-a-folder.md): each a site of
// its own, generated from the English modules and built by its web server (e2e/pseudo/serve.mjs)
// once per run, on E2E_PORT and the port after it. Run after `npm run build` (the server bundle):
//   E2E_PORT=<port> npx playwright test -c playwright.pseudo.config.ts --workers=1
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 4317);
export const pseudoURLs = { 'qps-ploc': `http://127.0.0.1:${port}`, 'qps-plocm': `http://127.0.0.1:${port + 1}` } as const;

export default defineConfig({
  ...base,
  testDir: 'e2e/pseudo',
  testIgnore: [],
  projects: [{ name: 'pseudo-locales', use: { browserName: 'chromium' } }],
  webServer: Object.entries(pseudoURLs).map(([code, url]) => ({
    command: `node e2e/pseudo/serve.mjs ${code} ${new URL(url).port}`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    // The first server builds both sites, at the same time (minutes on a busy 2-core machine).
    timeout: 1_500_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { HOST: '127.0.0.1' },
  })),
});
