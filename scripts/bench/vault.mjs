// The vault's unlock time (issue 16, docs/decisions/0015): from pressing Unlock to her records
// on screen, i.e. the Argon2id key derivation (its WebAssembly fetched on first use), the session,
// reading and opening every record. Measured in Chromium with Lighthouse's mobile CPU setting
// (4x slowdown), for an empty vault and for one holding the whole 30-day journey.
import { chromium } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
const RUNS = 3;
const PASSPHRASE = 'bench passphrase of four words';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function unlockOnce(browser, base, email) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    await page.goto('/tools/affirmations');
    await page.waitForSelector('[data-shell="ready"]');
    await page.getByRole('button', { name: 'Unlock' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"]')?.hasAttribute('disabled'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Private passphrase').fill(PASSPHRASE);
    const started = Date.now();
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('region', { name: 'Your private space' }).waitFor({ timeout: 60_000 });
    await page.getByText(/^Day \d+ of 30$/).first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ms, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Unlock times, in ms (median of RUNS), for an empty vault and a full one. The full vault is
 * filled by completing its 30 days through the journey's own form, sealed as she would.
 */
export async function benchVaultUnlock({ base, executablePath, log = console.log }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const empty = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, context } = await unlockOnce(browser, base, `bench.empty.${Date.now()}.${run}@example.org`);
      empty.push(ms);
      await context.close();
    }
    log(`  unlock, empty vault, ${CPU_SLOWDOWN}x CPU: ${empty.join(', ')} ms (median ${median(empty)})`);

    const email = `bench.full.${Date.now()}@example.org`;
    const { page, context } = await unlockOnce(browser, base, email);
    const days = 30;
    for (let day = 1; day <= days; day += 1) {
      await page.getByLabel(`Your reflection for day ${day}`).fill(`A reflection of a few lines for day ${day}. `.repeat(6));
      await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/vault/records/') && response.request().method() === 'PUT'),
        page.getByRole('button', { name: 'Complete Day' }).click(),
      ]);
      if (day < days) await page.getByRole('button', { name: `Go to day ${day + 1}` }).click();
    }
    await context.close();
    const full = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, context: next } = await unlockOnce(browser, base, email);
      full.push(ms);
      await next.close();
    }
    log(`  unlock, ${days} journey days, ${CPU_SLOWDOWN}x CPU: ${full.join(', ')} ms (median ${median(full)})`);
    return { cpuSlowdown: CPU_SLOWDOWN, emptyMs: empty, fullMs: full, fullRecords: days, medianEmptyMs: median(empty), medianFullMs: median(full) };
  } finally {
    await browser.close();
  }
}
