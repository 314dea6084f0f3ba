/**
 * An admin's password is checked where it is set: `npm run admin:create` and ADMIN_PASSWORD at
 * start-up. Their words are for whoever runs the server, in English, never an API answer; the
 * limits are the console contract's (core/contracts/admin.ts).
 */
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '@core/contracts/admin';

/** Why a password cannot be an admin's, or undefined when it can: at least 12 characters. */
export function adminPasswordProblem(password: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) return `An admin password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}
