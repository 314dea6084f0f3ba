import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from './client';
import { adminSessions, users } from './schema';

/** A stored admin session joined with its account. */
export type StoredAdminSession = {
  /** SHA-256 (hex) of the token. */
  id: string;
  userId: number;
  username: string;
  role: string;
  lastSeenAt: Date;
  expiresAt: Date;
};

export async function insertAdminSession(
  db: Database,
  session: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values({
    id: session.id,
    userId: session.userId,
    createdAt: session.createdAt,
    lastSeenAt: session.createdAt,
    expiresAt: session.expiresAt,
  });
}

export async function findAdminSession(db: Database, id: string): Promise<StoredAdminSession | undefined> {
  const [row] = await db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      username: users.username,
      role: users.role,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  return row;
}

export async function touchAdminSession(db: Database, id: string, lastSeenAt: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt }).where(eq(adminSessions.id, id));
}

export async function deleteAdminSession(db: Database, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/** Removes every admin session past its absolute expiry or idle for longer than `idleMs`. */
export async function deleteExpiredAdminSessions(db: Database, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}

/** Ends every session of one admin (after a password change). */
export async function deleteAdminSessionsOfUser(db: Database, userId: number): Promise<number> {
  const rows = await db.delete(adminSessions).where(and(eq(adminSessions.userId, userId))).returning({ id: adminSessions.id });
  return rows.length;
}
