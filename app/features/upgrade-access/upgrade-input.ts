import { upgradeAccessRequestSchema, type PaidAccessLevel, type UpgradeAccessRequest } from '@core/contracts/upgrade';

export type UpgradeInput = { level: PaidAccessLevel | null; email: string; accessCode: string };

export type UpgradeCheck =
  | { ok: true; request: UpgradeAccessRequest }
  | { ok: false; problem: 'missing' }
  | { ok: false; problem: 'invalid-email'; message: string };

/**
 * Checks what she typed before anything is sent (SPEC.md §5): a package, an email and an access
 * password are all needed ('Missing Information'); the email must look like one.
 */
export function checkUpgradeInput({ level, email, accessCode }: UpgradeInput): UpgradeCheck {
  if (level === null || email.trim() === '' || accessCode.trim() === '') return { ok: false, problem: 'missing' };
  const parsed = upgradeAccessRequestSchema.safeParse({ email, accessLevel: level, accessCode });
  if (parsed.success) return { ok: true, request: parsed.data };
  const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
  if (emailIssue) return { ok: false, problem: 'invalid-email', message: emailIssue.message };
  return { ok: false, problem: 'missing' };
}
