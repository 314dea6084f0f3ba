import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Origins a test expects the page to reach besides our own (the quick exit's target). */
  allowedOrigins: string[];
  /** Console errors a test provokes on purpose (the browser logs a failed load by itself). */
  expectedConsoleErrors: RegExp[];
  /** Console errors and requests to other sites seen during the test; each fails it. */
  pageProblems: string[];
};

/**
 * Every test fails on a console error, an uncaught page error, or any request that leaves
 * for another site (DESIGN.md: no third-party request may leave a survivor's browser).
 */
export const test = base.extend<Fixtures>({
  allowedOrigins: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, baseURL, allowedOrigins, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const ownOrigin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== ownOrigin && !allowedOrigins.includes(url.origin)) {
          problems.push(`request to another site: ${request.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors or third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe with the WCAG 2.x A and AA rules (2.0, 2.1, 2.2): zero violations allowed. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Waits until React has hydrated the prerendered page (interactive handlers attached). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
