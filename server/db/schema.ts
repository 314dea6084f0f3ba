/**
 * The tables of SPEC.md §3 that the site uses, plus `assessment_summary` (kept in the same
 * transaction as each assessment insert so statistics never scan assessment_results). SPEC's
 * community_replies, business_listings and sponsor_ads had no feature reading or writing them,
 * so migration 0005 dropped them; a feature that needs one adds it back. SQL names are snake_case,
 * TypeScript keys camelCase. Change a table here, then run `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * A stored language is shaped as a language tag (`en`, `es`, `qps-ploc`): the database checks the
 * shape, the contracts check it is a language of the site (core/languages.ts), so a new language
 * needs no migration (docs/decisions/0045).
 */
const languageTag = (column: AnyPgColumn) => sql`${column} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'`;

export const userRoles = ['tool', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The lower-cased email of the account. */
    username: text('username').notNull().unique(),
    /** A memory-hard hash of the passphrase, never the passphrase itself. */
    password: text('password').notNull(),
    /** 'tool' for a survivor's private tools account, 'admin' for the people who run the site. */
    role: text('role').notNull().default('tool'),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('tool', 'admin')`),
    index('users_username_lower_idx').on(sql`lower(${table.username})`),
  ],
);

/**
 * Signed-in sessions (tool accounts and admins). The cookie carries a random token, signed;
 * only its SHA-256 is stored here, so a copy of the database does not give working sessions.
 * Deleting the account deletes its sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the session token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Admin sessions (docs/decisions/0009): the same token scheme as `sessions`, kept apart so a
 * tool session can never be read as an admin's, and each kind keeps its own expiry rules.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 (hex) of the session token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('admin_sessions_user_id_idx').on(table.userId)],
);

/**
 * An admin's second factor (docs/decisions/0018): a TOTP secret (RFC 6238, base32). It is asked
 * for at sign-in only once `enabled_at` is set, which happens when the admin has typed a first
 * code from it. `last_step` is the newest 30-second step a code was accepted for: a code is
 * never accepted twice, on any instance (the update is conditional).
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Recovery codes of an admin's second factor: shown once at enrolment, stored as SHA-256 (hex)
 * only. Each has 80 random bits, so a stored hash cannot be reversed by guessing; each works
 * once (`used_at`).
 */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [uniqueIndex('admin_recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/**
 * The private vault (docs/decisions/0015): ciphertext only. A vault is no row of its own: it
 * exists as the records that carry its id, HMAC-SHA256(VAULT_PEPPER, locator) in hex, which
 * nothing here ties to an email. The kind of a record lives inside its envelope, never here.
 */
export const vaultRecords = pgTable(
  'vault_records',
  {
    vaultId: text('vault_id').notNull(),
    /** Chosen by her browser (a random UUID), bound into the envelope's authenticated data. */
    recordId: uuid('record_id').notNull(),
    /** core/vault/envelope.ts, base64url. */
    envelope: text('envelope').notNull(),
    /** The envelope's length in bytes, summed for the vault's limit. */
    size: integer('size').notNull(),
    /** 1 when created, one more at each update: a put names the version it was based on. */
    version: integer('version').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vaultId, table.recordId] }),
    check('vault_records_size_check', sql`${table.size} > 0`),
    check('vault_records_version_check', sql`${table.version} > 0`),
  ],
);

/**
 * Her photos and files (docs/decisions/0032): sealed chunks of core/vault/file-chunks.ts, each
 * under the vault id of the session that sent it. Nothing here says which record holds a file,
 * its name, its type or its key: those live inside her sealed record.
 */
export const vaultFileChunks = pgTable(
  'vault_file_chunks',
  {
    vaultId: text('vault_id').notNull(),
    /** Chosen by her browser (a random UUID), bound into every chunk's authenticated data. */
    fileId: uuid('file_id').notNull(),
    /** 0, 1, ... in the file's order (also bound into the chunk). */
    chunkIndex: integer('chunk_index').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The sealed chunk's length, summed with the records for the vault's limit. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /**
     * When her browser said the file is kept, after the record naming it was saved
     * (docs/decisions/0041); null while pending. The purge deletes chunks still pending a day on.
     */
    committedAt: at('committed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.vaultId, table.fileId, table.chunkIndex] }),
    index('vault_file_chunks_pending_idx').on(table.createdAt).where(sql`${table.committedAt} is null`),
    check('vault_file_chunks_size_check', sql`${table.size} > 0`),
    check('vault_file_chunks_index_check', sql`${table.chunkIndex} >= 0`),
  ],
);

/**
 * Vault sessions: the token scheme of `sessions` (only the token's SHA-256 is stored), bound to
 * a vault id instead of an account. Opening one stores nothing else, so it says nothing about
 * whether the vault holds records.
 */
export const vaultSessions = pgTable(
  'vault_sessions',
  {
    /** SHA-256 (hex) of the session token. */
    id: text('id').primaryKey(),
    vaultId: text('vault_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('vault_sessions_vault_id_idx').on(table.vaultId)],
);

/**
 * Her share links (docs/decisions/0034): ciphertext her browser sealed under a key the server
 * never sees, found by an id derived from the link's secret, handed out only for the access
 * token whose SHA-256 is kept here. `vault_id` lets her list and stop her links and "Delete my
 * data" end them; nothing says what a link holds.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    /** base64url of 16 HKDF bytes (core/share/share-keys.ts). */
    linkId: text('link_id').primaryKey(),
    vaultId: text('vault_id').notNull(),
    /** SHA-256 (hex) of the access token. */
    tokenHash: text('token_hash').notNull(),
    /** The sealed bundle (base64url); null once a once-only link was opened. */
    ciphertext: text('ciphertext'),
    size: integer('size').notNull(),
    onceOnly: boolean('once_only').notNull(),
    views: integer('views').notNull().default(0),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('share_links_vault_id_idx').on(table.vaultId), index('share_links_expires_at_idx').on(table.expiresAt)],
);

/**
 * The photos and files of a share link (docs/decisions/0034): each chunk as her browser sealed it
 * under the link's key, under an attachment id of that link only. Deleted with their link (the
 * foreign key cascades: "Stop sharing", the purge at expiry, the fifth wrong code, "Delete my
 * data") and, for a once-only link, in the transaction that hands them out.
 */
export const shareLinkChunks = pgTable(
  'share_link_chunks',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => shareLinks.linkId, { onDelete: 'cascade' }),
    attachmentId: text('attachment_id').notNull(),
    index: integer('index').notNull(),
    sealed: bytea('sealed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.attachmentId, table.index] })],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    riskLevel: text('risk_level').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessment_results_created_at_idx').on(table.createdAt),
    // The console looks results up, and erases them, by email in any case (lower(email) = $1).
    index('assessment_results_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** One row per risk level: how many assessments and the sum of their scores. */
export const assessmentSummary = pgTable('assessment_summary', {
  riskLevel: text('risk_level').primaryKey(),
  count: integer('count').notNull().default(0),
  scoreSum: bigint('score_sum', { mode: 'number' }).notNull().default(0),
});

/**
 * How many assessments reached each level in each week (Monday, UTC): the console's weekly
 * counts. Kept in the same transaction as each insert, like assessment_summary, so the purge of
 * old results (docs/decisions/0016) leaves the counts of the weeks they were taken in.
 */
export const assessmentWeeklySummary = pgTable(
  'assessment_weekly_summary',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    riskLevel: text('risk_level').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.weekStart, table.riskLevel] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    serviceType: text('service_type').notNull(),
    preferredDateTime: at('preferred_date_time').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    /** Her IANA time zone as her browser gave it (e.g. America/Chicago): her emails show her time. */
    timeZone: text('time_zone'),
    /** The language she booked in (core/i18n.ts LOCALES): her emails and invitation are in it (issue 20). */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_status_created_at_idx').on(table.status, table.createdAt),
    index('bookings_email_lower_idx').on(sql`lower(${table.email})`),
    check('bookings_status_check', sql`${table.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
    check('bookings_locale_check', languageTag(table.locale)),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    url: text('url'),
    downloadCount: integer('download_count').notNull().default(0),
    /** The language of the page that lists it (core/i18n.ts LOCALES): /resources or /es/resources (issue 20). */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [check('resources_language_check', languageTag(table.language))],
);

export const affirmationProgress = pgTable(
  'affirmation_progress',
  {
    id: id(),
    userEmail: text('user_email').notNull(),
    day: integer('day').notNull(),
    completed: boolean('completed').notNull().default(false),
    reflection: text('reflection'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('affirmation_progress_user_email_day_idx').on(table.userEmail, table.day)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    userEmail: text('user_email').notNull(),
    entryDate: at('entry_date').notNull(),
    mood: text('mood'),
    prompt: text('prompt'),
    content: text('content').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('journal_entries_user_email_idx').on(table.userEmail)],
);

export const boundaryScripts = pgTable(
  'boundary_scripts',
  {
    id: id(),
    userEmail: text('user_email').notNull(),
    toxicBehavior: text('toxic_behavior').notNull(),
    situation: text('situation').notNull(),
    generatedScript: text('generated_script').notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('boundary_scripts_user_email_idx').on(table.userEmail, table.createdAt)],
);

export const exitPlanSteps = pgTable(
  'exit_plan_steps',
  {
    id: id(),
    userEmail: text('user_email').notNull(),
    category: text('category').notNull(),
    step: text('step').notNull(),
    completed: boolean('completed').notNull().default(false),
    notes: text('notes'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('exit_plan_steps_user_email_idx').on(table.userEmail)],
);

export const symptomTracking = pgTable(
  'symptom_tracking',
  {
    id: id(),
    userEmail: text('user_email').notNull(),
    physicalSymptom: text('physical_symptom').notNull(),
    emotionalTrigger: text('emotional_trigger').notNull(),
    intensity: integer('intensity').notNull(),
    notes: text('notes'),
    trackedAt: at('tracked_at').notNull().defaultNow(),
  },
  (table) => [index('symptom_tracking_user_email_idx').on(table.userEmail, table.trackedAt)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    donationType: text('donation_type'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_submissions_created_at_idx').on(table.createdAt),
    index('contact_submissions_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export const userSignups = pgTable(
  'user_signups',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    interests: textArray('interests'),
    howHeard: text('how_heard'),
    accessLevel: text('access_level').notNull().default('free'),
    /** The language she signed up in (core/i18n.ts LOCALES): any email to her is in it (issue 20). */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    // Stored lower-cased, but the erasure compares lower(email), which the unique index cannot serve.
    index('user_signups_email_lower_idx').on(sql`lower(${table.email})`),
    check('user_signups_locale_check', languageTag(table.locale)),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: id(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: textArray('tags'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** DESIGN.md: posts are stored awaiting review ('pending'), shown once 'approved', or 'hidden' by an admin. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('community_posts_status_created_at_idx').on(table.status, table.createdAt),
    index('community_posts_author_email_lower_idx').on(sql`lower(${table.authorEmail})`),
    check('community_posts_status_check', sql`${table.status} in ('pending', 'approved', 'hidden')`),
  ],
);

export const notificationKinds = ['booking_received', 'contact_received', 'booking_confirmed', 'booking_cancelled', 'signup_exists'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/**
 * The outgoing-mail queue (server/notify, docs/decisions/0009). A row names what happened and
 * the booking, message or signup it is about, never an address or what anyone wrote: the email is
 * composed from the current row when it is sent, so this table holds nothing personal.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    /** 'signup_exists': someone signed up again with this signup's email (issue 18 item 6). */
    signupId: integer('signup_id').references(() => userSignups.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try may start; also the lease of a try in progress. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** The last failure's kind (an error code), never its message (it may quote an address). */
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    index('notifications_booking_id_idx').on(table.bookingId),
    index('notifications_contact_id_idx').on(table.contactId),
    index('notifications_signup_id_idx').on(table.signupId),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('booking_received', 'contact_received', 'booking_confirmed', 'booking_cancelled', 'signup_exists')`,
    ),
    check('notifications_status_check', sql`${table.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * Shared limits (issue 18): the POST rate limits and the sign-in throttles of every instance
 * count here, so N instances behind a proxy give the same limits as one, a restart does not
 * reset them, and there is no in-memory cap that a flood of new keys could use to evict a
 * target's counter. A key is a scope and an HMAC of what is counted (never an email or an
 * address in clear). A counter's window starts at its first hit; expired rows are purged.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends (the hits then count from zero again). */
    resetsAt: at('resets_at').notNull(),
    /** A lockout running past the window (admin sign-in), or null. */
    lockedUntil: at('locked_until'),
  },
  (table) => [index('limit_counters_resets_at_idx').on(table.resetsAt)],
);
