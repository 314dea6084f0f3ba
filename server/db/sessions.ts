import { eq, lt, or } from 'drizzle-orm';
import type { UserRole } from './schema';
import type { Database } from './client';
import { sessions, users } from './schema';

/** A stored session joined with the account it belongs to. */
export type StoredSession = {
  /** SHA-256 (hex) of the token. */
  id: string;
  userId: number;
  username: string;
  role: UserRole;
  lastSeenAt: Date;
  expiresAt: Date;
};

export async function insertSession(
  db: Database,
  session: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    createdAt: session.createdAt,
    lastSeenAt: session.createdAt,
    expiresAt: session.expiresAt,
  });
}

export async function findSession(db: Database, id: string): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      username: users.username,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return undefined;
  return { ...row, role: row.role === 'admin' ? 'admin' : 'tool' };
}

export async function touchSession(db: Database, id: string, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes every session past its absolute expiry or idle for longer than `idleMs`. */
export async function deleteExpiredSessions(db: Database, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}

/** Ends every session of one account (e.g. after its passphrase changes). */
export async function deleteSessionsOfUser(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
