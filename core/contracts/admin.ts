/**
 * The coach's console (issue 7, docs/decisions/0009): every /api/admin/* payload and answer.
 *
 * Endpoints (every one but login and logout answers 401 without an admin session, a tool
 * account's session included; every POST/PUT/PATCH/DELETE answers 403 unless its Origin is this
 * site's; every answer is `Cache-Control: no-store`):
 * - POST   /api/admin/login                 AdminLogin → 200 AdminSession, sets the admin cookie;
 *                                           401 wrong email or password; 401 with
 *                                           `secondFactorRequired` when the password is right and
 *                                           the admin's code (TOTP or recovery code) is missing or
 *                                           wrong; 429 after 5 failures for an email from one
 *                                           address, or 20 from one address (for 15 minutes).
 *                                           Failures for an email from anywhere only slow it down
 *                                           (docs/decisions/0018).
 * - GET    /api/admin/second-factor         → 200 SecondFactorStatus.
 * - POST   /api/admin/second-factor/setup   → 200 SecondFactorSetup (a new secret, not asked for
 *                                           until confirmed); 409 when one is already on.
 * - POST   /api/admin/second-factor/confirm SecondFactorConfirm (code and password) → 200
 *                                           RecoveryCodes (shown once); 400 wrong code or
 *                                           password; 409 nothing to confirm.
 * - POST   /api/admin/second-factor/remove  SecondFactorCode → 204; 400 wrong code.
 * - POST   /api/admin/logout                → 204, ends the session (signed in or not).
 * - GET    /api/admin/session               → 200 AdminSession.
 * - GET    /api/admin/overview?from&to      → 200 AdminOverview (from/to: the coach's "today").
 * - GET    /api/admin/bookings?status&from&to&page&pageSize → 200 page of AdminBooking, newest first.
 * - PATCH  /api/admin/bookings/:id          BookingStatusUpdate → 200 AdminBooking; 404.
 *                                           Confirming emails her an invitation (.ics); cancelling a
 *                                           confirmed booking emails her a cancellation.
 * - GET    /api/admin/contacts?subject&page&pageSize        → 200 page of AdminContact, newest first.
 * - GET    /api/admin/signups?accessLevel&page&pageSize     → 200 page of AdminSignup, newest first.
 * - GET    /api/admin/community-posts?status&page&pageSize  → 200 page of AdminCommunityPost, newest first.
 * - PATCH  /api/admin/community-posts/:id   PostModeration → 200 AdminCommunityPost; 404.
 * - GET    /api/admin/resources             → 200 Resource[] of both languages (with download counts).
 * - POST   /api/admin/resources             ResourceInput → 201 Resource.
 * - PUT    /api/admin/resources/:id         ResourceInput → 200 Resource; 404.
 * - DELETE /api/admin/resources/:id         → 204; 404.
 * - GET    /api/admin/assessments/weekly?weeks → 200 AssessmentWeekly (counts per tier per week).
 * - POST   /api/admin/assessments/lookup    AssessmentLookup → 200 AssessmentLookupResult. A POST so
 *                                           her email never sits in an address or an access log.
 * - GET    /api/admin/export/{bookings,contacts,signups}.csv → 200 text/csv (formula-safe).
 */
import * as z from 'zod/mini';
import { accessLevels, bookingServiceTypes, communityCategories, resourceTypes, type BookingServiceType } from '../constants';
import { riskLevels } from '../content/assessment-risk-levels';
import { emailField, requiredText } from './common';
import { communityPostStatuses } from './community';
import { contactSubjects } from './contact';
import { LOCALES } from '../i18n';
import { localeField } from './locale';
import { codesOf, type MessageCode, withParams } from './codes';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** How many weeks the assessment chart may cover. */
export const ADMIN_MAX_WEEKS = 52;

/**
 * The console's problems, by code (docs/decisions/0037); their words are in
 * core/content/api-messages.ts (`adminMessages`), put into words by the server in the request's
 * language and by the console's forms.
 */
export const adminCodes = codesOf('adminMessages', [
  'wrongCredentials',
  'codeNeeded',
  'wrongCode',
  'passwordMissing',
  'page',
  'pageTooFar',
  'pageSize',
  'instant',
  'bookingStatus',
  'contactSubject',
  'accessLevel',
  'postStatus',
  'moderation',
  'resourceTitle',
  'resourceDescription',
  'resourceType',
  'resourceUrlTooLong',
  'resourceUrlMissing',
  'resourceUrl',
  'weeks',
  'recordId',
]);

