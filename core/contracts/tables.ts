/**
 * Insert shapes of the stored tables of SPEC.md §3: what may be written to each table.
 * `id` and `createdAt` are assigned by the server and are not part of any shape; the fields
 * §3 lists as server-kept (booking status, counts, listing flags) are omitted too. The
 * server's Drizzle schema (server/db/schema.ts) is checked against these by a test.
 * API requests have their own contracts (e.g. booking.ts) built for the forms; these are the
 * storage rules.
 */
import { z } from 'zod';
import { accessLevels, bookingServiceTypes } from '../constants';

const text = z.string().trim().min(1);
const optionalText = text.nullish();
const email = z.string().trim().pipe(z.email());
const date = z.coerce.date();
const textList = z.array(z.string().trim().min(1)).default([]);

export const userInsertSchema = z.object({
  username: text,
  password: text,
});

export const assessmentResultInsertSchema = z.object({
  name: text,
  email,
  phone: optionalText,
  answers: z.array(z.object({ questionId: z.number().int(), weight: z.number().int(), option: z.string() })),
  score: z.number().int(),
  riskLevel: text,
});

export const bookingInsertSchema = z.object({
  name: text,
  email,
  phone: text,
  serviceType: z.enum(bookingServiceTypes),
  preferredDateTime: date,
  notes: optionalText,
  /** Her IANA time zone (docs/decisions/0009). */
  timeZone: optionalText,
});

export const resourceInsertSchema = z.object({
  title: text,
  description: text,
  type: text,
  url: optionalText,
});

export const affirmationProgressInsertSchema = z.object({
  userEmail: email,
  day: z.number().int().min(1).max(30),
  completed: z.boolean().default(false),
  reflection: optionalText,
  completedAt: date.nullish(),
});

export const journalEntryInsertSchema = z.object({
  userEmail: email,
  entryDate: date,
  mood: optionalText,
  prompt: optionalText,
  content: text,
  isPrivate: z.boolean().default(true),
});

export const boundaryScriptInsertSchema = z.object({
  userEmail: email,
  toxicBehavior: text,
  situation: text,
  generatedScript: text,
  isFavorite: z.boolean().default(false),
});

export const exitPlanStepInsertSchema = z.object({
  userEmail: email,
  category: text,
  step: text,
  completed: z.boolean().default(false),
  notes: optionalText,
  completedAt: date.nullish(),
});

/** symptom_tracking: the insert shape omits only id (trackedAt may be given). */
export const symptomTrackingInsertSchema = z.object({
  userEmail: email,
  physicalSymptom: text,
  emotionalTrigger: text,
  intensity: z.number().int(),
  notes: optionalText,
  trackedAt: date.optional(),
});

export const contactSubmissionInsertSchema = z.object({
  name: text,
  email,
  subject: text,
  message: text,
  donationType: optionalText,
});

export const userSignupInsertSchema = z.object({
  firstName: text,
  lastName: text,
  email,
  phone: optionalText,
  interests: textList,
  howHeard: optionalText,
  accessLevel: z.enum(accessLevels).default('free'),
});

export const communityPostInsertSchema = z.object({
  authorName: text,
  authorEmail: email,
  isAnonymous: z.boolean().default(false),
  title: text,
  content: text,
  category: text,
  tags: textList,
  isPinned: z.boolean().default(false),
});

export const communityReplyInsertSchema = z.object({
  postId: z.number().int(),
  authorName: text,
  authorEmail: email,
  isAnonymous: z.boolean().default(false),
  content: text,
});

export const businessListingInsertSchema = z.object({
  businessName: text,
  ownerName: text,
  email,
  description: text,
  category: text,
  phone: optionalText,
  website: optionalText,
  services: textList,
  location: optionalText,
  logoUrl: optionalText,
});

export const sponsorAdInsertSchema = z.object({
  businessId: z.number().int().nullish(),
  companyName: text,
  adTitle: text,
  adDescription: text,
  linkUrl: text,
  placement: text,
  startDate: date,
  endDate: date,
  imageUrl: optionalText,
  isActive: z.boolean().default(true),
});

/** Every §3 table by its SQL name, with its insert shape. */
export const tableInsertSchemas = {
  users: userInsertSchema,
  assessment_results: assessmentResultInsertSchema,
  bookings: bookingInsertSchema,
  resources: resourceInsertSchema,
  affirmation_progress: affirmationProgressInsertSchema,
  journal_entries: journalEntryInsertSchema,
  boundary_scripts: boundaryScriptInsertSchema,
  exit_plan_steps: exitPlanStepInsertSchema,
  symptom_tracking: symptomTrackingInsertSchema,
  contact_submissions: contactSubmissionInsertSchema,
  user_signups: userSignupInsertSchema,
  community_posts: communityPostInsertSchema,
  community_replies: communityReplyInsertSchema,
  business_listings: businessListingInsertSchema,
  sponsor_ads: sponsorAdInsertSchema,
} as const;

export type UserInsert = z.infer<typeof userInsertSchema>;
export type AssessmentResultInsert = z.infer<typeof assessmentResultInsertSchema>;
export type BookingInsert = z.infer<typeof bookingInsertSchema>;
export type ResourceInsert = z.infer<typeof resourceInsertSchema>;
export type AffirmationProgressInsert = z.infer<typeof affirmationProgressInsertSchema>;
export type JournalEntryInsert = z.infer<typeof journalEntryInsertSchema>;
export type BoundaryScriptInsert = z.infer<typeof boundaryScriptInsertSchema>;
export type ExitPlanStepInsert = z.infer<typeof exitPlanStepInsertSchema>;
export type SymptomTrackingInsert = z.infer<typeof symptomTrackingInsertSchema>;
export type ContactSubmissionInsert = z.infer<typeof contactSubmissionInsertSchema>;
export type UserSignupInsert = z.infer<typeof userSignupInsertSchema>;
export type CommunityPostInsert = z.infer<typeof communityPostInsertSchema>;
export type CommunityReplyInsert = z.infer<typeof communityReplyInsertSchema>;
export type BusinessListingInsert = z.infer<typeof businessListingInsertSchema>;
export type SponsorAdInsert = z.infer<typeof sponsorAdInsertSchema>;
