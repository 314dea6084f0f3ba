/**
 * The outgoing-mail queue (docs/decisions/0009). A request that should send an email only
 * inserts a row in `notifications` (a millisecond); the email is composed and sent after the
 * answer has gone, and again later if sending fails, so a mail server that is slow, down or
 * refusing never slows or fails a booking. Rows survive a restart and are claimed with
 * FOR UPDATE SKIP LOCKED, so several instances on one PostgreSQL share the work.
 *
 * Logs name the kind, the row and the error code, never an address or what anyone wrote.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookingStatus } from '@core/contracts/admin';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  claimDueNotifications,
  findBookingRow,
  findContactRow,
  insertNotification,
  signupNoticeQueuedSince,
  markNotificationFailed,
  markNotificationSent,
  markNotificationSkipped,
  type NotificationJob,
  type NotificationRow,
  scheduleNotificationRetry,
  wasConfirmationSent,
} from '../db/notifications';
import type { NotificationKind } from '../db/schema';
import { findSignupRow } from '../db/signups';
import { createOutboxMailer, createSmtpMailer, describeSendError, type Mailer } from './mailer';
import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingReceivedEmail,
  contactReceivedEmail,
  type OutgoingEmail,
  signupExistsEmail,
} from './messages';

/** Waits before the 2nd, 3rd, … try: about a day of retries in all, then the row is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3600_000, 6 * 3600_000, 12 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed row is left alone (longer than the mailer's own time limits). */
export const CLAIM_LEASE_MS = 5 * 60_000;
export const DEFAULT_POLL_MS = 30_000;
/** At most one 'already a member' email per signup in this time, however often someone tries. */
export const SIGNUP_NOTICE_INTERVAL_MS = 24 * 3600_000;
const BATCH = 10;

export type NotificationServiceOptions = {
  db: Database;
  config: ServerConfig;
  /** Default: SMTP when config.smtpUrl is set, else the .eml outbox. */
  mailer?: Mailer;
  /** The clock (tests move it to reach a retry). */
  now?: () => Date;
  /** How often due rows are looked for (0: only after answers and when asked). */
  pollMs?: number;
};

type Outcome = { status: 'sent' } | { status: 'skipped'; reason: string };

export class NotificationService {
  readonly mailer: Mailer;
  private readonly db: Database;
  private readonly config: ServerConfig;
  /** The queue's clock: rows are due by it (tests move it to reach a retry). */
  readonly now: () => Date;
  private readonly pollMs: number;
  private log: FastifyBaseLogger | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private queuedSinceRun = false;
  private stopped = false;

  constructor(options: NotificationServiceOptions) {
    this.db = options.db;
    this.config = options.config;
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.mailer =
      options.mailer ??
      (options.config.smtpUrl
        ? createSmtpMailer(options.config.smtpUrl, options.config.mailFrom)
        : createOutboxMailer(options.config.outboxDir, options.config.mailFrom));
  }

