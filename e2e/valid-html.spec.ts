/**
 * Issue 29 item 5: the Nu HTML Checker (the `vnu-jar` package, run on Java) finds no error on any
 * page of either language as the server sends it (the built pages, so this runs in the e2e phase,
 * after the build). HTML only: the checker's CSS parser lags modern CSS (Tailwind 4's output), so
 * its "CSS:" messages are left out.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathIn } from '../core/i18n';
import { pages } from '../core/routes';
import { pages as spanishPages } from '../locales/es/core/routes';
import { expect, test } from './fixtures';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const PATHS = [...pages.map((entry) => entry.path), ...spanishPages.map((entry) => pathIn('es', entry.path))];

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string };

test('the Nu HTML Checker finds no error on any page of either language', async ({ request }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'save-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const path of [...PATHS, '/no-such-page']) {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const file = join(dir, `${files.size}.html`);
      writeFileSync(file, await response.body());
      files.set(file, path);
    }
    const java = process.env.JAVA ?? 'java';
    let output: string;
    try {
      // Exit status 1 when it finds an error: the JSON report is on stderr either way.
      const result = await promisify(execFile)(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', '--filterpattern', 'CSS: .*', ...files.keys()], {
        maxBuffer: 64 * 1024 * 1024,
      });
      output = result.stderr;
    } catch (error) {
      const failed = error as { stderr?: string; code?: string | number };
      if (failed.code === 'ENOENT') throw new Error(`Java is needed for the Nu HTML Checker (Debian: apt-get install -y default-jre-headless), or set JAVA.`);
      output = failed.stderr ?? '';
    }
    const report = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname);
        return `${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message} [${(message.extract ?? '').trim().slice(0, 80)}]`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The <style> that hides them sits in <head>'s <noscript> now (a <style> in the body is not valid there).
  test('a form that needs JavaScript is not shown: a private space\'s gate, the sign-up form', async ({ page }) => {
    for (const path of ['/tools/journal', '/es/tools/exit-plan', '/signup', '/es/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const forms = await page.locator('main form').evaluateAll((all) => all.map((form) => getComputedStyle(form).display));
      // The gate or the sign-up form is in the page, and hidden.
      expect(forms.length, path).toBeGreaterThan(0);
      expect(forms.filter((display) => display !== 'none'), path).toEqual([]);
      await expect(page.locator('main noscript'), path).toHaveCount(1);
    }
    // A form that works without JavaScript stays: the crisis page's checklists.
    await page.goto('/crisis-support');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });
});
