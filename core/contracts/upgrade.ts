/**
 * POST /api/upgrade-access (SPEC.md §2 /upgrade-access, §5, §7, §8; DESIGN.md "access codes").
 * The code is checked only on the server, against ACCESS_CODE_TOOLS_BUNDLE / ACCESS_CODE_EDUCATOR.
 *
 * Answers: 200 UpgradeAccessResult; 400 `{ error, message, issues }`; 403 `{ error, message }`
 * wrong code; 404 `{ error, message }` no signup with that email; 429 too many tries.
 * Error answers carry the sentence in both `error` (our convention) and `message` (SPEC.md §7).
 */
import { z } from 'zod';
import { emailField } from './common';
import { paidAccessLevels, upgradeMessages } from './upgrade-fields';

export { accessFlagKeys, paidAccessLevels, upgradeMessages, upgradeRedirects, type PaidAccessLevel } from './upgrade-fields';

export const upgradeAccessRequestSchema = z.object({
  email: emailField,
  accessLevel: z.enum(paidAccessLevels, { error: 'Please choose the Tools Bundle or the Educator Package.' }),
  accessCode: z
    .string({ error: upgradeMessages.missingDescription })
    .trim()
    .min(1, upgradeMessages.missingDescription)
    .max(200, upgradeMessages.wrongCode),
});
export type UpgradeAccessRequest = z.infer<typeof upgradeAccessRequestSchema>;

export const upgradeAccessResultSchema = z.object({
  email: z.string(),
  accessLevel: z.enum(paidAccessLevels),
});
export type UpgradeAccessResult = z.infer<typeof upgradeAccessResultSchema>;

export const upgradeErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
