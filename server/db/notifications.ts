import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { BookingRow } from './bookings';
import type { Database } from './client';
import type { ContactSubmissionRow } from './contacts';
import { bookings, contactSubmissions, notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

export type NotificationJob =
  | { kind: 'booking_received' | 'booking_confirmed' | 'booking_cancelled'; bookingId: number }
  | { kind: 'contact_received'; contactId: number }
  | { kind: 'signup_exists'; signupId: number };

function valuesOf(job: NotificationJob) {
  if ('bookingId' in job) return { kind: job.kind, bookingId: job.bookingId };
  if ('contactId' in job) return { kind: job.kind, contactId: job.contactId };
  return { kind: job.kind, signupId: job.signupId };
}

/** True when this signup was already sent (or is about to be sent) an 'already a member' email since `since`. */
export async function signupNoticeQueuedSince(db: Database, signupId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.signupId, signupId), eq(notifications.kind, 'signup_exists'), gt(notifications.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Queues a job, due at once (`now` is the queue's clock, not the database's). */
export async function insertNotification(db: Database, job: NotificationJob, now: Date): Promise<number> {
  const [row] = await db.insert(notifications).values({ ...valuesOf(job), nextAttemptAt: now }).returning({ id: notifications.id });
  if (!row) throw new Error('The notification insert returned no row.');
  return row.id;
}

/**
 * Takes up to `limit` due notifications for one try each: their attempt count goes up and their
 * next try moves `leaseMs` ahead, so another instance (or a later pass, if this process dies
 * mid-send) leaves them alone until then. FOR UPDATE SKIP LOCKED lets several instances claim at
 * once without taking the same row.
 */
export async function claimDueNotifications(db: Database, now: Date, leaseMs: number, limit: number): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(notifications.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markNotificationSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(notifications).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(notifications.id, id));
}

export async function markNotificationSkipped(db: Database, id: number): Promise<void> {
  await db.update(notifications).set({ status: 'skipped' }).where(eq(notifications.id, id));
}

export async function scheduleNotificationRetry(db: Database, id: number, nextAttemptAt: Date, lastError: string): Promise<void> {
  await db.update(notifications).set({ nextAttemptAt, lastError }).where(eq(notifications.id, id));
}

export async function markNotificationFailed(db: Database, id: number, lastError: string): Promise<void> {
  await db.update(notifications).set({ status: 'failed', lastError }).where(eq(notifications.id, id));
}

/** True when she was actually sent an invitation for this booking (so a cancellation means something). */
export async function wasConfirmationSent(db: Database, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'booking_confirmed'), eq(notifications.status, 'sent')))
    .limit(1);
  return row !== undefined;
}

export async function countFailedNotifications(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.status, 'failed'));
  return row?.n ?? 0;
}

export async function findBookingRow(db: Database, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

export async function findContactRow(db: Database, id: number): Promise<ContactSubmissionRow | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).limit(1);
  return row;
}
