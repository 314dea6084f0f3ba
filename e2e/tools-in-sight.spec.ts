/**
 * The tools in plain sight and plainly free (issue 29 item 3), and the exact Back wording of
 * /staying-safer (item 6), in both languages: the home page links to each private tool, the
 * footer lists them, the Tools page shows no price, the upgrade page says a payment may show on
 * a card statement. The words come from the text modules the page is built from.
 */
import * as englishHome from '../core/content/home';
import * as spanishHome from '../locales/es/core/content/home';
import * as englishShell from '../core/content/shell';
import * as spanishShell from '../locales/es/core/content/shell';
import * as englishStaying from '../core/content/staying-safer';
import * as spanishStaying from '../locales/es/core/content/staying-safer';
import * as englishCatalog from '../core/content/tools-catalog';
import * as spanishCatalog from '../locales/es/core/content/tools-catalog';
import * as englishUpgrade from '../core/content/upgrade-access';
import * as spanishUpgrade from '../locales/es/core/content/upgrade-access';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { screenshotWidths } from './helpers';

const languages = [
  { code: 'en', prefix: '', home: englishHome, shell: englishShell, catalog: englishCatalog, upgrade: englishUpgrade, staying: englishStaying },
  { code: 'es', prefix: '/es', home: spanishHome, shell: spanishShell, catalog: spanishCatalog, upgrade: spanishUpgrade, staying: spanishStaying },
] as const;

const TOOL_PATHS = ['/tools/journal', '/tools/exit-plan', '/tools/symptom-tracker', '/tools/affirmations', '/tools/boundary-scripts'];

for (const { code, prefix, home, shell, catalog, upgrade, staying } of languages) {
  test.describe(`in ${code === 'en' ? 'English' : 'Spanish'}`, () => {
    test('the home page has a section for the five private tools, free and private, each linking to its tool', async ({ page }) => {
      await page.goto(prefix || '/');
      await waitForHydration(page);
      const section = page.getByRole('region', { name: home.privateToolsSection.heading });
      await expect(section).toBeVisible();
      await expect(section.getByText(home.privateToolsSection.intro)).toBeVisible();
      const links = section.getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(5);
      for (const [index, tool] of home.privateToolsSection.tools.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(tool.name);
        await expect(links.nth(index)).toHaveAttribute('href', `${prefix}${tool.path}`);
      }
      expect(home.privateToolsSection.tools.map((tool) => tool.path)).toEqual(TOOL_PATHS);
      await expect(section.getByRole('link', { name: home.privateToolsSection.allTools })).toHaveAttribute('href', `${prefix}/tools`);
      await expect(section.getByText('$')).toHaveCount(0);
      // axe on this page as it stands (hydrated, 1280 px): routes.spec.ts (English) and assessment-es.spec.ts (Spanish).

      // Its first link opens the journal.
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/tools/journal$`));
    });

    test('the footer lists the five tools and the Tools page, on every page', async ({ page }) => {
      for (const path of ['/about', '/crisis-support']) {
        await page.goto(`${prefix}${path}`);
        const tools = page.getByRole('contentinfo').getByRole('navigation', { name: shell.footerTexts.toolsHeading });
        await expect(tools.getByRole('link')).toHaveCount(6);
        for (const link of shell.footerTexts.tools) {
          await expect(tools.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `${prefix}${link.to}`);
        }
      }
      expect(shell.footerTexts.tools.slice(0, 5).map((link) => link.to)).toEqual(TOOL_PATHS);
      await expectNoAxeViolations(page, `${code} footer`);
    });

    test('the Tools page shows no price and no upgrade pitch, and says every tool is free', async ({ page }) => {
      await page.goto(`${prefix}/tools`);
      await waitForHydration(page);
      await expect(page.getByText(catalog.toolsHubTexts.free)).toBeVisible();
      const body = await page.locator('body').innerText();
      expect(body).not.toContain('$');
      expect(body).not.toMatch(/Upgrade your access|Mejora tu acceso/);
      await expect(page.getByRole('main').getByRole('link', { name: catalog.toolsHubTexts.supportLink })).toHaveAttribute('href', `${prefix}/upgrade-access`);
      // axe on this page as it stands (hydrated, 1280 px): routes.spec.ts (English) and tools-es.spec.ts (Spanish).
      await screenshotWidths(page, process.env.E2E_SCREENSHOTS_DIR, `tools-${code}`);
    });

    test('the upgrade page says every tool is free and that a payment may show on a statement someone else can see', async ({ page }) => {
      await page.goto(`${prefix}/upgrade-access`);
      await waitForHydration(page);
      const notice = page.getByRole('complementary', { name: upgrade.supportNotice.title });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(upgrade.supportNotice.text)).toBeVisible();
      await expect(notice.getByText(upgrade.supportNotice.statement)).toBeVisible();
      // The packages keep SPEC.md's names and prices, on this page only.
      await expect(page.getByRole('main').getByText(catalog.accessPackages.tools_bundle.price, { exact: true })).toBeVisible();
      // axe on this page as it stands (hydrated, 1280 px): routes.spec.ts and signup-upgrade.spec.ts (English), booking-signup-es.spec.ts (Spanish).
      await screenshotWidths(page, process.env.E2E_SCREENSHOTS_DIR, `upgrade-${code}`);
    });

    test('/staying-safer says exactly what Back does after the exit, and how to clear the earlier pages', async ({ page }) => {
      await page.goto(`${prefix}/staying-safer`);
      const exit = staying.stayingSaferSections.find((section) => section.id === 'exit-button')!;
      const limits = staying.stayingSaferSections.find((section) => section.id === 'exit-limits')!;
      await expect(page.getByText(exit.points![1]!, { exact: true })).toBeVisible();
      await expect(page.getByText(limits.points![0]!, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `${code} staying safer`);
    });
  });
}
