import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Marks the intro (and the note beside the exit button) as seen in every page the context opens
 * (sessionStorage 'introSeen' and 'exitNoteSeen', before the page's own scripts run), so a test
 * sees the page at once, as on a second visit. Not on a
 * return through Back: a test that cleared the session (the quick exit) finds it still cleared.
 */
export async function markIntroSeen(context: BrowserContext) {
  await context.addInitScript(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === 'back_forward') return;
    try {
      window.sessionStorage.setItem('introSeen', 'true');
      // The note beside the exit button shows on the first page of a tab session only.
      window.sessionStorage.setItem('exitNoteSeen', 'true');
    } catch {
      // No storage (an opaque origin): nothing to mark.
    }
  });
}

type Fixtures = {
  /**
   * True (the default): every page starts with the intro already seen. The intro's own tests
   * set it to false to see a first visit.
   */
  introSeen: boolean;
  /** Applies `introSeen` to the contexts a test opens itself with browser.newContext(). */
  introSeenInNewContexts: void;
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
  introSeen: [true, { option: true }],
  context: async ({ context, introSeen }, use) => {
    if (introSeen) await markIntroSeen(context);
    await use(context);
  },
  introSeenInNewContexts: [
    async ({ browser, introSeen }, use) => {
      if (!introSeen) {
        await use();
        return;
      }
      const original: Browser['newContext'] = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await original(options);
        await markIntroSeen(context);
        return context;
      };
      try {
        await use();
      } finally {
        // Back to the browser's own method for the next test (the patch is an own property).
        Reflect.deleteProperty(browser, 'newContext');
      }
    },
    { auto: true },
  ],
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
  // Legacy mode runs axe in the page itself; the default opens a second page to assemble the
  // results, which doubled each check's time (~3 s to ~1.5 s) for the same findings here (the
  // site has no cross-origin frames, the one thing only the default mode reaches).
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/**
 * Waits until the page is interactive: the site shell listens (Book buttons, Menu, music), every
 * island that hydrates at once (`client:ready`) has been drawn by React, its elements carrying
 * their handlers (React sets its props on each element as it hydrates it; Astro's own `ssr`
 * attribute goes earlier, before React has committed), and every island that hydrates when she
 * reaches for it (`client:reach`) is listening for her (it then hydrates on the test's first
 * touch, focus or key, as for her, and keeps a press or submit made before then).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.shell !== 'ready') return false;
    const hydrated = (island: Element) =>
      !island.hasAttribute('ssr') &&
      Array.from(island.children).every((child) => child.tagName === 'TEMPLATE' || Object.keys(child).some((key) => key.startsWith('__reactProps$')));
    const listening = (island: Element) => island.hasAttribute('reach') || hydrated(island);
    return (
      Array.from(document.querySelectorAll('astro-island[client="ready"]')).every(hydrated) &&
      Array.from(document.querySelectorAll('astro-island[client="reach"]')).every(listening)
    );
  });
}

/**
 * Brings an island that hydrates when seen (`client:seen`, e.g. a form at the foot of a page)
 * onto the screen and waits until React has drawn it. `inside` is any element within the island.
 */
export async function waitForIsland(page: Page, inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      inside.evaluate((element) => {
        const island = element.closest('astro-island');
        if (!island) return true;
        return !island.hasAttribute('ssr') && Object.keys(element).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}

export type MediaAtExit = { tag: string; paused: boolean; muted: boolean; src?: string | null };

/**
 * Records every <audio> and <video> on the page the moment the quick exit has run (just after
 * its handlers, before the neutral site replaces the page): one list per exit.
 */
export async function reportMediaOnExit(page: Page, { withSrc = false } = {}): Promise<MediaAtExit[][]> {
  const reports: MediaAtExit[][] = [];
  await page.exposeFunction('__reportMediaOnExit', (media: MediaAtExit[]) => {
    reports.push(media);
  });
  await page.addInitScript((includeSrc: boolean) => {
    window.addEventListener('quick-exit', () => {
      // The elements now (the intro may take its video away), their state once the exit has run.
      const elements = Array.from(document.querySelectorAll<HTMLMediaElement>('audio, video'));
      queueMicrotask(() => {
        const media = elements.map((element) => ({
          tag: element.tagName,
          paused: element.paused,
          muted: element.muted,
          ...(includeSrc ? { src: element.getAttribute('src') } : {}),
        }));
        (window as unknown as { __reportMediaOnExit: (media: unknown) => void }).__reportMediaOnExit(media);
      });
    });
  }, withSrc);
  return reports;
}

/**
 * Serves the quick exit's neutral site (as a stand-in page) only once the media report has
 * reached the test, or after 5 s. The report leaves the old page as it goes; if the new page
 * arrived first, Playwright dropped the report with the old page's context (seen twice on a
 * busy CI machine). Until the response comes, the old page stays: the exit itself is unchanged.
 */
export async function serveExitAfterReport(page: Page, exitOrigin: string, reports: unknown[]): Promise<void> {
  await page.route(`${exitOrigin}/**`, async (route) => {
    for (let waited = 0; reports.length === 0 && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' });
  });
}