/** POST /api/admin/login. Any password length is accepted here: a wrong one is simply a 401. */
export const adminLoginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: adminCodes.passwordMissing })
    .check(z.minLength(1, adminCodes.passwordMissing), z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, adminCodes.wrongCredentials)),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** The longest code accepted: a recovery code written with spaces or dashes. */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 40;
const secondFactorCodeField = z
  .string({ error: adminCodes.codeNeeded })
  .check(z.trim(), z.minLength(1, adminCodes.codeNeeded), z.maxLength(SECOND_FACTOR_CODE_MAX_LENGTH, adminCodes.wrongCode));

/** POST /api/admin/login with the second factor: the same email and password, and the code. */
export const adminLoginWithCodeSchema = z.extend(adminLoginSchema, { code: z.optional(secondFactorCodeField) });
export type AdminLoginWithCode = z.infer<typeof adminLoginWithCodeSchema>;

/** A refused sign-in; `secondFactorRequired` once the password was right and a code is needed. */
export const adminLoginRefusalSchema = z.object({ error: z.string(), secondFactorRequired: z.optional(z.literal(true)) });

export const adminSessionSchema = z.object({
  email: z.string(),
  /** Whether this admin's sign-in asks for a code. */
  secondFactor: z.boolean(),
  /**
   * In production every admin must turn on two-step sign-in: until she does, this is true and
   * every console route but her session, her second factor and sign-out answers 403
   * (docs/decisions/0018).
   */
  mustEnrolSecondFactor: z.boolean(),
  /**
   * Where emails go: 'smtp' when SMTP_URL is set; 'outbox' when they are only written to the
   * server's outbox folder, so the console never says an email was sent when it was not.
   */
  emailDelivery: z.enum(['smtp', 'outbox']),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

// ---------------------------------------------------------------------------------------------
// Second factor (docs/decisions/0018)

export const secondFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().check(z.int()) });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorSetupSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document, drawn on this server. */
  qrCodeSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorCodeSchema = z.object({ code: secondFactorCodeField });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/**
 * Confirming a new second factor takes the password too: a session left open on a shared
 * computer must not be enough to tie the console to someone else's phone.
 */
export const secondFactorConfirmSchema = z.extend(secondFactorCodeSchema, { password: adminLoginSchema.shape.password });
export type SecondFactorConfirm = z.infer<typeof secondFactorConfirmSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

// ---------------------------------------------------------------------------------------------
// Lists: query strings and pages

/** An empty query value (`?status=`) means "no filter". */
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/** `schema`, with an empty query value taken as none (zod/mini's z.preprocess: a pipe from a transform). */
const blankAsNone = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankToUndefined), schema);

const pageMessage = adminCodes.page;
const pageField = blankAsNone(
  z._default(z.coerce.number({ error: pageMessage }).check(z.int(pageMessage), z.gte(1, pageMessage), z.lte(1_000_000, adminCodes.pageTooFar)), 1),
);
const pageSizeMessage = withParams(adminCodes.pageSize, { max: ADMIN_MAX_PAGE_SIZE });
const pageSizeField = blankAsNone(
  z._default(
    z.coerce.number({ error: pageSizeMessage }).check(z.int(pageSizeMessage), z.gte(1, pageSizeMessage), z.lte(ADMIN_MAX_PAGE_SIZE, pageSizeMessage)),
    ADMIN_PAGE_SIZE,
  ),
);
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: MessageCode) =>
  blankAsNone(z.optional(z.enum(values, { error: message })));
const optionalInstant = (name: string) =>
  blankAsNone(z.optional(z.iso.datetime({ offset: true, error: withParams(adminCodes.instant, { field: name }) })));

export const paginationQuerySchema = z.object({ page: pageField, pageSize: pageSizeField });
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list, newest first. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    /** How many match the filter, over all pages. */
    total: z.number().check(z.int()),
  });
}
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/** How many pages a list of `total` items has (at least 1, so "page 1 of 1" reads well). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// ---------------------------------------------------------------------------------------------
// Bookings

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const bookingStatusMessage = adminCodes.bookingStatus;

/**
 * How long each kind of appointment is, for the calendar invitation (docs/decisions/0006: one
 * length per service; a program's sessions are 60 minutes).
 */
export const appointmentMinutes: Record<BookingServiceType, number> = {
  consultation: 30,
  individual: 60,
  program: 60,
  family: 120,
};

