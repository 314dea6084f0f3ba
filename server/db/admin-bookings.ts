import { and, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import {
  type AdminBooking,
  type AdminBookingListQuery,
  type BookingStatus,
  bookingStatuses,
  type ClientEmailState,
  type Page,
} from '@core/contracts/admin';
import { type BookingServiceType, bookingServiceTypes } from '@core/constants';
import { localeOf } from '@core/contracts/locale';
import type { Database } from './client';
import { cursorTextOf, type KeysetCursor, nextCursor, olderThan } from './keyset';
import { bookings, type NotificationKind, notifications } from './schema';

type BookingFilter = Pick<AdminBookingListQuery, 'status' | 'from' | 'to'> & {
  /** Leave out cancelled bookings (the appointments that will happen). */
  notCancelled?: boolean;
};

function whereOf(filter: BookingFilter): SQL | undefined {
  return and(
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.notCancelled ? ne(bookings.status, 'cancelled') : undefined,
    filter.from ? gte(bookings.preferredDateTime, new Date(filter.from)) : undefined,
    filter.to ? lt(bookings.preferredDateTime, new Date(filter.to)) : undefined,
  );
}

/**
 * The last email to her about the appointment: `booking_confirmed:sent`, …, or null. Written
 * with qualified names: inside a subquery an unqualified "id" would be the notification's.
 */
const lastClientEmail = sql<string | null>`(
  select n.kind || ':' || n.status from notifications n
  where n.booking_id = "bookings"."id" and n.kind in ('booking_confirmed', 'booking_cancelled')
  order by n.id desc limit 1
)`;

const columns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  serviceType: bookings.serviceType,
  preferredDateTime: bookings.preferredDateTime,
  timeZone: bookings.timeZone,
  locale: bookings.locale,
  notes: bookings.notes,
  status: bookings.status,
  createdAt: bookings.createdAt,
  lastClientEmail,
};

type BookingListRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  preferredDateTime: Date;
  timeZone: string | null;
  locale: string;
  notes: string | null;
  status: string;
  createdAt: Date;
  lastClientEmail: string | null;
};

function statusOf(value: string): BookingStatus {
  return (bookingStatuses as readonly string[]).includes(value) ? (value as BookingStatus) : 'pending';
}

function clientEmailOf(value: string | null): AdminBooking['clientEmail'] {
  if (!value) return null;
  const [kind, status] = value.split(':');
  const state: ClientEmailState = status === 'pending' ? 'queued' : status === 'sent' || status === 'failed' || status === 'skipped' ? status : 'queued';
  return { kind: kind === 'booking_cancelled' ? 'cancellation' : 'confirmation', state };
}

function toAdminBooking(row: BookingListRow): AdminBooking {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceType: (bookingServiceTypes as readonly string[]).includes(row.serviceType) ? (row.serviceType as BookingServiceType) : 'consultation',
    preferredDateTime: row.preferredDateTime.toISOString(),
    timeZone: row.timeZone,
    locale: localeOf(row.locale),
    notes: row.notes,
    status: statusOf(row.status),
    createdAt: row.createdAt.toISOString(),
    clientEmail: clientEmailOf(row.lastClientEmail),
  };
}

/** One page of bookings, newest request first. */
export async function listBookings(db: Database, query: AdminBookingListQuery): Promise<Page<AdminBooking>> {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { items: rows.map(toAdminBooking), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

/** Every booking matching the filter, newest first, in batches (for the CSV export). */
export async function* eachBooking(db: Database, filter: BookingFilter = {}, batch = 500): AsyncGenerator<AdminBooking> {
  let after: KeysetCursor | undefined;
  do {
    const rows = await db
      .select({ ...columns, cursorAt: cursorTextOf(bookings.createdAt) })
      .from(bookings)
      .where(and(whereOf(filter), olderThan(bookings.createdAt, bookings.id, after)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(batch);
    for (const row of rows) yield toAdminBooking(row);
    after = nextCursor(rows, batch);
  } while (after);
}

export async function findAdminBooking(db: Database, id: number): Promise<AdminBooking | undefined> {
  const [row] = await db.select(columns).from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ? toAdminBooking(row) : undefined;
}

/**
 * Sets a booking's status and, in the same short transaction, queues the email the change calls
 * for (`followUp` decides from the previous and the new status). Undefined for an unknown id.
 */
export async function changeBookingStatus(
  db: Database,
  id: number,
  status: BookingStatus,
  followUp: (previous: BookingStatus, next: BookingStatus) => NotificationKind | undefined,
  now: Date = new Date(),
): Promise<{ previous: BookingStatus; queued: NotificationKind | undefined } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update');
    if (!current) return undefined;
    const previous = statusOf(current.status);
    if (previous === status) return { previous, queued: undefined };
    await tx.update(bookings).set({ status }).where(eq(bookings.id, id));
    const queued = followUp(previous, status);
    if (queued) await tx.insert(notifications).values({ kind: queued, bookingId: id, nextAttemptAt: now });
    return { previous, queued };
  });
}

export async function countBookings(db: Database, filter: BookingFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(whereOf(filter));
  return row?.n ?? 0;
}