  /** Starts polling (and delivers whatever was waiting from before a restart). */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.stopped = false;
    if (this.pollMs > 0 && !this.timer) {
      this.timer = setInterval(() => this.deliverSoon(), this.pollMs);
      this.timer.unref();
    }
    this.deliverSoon();
  }

  /** Stops polling and waits for a delivery in progress; nothing new starts after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.mailer.close();
  }

  /** New bookings and messages tell NOTIFY_EMAIL, when it is set. */
  get notifiesTeam(): boolean {
    return this.config.notifyEmail !== undefined;
  }

  /**
   * Queues an email for after the answer. Never throws: the booking or message is already
   * stored, and she must hear that it was, whatever happens to the email.
   */
  async queue(job: NotificationJob, log?: FastifyBaseLogger): Promise<void> {
    if ((job.kind === 'booking_received' || job.kind === 'contact_received') && !this.notifiesTeam) return;
    try {
      const id = await insertNotification(this.db, job, this.now());
      this.queuedSinceRun = true;
      (log ?? this.log)?.info({ notification: id, kind: job.kind }, 'email queued');
    } catch (error) {
      (log ?? this.log)?.error({ err: error, kind: job.kind }, 'could not queue an email');
    }
  }

  /**
   * Someone signed up again with this signup's email: queues the 'already a member' email, unless
   * one went in the last SIGNUP_NOTICE_INTERVAL_MS (so a stranger cannot flood her inbox). Never
   * throws, like queue().
   */
  async queueSignupNotice(signupId: number, log?: FastifyBaseLogger): Promise<void> {
    try {
      if (await signupNoticeQueuedSince(this.db, signupId, new Date(this.now().getTime() - SIGNUP_NOTICE_INTERVAL_MS))) return;
    } catch (error) {
      (log ?? this.log)?.error({ err: error, kind: 'signup_exists' }, 'could not queue an email');
      return;
    }
    await this.queue({ kind: 'signup_exists', signupId }, log);
  }

  /** Called after every answer: starts a delivery pass if something was queued meanwhile. */
  afterResponse(): void {
    if (!this.queuedSinceRun) return;
    this.queuedSinceRun = false;
    this.deliverSoon();
  }

  /** Marks that a row was queued by someone else (a status change inside a transaction). */
  noteQueued(): void {
    this.queuedSinceRun = true;
  }

  /** Starts a delivery pass on the next turn of the event loop (one at a time). */
  deliverSoon(): void {
    if (this.stopped) return;
    setImmediate(() => {
      void this.runDue().catch((error: unknown) => this.log?.error({ err: error }, 'email delivery pass failed'));
    });
  }

  /** Sends every due email (one pass, repeated while more are due). Resolves with how many were tried. */
  runDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = (async () => {
      let tried = 0;
      do {
        this.again = false;
        for (;;) {
          if (this.stopped) return tried;
          const rows = await claimDueNotifications(this.db, this.now(), CLAIM_LEASE_MS, BATCH);
          if (rows.length === 0) break;
          for (const row of rows) {
            await this.deliver(row);
            tried += 1;
          }
        }
      } while (this.again && !this.stopped);
      return tried;
    })();
    this.running = pass;
    void pass.finally(() => {
      if (this.running === pass) this.running = undefined;
    }).catch(() => undefined);
    return pass;
  }

  private async deliver(row: NotificationRow): Promise<void> {
    const context = { notification: row.id, kind: row.kind, attempt: row.attempts };
    let outcome: Outcome;
    try {
      outcome = await this.compose(row);
    } catch (error) {
      await this.failed(row, describeSendError(error), context);
      return;
    }
    if (outcome.status === 'skipped') {
      await markNotificationSkipped(this.db, row.id);
      this.log?.info({ ...context, reason: outcome.reason }, 'email not needed any more');
      return;
    }
    await markNotificationSent(this.db, row.id, this.now());
    this.log?.info(context, 'email sent');
  }

  private async failed(row: NotificationRow, failure: { permanent: boolean; code: string }, context: object): Promise<void> {
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    if (failure.permanent || delay === undefined || row.attempts >= MAX_ATTEMPTS) {
      await markNotificationFailed(this.db, row.id, failure.code);
      this.log?.error({ ...context, code: failure.code, permanent: failure.permanent }, 'email could not be sent; giving up');
      return;
    }
    await scheduleNotificationRetry(this.db, row.id, new Date(this.now().getTime() + delay), failure.code);
    this.log?.warn({ ...context, code: failure.code, retryInSeconds: delay / 1000 }, 'email not sent; will try again');
  }

  /** Builds the email from the row's booking or message as it is now, and sends it. */
  private async compose(row: NotificationRow): Promise<Outcome> {
    const name = `${row.kind.replace('_', '-')}-${row.id}`;
    const send = async (email: OutgoingEmail): Promise<Outcome> => {
      await this.mailer.send(email, name);
      return { status: 'sent' };
    };

    if (row.kind === 'contact_received') {
      const contact = row.contactId === null ? undefined : await findContactRow(this.db, row.contactId);
      if (!contact) return { status: 'skipped', reason: 'message deleted' };
      if (!this.config.notifyEmail) return { status: 'skipped', reason: 'NOTIFY_EMAIL not set' };
      return send(contactReceivedEmail(contact, this.config.notifyEmail));
    }

    if (row.kind === 'signup_exists') {
      const signup = row.signupId === null ? undefined : await findSignupRow(this.db, row.signupId);
      if (!signup) return { status: 'skipped', reason: 'signup deleted' };
      return send(signupExistsEmail(signup));
    }

    const booking = row.bookingId === null ? undefined : await findBookingRow(this.db, row.bookingId);
    if (!booking) return { status: 'skipped', reason: 'booking deleted' };
    const options = { from: this.config.mailFrom, sequence: row.id, now: this.now() };
    switch (row.kind) {
      case 'booking_received':
        if (!this.config.notifyEmail) return { status: 'skipped', reason: 'NOTIFY_EMAIL not set' };
        return send(bookingReceivedEmail(booking, this.config.notifyEmail));
      case 'booking_confirmed':
        // Cancelled (or reopened) before the invitation went: it would only mislead her.
        if (booking.status !== 'confirmed') return { status: 'skipped', reason: 'no longer confirmed' };
        return send(bookingConfirmedEmail(booking, options));
      case 'booking_cancelled':
        if (booking.status !== 'cancelled') return { status: 'skipped', reason: 'no longer cancelled' };
        // She never got an invitation: there is nothing in her calendar to remove.
        if (!(await wasConfirmationSent(this.db, booking.id))) return { status: 'skipped', reason: 'no invitation was sent' };
        return send(bookingCancelledEmail(booking, options));
      default:
        return { status: 'skipped', reason: 'unknown kind' };
    }
  }
}

/**
 * Which email to her a status change calls for: the invitation when the coach confirms, and a
 * cancellation when a confirmed appointment is cancelled (if the invitation actually went;
 * checked when sending). Any other change sends nothing.
 */
export function clientEmailForStatusChange(previous: BookingStatus, next: BookingStatus): NotificationKind | undefined {
  if (next === 'confirmed' && previous !== 'confirmed') return 'booking_confirmed';
  if (next === 'cancelled' && previous === 'confirmed') return 'booking_cancelled';
  return undefined;
}
