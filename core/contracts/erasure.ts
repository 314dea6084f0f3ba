/**
 * The console's "erase everything held about one email" (docs/decisions/0016):
 * POST /api/admin/erasure/preview says what is held, POST /api/admin/erasure erases it and says
 * what was erased. Both are POSTs so the email is in no address or access log.
 */
import * as z from 'zod/mini';
import { emailField } from './common';
import { codesOf } from './codes';
import { retentionKinds } from '../retention';

/** Everything one email can be tied to, in the order the console lists it. */
export const erasureKinds = [
  'assessmentResults',
  'bookings',
  'messages',
  'signups',
  'communityPosts',
  'outboxEmails',
  'toolAccounts',
  'affirmationDays',
  'boundaryScripts',
  'otherToolRecords',
] as const;
export type ErasureKind = (typeof erasureKinds)[number];

export type ErasureCounts = Record<ErasureKind, number>;

const count = z.number().check(z.int(), z.gte(0));
export const erasureCountsSchema = z.object({
  assessmentResults: count,
  bookings: count,
  messages: count,
  signups: count,
  communityPosts: count,
  outboxEmails: count,
  toolAccounts: count,
  affirmationDays: count,
  boundaryScripts: count,
  otherToolRecords: count,
});

/** How the console names each kind: one and many ("1 booking", "3 bookings"). */
export const erasureKindLabels: Record<ErasureKind, { one: string; many: string }> = {
  assessmentResults: { one: 'assessment result', many: 'assessment results' },
  bookings: { one: 'booking', many: 'bookings' },
  messages: { one: 'message or donation inquiry', many: 'messages and donation inquiries' },
  signups: { one: 'signup', many: 'signups' },
  communityPosts: { one: 'community post', many: 'community posts' },
  outboxEmails: { one: 'email file in the outbox', many: 'email files in the outbox' },
  toolAccounts: { one: 'old tool account', many: 'old tool accounts' },
  affirmationDays: { one: 'day of affirmation progress', many: 'days of affirmation progress' },
  boundaryScripts: { one: 'saved boundary script', many: 'saved boundary scripts' },
  otherToolRecords: { one: 'other old tool record', many: 'other old tool records' },
};

/** "3 bookings", "1 signup". */
export function describeErasureCount(kind: ErasureKind, n: number): string {
  const label = erasureKindLabels[kind];
  return `${n} ${n === 1 ? label.one : label.many}`;
}

export function erasureTotal(counts: ErasureCounts): number {
  return erasureKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

export const erasurePreviewRequestSchema = z.object({ email: emailField });
export type ErasurePreviewRequest = z.infer<typeof erasurePreviewRequestSchema>;

/**
 * The erase itself names the email and carries `confirm: true`: a request without it (a stray
 * call, a replayed preview) erases nothing.
 */
export const erasureRequestSchema = z.object({
  email: emailField,
  confirm: z.literal(true, { error: codesOf('apiMessages', ['erasureConfirm']).erasureConfirm }),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureResultSchema = z.object({ counts: erasureCountsSchema });
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** The periods in force (GET /api/admin/retention), in days, for the console to show. */
export const retentionPeriodsSchema = z.object(
  Object.fromEntries(retentionKinds.map((kind) => [kind, count])) as Record<(typeof retentionKinds)[number], typeof count>,
);
export type RetentionPeriodsAnswer = z.infer<typeof retentionPeriodsSchema>;
