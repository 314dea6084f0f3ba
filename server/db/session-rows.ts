import { eq, lt, or } from 'drizzle-orm';
import type { Database } from './client';
import { adminSessions, sessions, users, vaultSessions } from './schema';

/** The two account session tables: same columns, kept apart (docs/decisions/0009). */
export type SessionTable = typeof sessions | typeof adminSessions;

/** What every stored session has, whoever owns it. */
export type SessionRecord = {
  /** SHA-256 (hex) of the token. */
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
};

/** A stored session joined with the account it belongs to. */
export type StoredSession = SessionRecord & {
  userId: number;
  username: string;
  role: string;
};

/** A stored session of a private vault (docs/decisions/0015): no account, only the vault id. */
export type StoredVaultSession = SessionRecord & { vaultId: string };

/** `owner`: the account id, or the vault id. */
export type NewSession<Owner> = { id: string; owner: Owner; createdAt: Date; expiresAt: Date };

/** The queries of one session table. */
export type SessionRows<Owner, Stored extends SessionRecord> = {
  insert(db: Database, session: NewSession<Owner>): Promise<void>;
  find(db: Database, id: string): Promise<Stored | undefined>;
  touch(db: Database, id: string, lastSeenAt: Date): Promise<void>;
  delete(db: Database, id: string): Promise<void>;
  /** Removes every session past its absolute expiry or idle for longer than `idleMs`. */
  deleteExpired(db: Database, now: Date, idleMs: number): Promise<void>;
};

export type AccountSessionRows = SessionRows<number, StoredSession> & {
  /** Ends every session of one account; answers how many there were. */
  deleteOfUser(db: Database, userId: number): Promise<number>;
};

export type VaultSessionRows = SessionRows<string, StoredVaultSession> & {
  /** Ends every session of one vault (a passphrase change, "delete my data"); answers how many. */
  deleteOfVault(db: Database, vaultId: string): Promise<number>;
};

/** The queries every session table shares: they touch only its id and times. */
function upkeepOf(table: SessionTable | typeof vaultSessions): Pick<SessionRows<unknown, SessionRecord>, 'touch' | 'delete' | 'deleteExpired'> {
  return {
    async touch(db, id, lastSeenAt) {
      await db.update(table).set({ lastSeenAt }).where(eq(table.id, id));
    },
    async delete(db, id) {
      await db.delete(table).where(eq(table.id, id));
    },
    async deleteExpired(db, now, idleMs) {
      await db.delete(table).where(or(lt(table.expiresAt, now), lt(table.lastSeenAt, new Date(now.getTime() - idleMs))));
    },
  };
}

function sessionRowsOf(table: SessionTable): AccountSessionRows {
  return {
    async insert(db, session) {
      await db.insert(table).values({ id: session.id, userId: session.owner, createdAt: session.createdAt, expiresAt: session.expiresAt, lastSeenAt: session.createdAt });
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
    ...upkeepOf(table),
    async deleteOfUser(db, userId) {
      const rows = await db.delete(table).where(eq(table.userId, userId)).returning({ id: table.id });
      return rows.length;
    },
  };
}

export const toolSessionRows: AccountSessionRows = sessionRowsOf(sessions);
export const adminSessionRows: AccountSessionRows = sessionRowsOf(adminSessions);

export const vaultSessionRows: VaultSessionRows = {
  async insert(db, session) {
    await db.insert(vaultSessions).values({ id: session.id, vaultId: session.owner, createdAt: session.createdAt, expiresAt: session.expiresAt, lastSeenAt: session.createdAt });
  },
  async find(db, id) {
    const [row] = await db
      .select({ id: vaultSessions.id, vaultId: vaultSessions.vaultId, lastSeenAt: vaultSessions.lastSeenAt, expiresAt: vaultSessions.expiresAt })
      .from(vaultSessions)
      .where(eq(vaultSessions.id, id))
      .limit(1);
    return row;
  },
  ...upkeepOf(vaultSessions),
  async deleteOfVault(db, vaultId) {
    const rows = await db.delete(vaultSessions).where(eq(vaultSessions.vaultId, vaultId)).returning({ id: vaultSessions.id });
    return rows.length;
  },
};
