/**
 * How long each kind of personal data is kept (docs/decisions/0016). The server purges what is
 * older on a schedule; the privacy policy (core/content/legal.ts) states these periods. An owner
 * may shorten or lengthen them with the environment variables named here; the server warns at
 * start-up when a period is longer than the one the privacy policy publishes.
 *
 * Each default is as short as its feature allows:
 * - assessment results: the site's statistics come from a summary (counts per level and per
 *   week), never from the rows, so a result is kept only for a follow-up she asks for;
 * - bookings: counted from the appointment itself (or when it was made, if later), long enough
 *   for a follow-up or a question about a session;
 * - messages and donation inquiries: long enough to answer and follow up;
 * - signups: a year of membership, after which she can simply join again;
 * - community posts: a year of conversation, then the post and its author's email go;
 * - the outbox: an `.eml` copy of an email that was not sent by SMTP, kept only so the team can
 *   read or forward it.
 */
export const retentionKinds = ['assessmentResults', 'bookings', 'messages', 'signups', 'communityPosts', 'outboxEmails'] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/** Periods in whole days. */
export type RetentionPeriods = Record<RetentionKind, number>;

export const defaultRetentionDays: RetentionPeriods = {
  assessmentResults: 90,
  bookings: 90,
  messages: 90,
  signups: 365,
  communityPosts: 365,
  outboxEmails: 30,
};

/** The environment variable that sets each period (server/config.ts, README, .env.example). */
export const retentionEnvNames: Record<RetentionKind, string> = {
  assessmentResults: 'RETENTION_ASSESSMENT_DAYS',
  bookings: 'RETENTION_BOOKING_DAYS',
  messages: 'RETENTION_MESSAGE_DAYS',
  signups: 'RETENTION_SIGNUP_DAYS',
  communityPosts: 'RETENTION_COMMUNITY_POST_DAYS',
  outboxEmails: 'RETENTION_OUTBOX_DAYS',
};

/**
 * Days the server keeps each daily backup of its database (docs/decisions/0027). A backup holds
 * whatever the database held that day, so a row purged or erased stays in the backups until the
 * last of them ages out: the privacy policy says so.
 */
export const BACKUP_RETENTION_DAYS = 14;

/** Ten years: long enough for any legal hold; "forever" is not a period. */
export const MAX_RETENTION_DAYS = 3650;

/** "90 days", "1 day". */
export function formatRetentionDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The periods the privacy policy states, as the arguments of its ICU messages
 * (`{bookingsDays, plural, one {# day} other {# days}}`, core/content/legal.ts and its twins):
 * the defaults above, so the policy says what the server does unless its operator changes them.
 */
export const retentionMessageValues = {
  assessmentResultsDays: defaultRetentionDays.assessmentResults,
  bookingsDays: defaultRetentionDays.bookings,
  messagesDays: defaultRetentionDays.messages,
  signupsDays: defaultRetentionDays.signups,
  communityPostsDays: defaultRetentionDays.communityPosts,
  outboxEmailsDays: defaultRetentionDays.outboxEmails,
  backupDays: BACKUP_RETENTION_DAYS,
} as const;
