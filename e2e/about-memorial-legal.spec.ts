import type { Locator, Page } from '@playwright/test';
import { legalLastUpdated } from '../core/content/legal';
import { memorialPath, siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const phone = { width: 360, height: 740 };

async function expectExternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

async function h2Names(page: Page): Promise<string[]> {
  return page.locator('main h2').allInnerTexts();
}

test.describe('founder page (/about)', () => {
  test('introduces the founder with her sections in order', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: `Meet ${siteConfig.founder.name}` })).toBeVisible();
    expect(await h2Names(page)).toEqual([
      'Why the Sisterhood Exists',
      'Our Mission',
      'Our Goal',
      'Education and Framework Development',
      'A Free Chatbot for the Hard Moments',
      'Join the Community',
    ]);
    const goals = page.locator('[data-goal]');
    await expect(goals).toHaveCount(5);
    await expect(goals.locator('p:first-child')).toHaveText(['1 million', '10,000+', '1,000+', '5-level', '5 phases']);
    for (const card of ['The S.A.V.E.™ Framework', 'HeartWork Institute', 'Books, Guides and Workbooks']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(page.getByText('It is not a therapist. It does not diagnose or treat anything.')).toBeVisible();
    await expect(page.getByText(/What you type there is kept by that service/)).toBeVisible();
  });

  test('opens every outside link in a new tab, to the configured address, telling it nothing', async ({ page }) => {
    await page.goto('/about');
    await expectExternal(page.getByTestId('founder-social-link'), siteConfig.founder.socialUrl);
    await expectExternal(page.getByTestId('founder-chatbot-link'), siteConfig.external.chatbotUrl);
    await expectExternal(page.getByRole('link', { name: /Start the chatbot/ }), siteConfig.external.chatbotUrl);
    await expectExternal(page.getByTestId('community-link-founder'), siteConfig.founder.socialUrl);
    await expectExternal(page.getByTestId('community-link-brand'), siteConfig.social.instagram);
    await expectExternal(page.getByTestId('community-link-wealth'), siteConfig.external.wealthCommunityUrl);
    // Each says, to a screen reader too, that it opens a new tab.
    await expect(page.getByRole('link', { name: 'Start the chatbot (opens in a new tab)' })).toBeVisible();
  });
});

test.describe('memorial', () => {
  test('remembers our sisters, names the warning signs and what justice means', async ({ page }) => {
    await page.goto(memorialPath);
    await expect(page.getByRole('heading', { level: 1, name: siteConfig.memorial.navLabel })).toBeVisible();
    expect(await h2Names(page)).toEqual(['Their Story', 'Warning Signs of an Abuser', 'Justice Means', 'Take One Step', 'If You Need Someone Now']);
    await expect(page.getByText('Remembering can be heavy.', { exact: false })).toBeVisible();
    await expect(page.locator('main svg[aria-hidden="true"]').first()).toBeVisible();
    // No video from another site: the memorial plays nothing.
    await expect(page.locator('main video, main iframe')).toHaveCount(0);
    const hotlines = page.getByRole('region', { name: 'If You Need Someone Now' });
    await expect(hotlines.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:+18007997233');
    await expect(hotlines.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  });

  for (const [label, path, heading] of [
    ['Take the Self-Assessment', '/assessment', /./],
    ['Get Crisis Support', '/crisis-support', 'You Are Not Alone'],
    ['Join the Community', '/community', /./],
  ] as const) {
    test(`"${label}" goes to ${path}`, async ({ page }) => {
      await page.goto(memorialPath);
      await waitForHydration(page);
      const link = page.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('legal pages', () => {
  const documents = [
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      date: legalLastUpdated.privacyPolicy,
      sections: ['Information we collect', 'How we use your information', 'How we protect it', 'Your rights and choices', 'Cookies and browser storage', 'Contact us'],
    },
    {
      path: '/terms-of-service',
      title: 'Terms of Service',
      date: legalLastUpdated.termsOfService,
      sections: ['Our services', 'What our services are not', 'Your responsibilities', 'Payment and refunds', 'Intellectual property', 'Limitation of liability', 'Partners and other sites', 'Ending your use'],
    },
    {
      path: '/legal-disclaimer',
      title: 'Legal Disclaimer',
      date: legalLastUpdated.legalDisclaimer,
      sections: ['Intellectual property ownership', 'Copyright', 'Educator License', 'Professional services disclaimer', 'Limitation of liability', 'Licensing inquiries'],
    },
  ];

  for (const doc of documents) {
    test(`${doc.path} shows its fixed Last Updated date, its sections and a working table of contents`, async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(page.getByTestId('last-updated')).toHaveText(`Last Updated: ${doc.date.display}`);
      await expect(page.getByTestId('last-updated').locator('time')).toHaveAttribute('datetime', doc.date.iso);
      for (const section of doc.sections) {
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toHaveCount(1);
      }
      await expect(page.getByRole('link', { name: `${siteConfig.contactEmail}` }).first()).toHaveAttribute(
        'href',
        `mailto:${siteConfig.contactEmail}`,
      );
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const last = toc.getByRole('link').last();
      const target = (await last.getAttribute('href')) ?? '';
      await waitForHydration(page);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test('the privacy policy says what the site really does', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('We set one cookie', { exact: false })).toBeVisible();
    await expect(page.getByText('No analytics, visitor tracking', { exact: false })).toBeVisible();
    await expect(page.getByText('choose “Delete my data”', { exact: false })).toBeVisible();
  });
});

// At a laptop's width (1280 × 900) e2e/routes.spec.ts runs the same axe and sideways checks on
// these pages, with every other page: once there, not twice.
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of ['/about', memorialPath, '/privacy-policy', '/terms-of-service', '/legal-disclaimer']) {
      test(`${path} has no axe violations and does not scroll sideways`, async ({ page }) => {
        // Long pages: axe over a whole legal text takes over a minute on a busy 2-core machine.
        test.slow();
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${path} at ${viewport.width}px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
