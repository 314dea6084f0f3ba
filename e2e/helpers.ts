import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** A toast on screen holding `text` (its title or description). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

let emailCounter = 0;
/** An email address no other test (nor another run on the same database) has used. */
export function uniqueEmail(tag: string): string {
  emailCounter += 1;
  return `maya.${tag}.${Date.now()}.${process.pid}.${emailCounter}@example.com`;
}

/** The passphrase the tool tests sign in with, unless a test gives another. */
export const toolPassphrase = 'river stones at dawn';

/** Opens a private tool's page and waits for its gate (heading: "Unlock your journey", ...). */
export async function openTool(page: Page, path: string, gateHeading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: gateHeading })).toBeVisible();
}

/** Fills the gate of a private tool and presses Unlock; resolves with the server's answer. */
export async function unlockTool(page: Page, email: string, secret = toolPassphrase) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Private passphrase').fill(secret);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/tools/session') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Unlock' }).click(),
  ]);
  return response;
}
