/**
 * The upgrade page's levels, texts, destinations and browser flags (SPEC.md §2 /upgrade-access,
 * §3, §8), without zod, so the page and /tools can use them without downloading the schemas of
 * upgrade.ts (which re-exports these). The form's check imports the schemas when she sends.
 */
export const paidAccessLevels = ['tools_bundle', 'educator'] as const;
export type PaidAccessLevel = (typeof paidAccessLevels)[number];

export const upgradeMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter your email and access password.',
  wrongCodeTitle: 'Invalid Password',
  wrongCode: 'The access password you entered is incorrect.',
  unknownEmail:
    'We could not find a signup with this email. Please join for free on the signup page first, using the same email, then come back here.',
  failedTitle: 'Upgrade Failed',
  failedFallback: 'Unable to upgrade access. Please try again.',
  successTitle: 'Access Upgraded!',
  successDescription: {
    tools_bundle: 'You now have $20 Tools Bundle access.',
    educator: 'You now have $100 Educator access.',
  } satisfies Record<PaidAccessLevel, string>,
} as const;

/** Where the browser goes 1.5 s after a successful upgrade (SPEC.md §2). */
export const upgradeRedirects: Record<PaidAccessLevel, string> = {
  tools_bundle: '/tools',
  educator: '/services',
};

/**
 * Browser flags set after an upgrade (SPEC.md §3): 'access_tools' / 'access_educator' = 'true'
 * and the email. Kept in sessionStorage (docs/decisions/0005), so they vanish with the tab and
 * the quick exit.
 */
export const accessFlagKeys = {
  tools_bundle: 'access_tools',
  educator: 'access_educator',
  email: 'access_email',
} as const;