export const adminBookingListQuerySchema = z.extend(paginationQuerySchema, {
  status: optionalFilter(bookingStatuses, bookingStatusMessage),
  /** Only appointments at or after this moment (her preferred date and time). */
  from: optionalInstant('from'),
  /** Only appointments before this moment. */
  to: optionalInstant('to'),
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

/** What became of the last email about her appointment (a confirmation or a cancellation). */
export const clientEmailStates = ['queued', 'sent', 'failed', 'skipped'] as const;
export type ClientEmailState = (typeof clientEmailStates)[number];

export const adminBookingSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  serviceType: z.enum(bookingServiceTypes),
  /** ISO date-time. */
  preferredDateTime: z.string(),
  /** Her IANA time zone, when her browser said. */
  timeZone: z.nullable(z.string()),
  /** The language she booked in: her emails and invitation are written in it. */
  locale: z.enum(LOCALES),
  notes: z.nullable(z.string()),
  status: z.enum(bookingStatuses),
  createdAt: z.string(),
  /** The last email to her about this appointment, if any. */
  clientEmail: z.nullable(z.object({ kind: z.enum(['confirmation', 'cancellation']), state: z.enum(clientEmailStates) })),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingPageSchema = pageOf(adminBookingSchema);

export const bookingStatusUpdateSchema = z.object({ status: z.enum(bookingStatuses, { error: bookingStatusMessage }) });
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Overview ("today")

export const adminOverviewQuerySchema = z.object({ from: optionalInstant('from'), to: optionalInstant('to') });
export const adminOverviewSchema = z.object({
  /** Appointments between from and to, cancelled ones left out. */
  bookingsToday: z.number().check(z.int()),
  pendingBookings: z.number().check(z.int()),
  /** Messages received between from and to. */
  messagesToday: z.number().check(z.int()),
  pendingPosts: z.number().check(z.int()),
  /** Emails that could not be sent after every retry (see the server log). */
  failedEmails: z.number().check(z.int()),
  /**
   * The private vaults' storage against VAULT_STORAGE_CAP_MB (server/vault-storage.ts): the home
   * screen warns from 80 % (`nearCap`); when `full`, new vault writes are refused.
   */
  vaultStorage: z.object({ usedBytes: z.number(), capBytes: z.number(), nearCap: z.boolean(), full: z.boolean() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Messages and signups

export const adminContactListQuerySchema = z.extend(paginationQuerySchema, {
  subject: optionalFilter(contactSubjects, adminCodes.contactSubject),
});
export const adminContactSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  donationType: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;
export const adminContactPageSchema = pageOf(adminContactSchema);

export const adminSignupListQuerySchema = z.extend(paginationQuerySchema, {
  accessLevel: optionalFilter(accessLevels, adminCodes.accessLevel),
});
export const adminSignupSchema = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  interests: z.array(z.string()),
  howHeard: z.nullable(z.string()),
  accessLevel: z.enum(accessLevels),
  /** The language she signed up in: any email to her is written in it. */
  locale: z.enum(LOCALES),
  createdAt: z.string(),
});
export type AdminSignup = z.infer<typeof adminSignupSchema>;
export const adminSignupPageSchema = pageOf(adminSignupSchema);

export const accessLevelLabels: Record<(typeof accessLevels)[number], string> = {
  free: 'Free',
  tools_bundle: 'Tools Bundle',
  educator: 'Educator',
};

// ---------------------------------------------------------------------------------------------
// Community moderation

export const communityPostStatusLabels: Record<(typeof communityPostStatuses)[number], string> = {
  pending: 'Awaiting review',
  approved: 'Approved',
  hidden: 'Hidden',
};

export const adminCommunityPostListQuerySchema = z.extend(paginationQuerySchema, {
  status: optionalFilter(communityPostStatuses, adminCodes.postStatus),
});
export const adminCommunityPostSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  category: z.enum(communityCategories),
  tags: z.array(z.string()),
  isAnonymous: z.boolean(),
  /** null for an anonymous post: its author was never stored. */
  authorName: z.nullable(z.string()),
  /** Only the team sees it, so they can reach her about her post; null when anonymous. */
  authorEmail: z.nullable(z.string()),
  status: z.enum(communityPostStatuses),
  createdAt: z.string(),
});
export type AdminCommunityPost = z.infer<typeof adminCommunityPostSchema>;
export const adminCommunityPostPageSchema = pageOf(adminCommunityPostSchema);

export const moderationStatuses = ['approved', 'hidden'] as const;
export const postModerationSchema = z.object({
  status: z.enum(moderationStatuses, { error: adminCodes.moderation }),
});
export type PostModeration = z.infer<typeof postModerationSchema>;

// ---------------------------------------------------------------------------------------------
// Resources

const resourceUrlMessage = adminCodes.resourceUrl;

/** A path on this site (not `//host`), or an https:// address: nothing that could run a script. */
export function isSafeResourceUrl(url: string): boolean {
  if (/[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** POST /api/admin/resources and PUT /api/admin/resources/:id: the whole resource. */
export const resourceInputSchema = z.pipe(
  z
    .object({
      title: requiredText(adminCodes.resourceTitle, 200),
      description: requiredText(adminCodes.resourceDescription, 1000),
      type: z.enum(resourceTypes, { error: adminCodes.resourceType }),
      url: blankAsNone(z.optional(z.string().check(z.trim(), z.maxLength(500, adminCodes.resourceUrlTooLong)))),
      /** Which resources page lists it: /resources ('en', when not given) or /es/resources ('es'). */
      language: localeField,
    })
    .check(
      z.superRefine((resource, context) => {
        if (resource.type === 'coaching') return;
        if (resource.url === undefined) {
          context.addIssue({ code: 'custom', path: ['url'], message: adminCodes.resourceUrlMissing });
        } else if (!isSafeResourceUrl(resource.url)) {
          context.addIssue({ code: 'custom', path: ['url'], message: resourceUrlMessage });
        }
      }),
    ),
  // A coaching resource opens the booking dialog: it has no address.
  z.transform((resource) => ({ ...resource, url: resource.type === 'coaching' ? null : (resource.url ?? null) })),
);
export type ResourceInput = z.infer<typeof resourceInputSchema>;

// ---------------------------------------------------------------------------------------------
// Assessments

const weeksMessage = withParams(adminCodes.weeks, { max: ADMIN_MAX_WEEKS });
export const assessmentWeeklyQuerySchema = z.object({
  weeks: blankAsNone(
    z._default(z.coerce.number({ error: weeksMessage }).check(z.int(weeksMessage), z.gte(1, weeksMessage), z.lte(ADMIN_MAX_WEEKS, weeksMessage)), 12),
  ),
});

export const assessmentWeekSchema = z.object({
  /** The Monday (UTC) the week starts on, YYYY-MM-DD. */
  weekStart: z.string(),
  /** How many results of each tier, in the order of `riskLevels`. */
  counts: z.array(z.number().check(z.int())),
  total: z.number().check(z.int()),
});
export const assessmentWeeklySchema = z.object({
  riskLevels: z.array(z.enum(riskLevels)),
  /** Oldest first, every week of the range (weeks without results count 0). */
  weeks: z.array(assessmentWeekSchema),
});
export type AssessmentWeekly = z.infer<typeof assessmentWeeklySchema>;

export const assessmentLookupSchema = z.object({ email: emailField });
export type AssessmentLookup = z.infer<typeof assessmentLookupSchema>;

export const assessmentLookupResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      email: z.string(),
      phone: z.nullable(z.string()),
      score: z.number().check(z.int()),
      riskLevel: z.string(),
      createdAt: z.string(),
      /**
       * Her answers as stored, in question order: ids (docs/decisions/0044), which the console
       * puts into its own words; an answer stored before answers were ids that migration 0016
       * could not match keeps its stored words in `option` instead of an `optionId`.
       */
      answers: z.array(z.object({ questionId: z.number(), optionId: z.optional(z.string()), option: z.optional(z.string()) })),
    }),
  ),
});
export type AssessmentLookupResult = z.infer<typeof assessmentLookupResultSchema>;

// ---------------------------------------------------------------------------------------------
// Exports

export const exportKinds = ['bookings', 'contacts', 'signups'] as const;
export type ExportKind = (typeof exportKinds)[number];
export const exportLabels: Record<ExportKind, string> = {
  bookings: 'Bookings',
  contacts: 'Messages',
  signups: 'Signups',
};
export function exportPath(kind: ExportKind): string {
  return `/api/admin/export/${kind}.csv`;
}

/** `:id` of an admin route: a positive whole number that fits PostgreSQL's integer. */
const idMessage = adminCodes.recordId;
export const adminIdParamsSchema = z.object({
  id: z
    .pipe(z.string({ error: idMessage }).check(z.regex(/^[1-9][0-9]{0,9}$/, idMessage)), z.transform(Number))
    .check(z.refine((id) => id <= 2_147_483_647, idMessage)),
});
