/** The console's lists of contact messages and signups, newest first. */
import { and, count, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { AdminContact, AdminSignup, Page } from '@core/contracts/admin';
import { type AccessLevel, accessLevels } from '@core/constants';
import type { ContactSubject } from '@core/contracts/contact';
import { localeOf } from '@core/contracts/locale';
import type { Database } from './client';
import { cursorTextOf, type KeysetCursor, nextCursor, olderThan } from './keyset';
import { contactSubmissions, userSignups } from './schema';

type Paging = { page: number; pageSize: number };

function toContact(row: typeof contactSubmissions.$inferSelect): AdminContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    donationType: row.donationType,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSignup(row: typeof userSignups.$inferSelect): AdminSignup {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    interests: row.interests,
    howHeard: row.howHeard,
    accessLevel: (accessLevels as readonly string[]).includes(row.accessLevel) ? (row.accessLevel as AccessLevel) : 'free',
    locale: localeOf(row.locale),
    createdAt: row.createdAt.toISOString(),
  };
}

const contactWhere = (subject: ContactSubject | undefined): SQL | undefined =>
  subject ? eq(contactSubmissions.subject, subject) : undefined;
const signupWhere = (accessLevel: AccessLevel | undefined): SQL | undefined =>
  accessLevel ? eq(userSignups.accessLevel, accessLevel) : undefined;

export async function listContacts(db: Database, query: Paging & { subject?: ContactSubject | undefined }): Promise<Page<AdminContact>> {
  const where = contactWhere(query.subject);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return { items: rows.map(toContact), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

export async function* eachContact(db: Database, batch = 500): AsyncGenerator<AdminContact> {
  let after: KeysetCursor | undefined;
  do {
    const rows = await db
      .select({ ...getTableColumns(contactSubmissions), cursorAt: cursorTextOf(contactSubmissions.createdAt) })
      .from(contactSubmissions)
      .where(olderThan(contactSubmissions.createdAt, contactSubmissions.id, after))
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(batch);
    for (const row of rows) yield toContact(row);
    after = nextCursor(rows, batch);
  } while (after);
}

export async function listSignups(db: Database, query: Paging & { accessLevel?: AccessLevel | undefined }): Promise<Page<AdminSignup>> {
  const where = signupWhere(query.accessLevel);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userSignups)
      .where(where)
      .orderBy(desc(userSignups.createdAt), desc(userSignups.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(userSignups).where(where),
  ]);
  return { items: rows.map(toSignup), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

export async function* eachSignup(db: Database, batch = 500): AsyncGenerator<AdminSignup> {
  let after: KeysetCursor | undefined;
  do {
    const rows = await db
      .select({ ...getTableColumns(userSignups), cursorAt: cursorTextOf(userSignups.createdAt) })
      .from(userSignups)
      .where(olderThan(userSignups.createdAt, userSignups.id, after))
      .orderBy(desc(userSignups.createdAt), desc(userSignups.id))
      .limit(batch);
    for (const row of rows) yield toSignup(row);
    after = nextCursor(rows, batch);
  } while (after);
}

/** Messages received in [from, to). */
export async function countContactsBetween(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactSubmissions)
    .where(and(gte(contactSubmissions.createdAt, from), lt(contactSubmissions.createdAt, to)));
  return row?.n ?? 0;
}
