import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/** Sets an admin's password hash; true when the account exists and is an admin. */
export async function updateAdminPassword(db: Database, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ password: passwordHash })
    .where(and(eq(users.id, userId), eq(users.role, 'admin')))
    .returning({ id: users.id });
  return rows.length > 0;
}
