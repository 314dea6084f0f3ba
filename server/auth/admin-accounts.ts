/**
 * Creating admins (`npm run admin:create`, and ADMIN_EMAIL + ADMIN_PASSWORD at start-up). Admins
 * share `users` with tool accounts, told apart by `role`. A survivor's tool account is never
 * turned into an admin: that email is refused, and the admin must use another one.
 */
import { adminPasswordProblem } from './admin-password';
import { normalizeEmail } from '@core/contracts/tools';
import type { Database } from '../db/client';
import { updateAdminPassword } from '../db/admin-accounts';
import { adminSessionRows } from '../db/session-rows';
import { findAccount, insertAccountIfAbsent } from '../db/users';
import { hashPassword, verifyPassword } from './passwords';

export type AdminAccountOutcome =
  /** A new admin account. */
  | { status: 'created'; email: string }
  /** An existing admin's password changed; its sessions ended. */
  | { status: 'updated'; email: string; endedSessions: number }
  /** An existing admin already had this password: nothing changed, no session ended. */
  | { status: 'unchanged'; email: string };

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/** Creates the admin, or sets its password. Throws AdminAccountError with a sentence fit to show. */
export async function ensureAdminAccount(db: Database, rawEmail: string, password: string): Promise<AdminAccountOutcome> {
  const email = normalizeEmail(rawEmail);
  const problem = adminPasswordProblem(password);
  if (problem) throw new AdminAccountError(problem);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findAccount(db, email);
    if (existing) {
      if (existing.role !== 'admin') {
        throw new AdminAccountError(
          `${email} already has a private tools account, which is never turned into an admin. Please use another email for the admin account.`,
        );
      }
      if (await verifyPassword(password, existing.passwordHash)) return { status: 'unchanged', email };
      await updateAdminPassword(db, existing.id, await hashPassword(password));
      const endedSessions = await adminSessionRows.deleteOfUser(db, existing.id);
      return { status: 'updated', email, endedSessions };
    }
    const created = await insertAccountIfAbsent(db, { username: email, passwordHash: await hashPassword(password), role: 'admin' });
    if (created) return { status: 'created', email };
    // Someone created it meanwhile: look again.
  }
  throw new AdminAccountError(`${email} is changing right now. Please try again.`);
}
