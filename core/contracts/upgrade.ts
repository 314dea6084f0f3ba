/**
 * POST /api/upgrade-access (SPEC.md §2 /upgrade-access, §5, §7, §8; DESIGN.md "access codes").
 * The code is checked only on the server, against ACCESS_CODE_TOOLS_BUNDLE / ACCESS_CODE_EDUCATOR.
 *
 * Answers: 200 UpgradeAccessResult; 400 `{ error, message, issues }`; 403 `{ error, message }`
 * wrong code; 429 too many tries. A right code activates access for the email whether or not it
 * signed up before (the signup row is made when missing), so a code holder cannot learn who is
 * registered (issue 18; this replaces DESIGN.md's "unknown email → 404").
 * Error answers carry the sentence in both `error` (our convention) and `message` (SPEC.md §7).
 */
import * as z from 'zod/mini';
import { codesOf } from './codes';
import { apiIssueSchema, emailField } from './common';
import { localeField } from './locale';

export const paidAccessLevels = ['tools_bundle', 'educator'] as const;
export type PaidAccessLevel = (typeof paidAccessLevels)[number];

/** The codes of the form's problems; their words are core/content/upgrade-access.ts's `upgradeMessages`. */
export const upgradeCodes = codesOf('upgradeMessages', ['chooseLevel', 'missingDescription', 'wrongCode']);

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

export const upgradeAccessRequestSchema = z.object({
  email: emailField,
  accessLevel: z.enum(paidAccessLevels, { error: upgradeCodes.chooseLevel }),
  accessCode: z
    .string({ error: upgradeCodes.missingDescription })
    .check(z.trim(), z.minLength(1, upgradeCodes.missingDescription), z.maxLength(200, upgradeCodes.wrongCode)),
  /** The language of her page: a wrong password is answered in it, and a signup made here keeps it. */
  locale: localeField,
});
export type UpgradeAccessRequest = z.infer<typeof upgradeAccessRequestSchema>;

/** The activate form: her email and access password; the level is the package she chose above it. */
export const upgradeAccessFormSchema = z.pick(upgradeAccessRequestSchema, { email: true, accessCode: true });

export const upgradeAccessResultSchema = z.object({
  email: z.string(),
  accessLevel: z.enum(paidAccessLevels),
});
export type UpgradeAccessResult = z.infer<typeof upgradeAccessResultSchema>;

export const upgradeErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  reason: z.optional(z.string()),
  issues: z.optional(z.array(apiIssueSchema)),
});
