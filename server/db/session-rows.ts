import { eq, lt, or } from 'drizzle-orm';
import type { Database } from './client';
import { adminSessions, sessions, users } from './schema';

/** The two session tables: same columns, kept apart (docs/decisions/0009). */
export type SessionTable = typeof sessions | typeof adminSessions;

/** A stored session joined with the account it belongs to. */
export type StoredSession = {
  /** SHA-256 (hex) of the token. */
  id: string;
  userId: number;
  username: string;
  role: string;
  lastSeenAt: Date;
  expiresAt: Date;
};

export type NewSession = { id: string; userId: number; createdAt: Date; expiresAt: Date };

/** The queries of one session table. */
export type SessionRows = {
  insert(db: Database, session: NewSession): Promise<void>;
  find(db: Database, id: string): Promise<StoredSession | undefined>;
  touch(db: Database, id: string, lastSeenAt: Date): Promise<void>;
  delete(db: Database, id: string): Promise<void>;
  /** Removes every session past its absolute expiry or idle for longer than `idleMs`. */
  deleteExpired(db: Database, now: Date, idleMs: number): Promise<void>;
  /** Ends every session of one account; answers how many there were. */
  deleteOfUser(db: Database, userId: number): Promise<number>;
};

function sessionRowsOf(table: SessionTable): SessionRows {
  return {
    async insert(db, session) {
      await db.insert(table).values({ ...session, lastSeenAt: session.createdAt });
    },
    async find(db, id) {
      const [row] = await db
        .select({
          id: table.id,
          userId: table.userId,
          username: users.username,
          role: users.role,
          lastSeenAt: table.lastSeenAt,
          expiresAt: table.expiresAt,
        })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(eq(table.id, id))
        .limit(1);
      return row;
    },
    async touch(db, id, lastSeenAt) {
      await db.update(table).set({ lastSeenAt }).where(eq(table.id, id));
    },
    async delete(db, id) {
      await db.delete(table).where(eq(table.id, id));
    },
    async deleteExpired(db, now, idleMs) {
      await db.delete(table).where(or(lt(table.expiresAt, now), lt(table.lastSeenAt, new Date(now.getTime() - idleMs))));
    },
    async deleteOfUser(db, userId) {
      const rows = await db.delete(table).where(eq(table.userId, userId)).returning({ id: table.id });
      return rows.length;
    },
  };
}

export const toolSessionRows: SessionRows = sessionRowsOf(sessions);
export const adminSessionRows: SessionRows = sessionRowsOf(adminSessions);
