/**
 * Community posts (SPEC.md §2 /community, §3 community_posts, §5, §8; DESIGN.md "community posts").
 * A new post is stored awaiting review ('pending') and is listed only once someone who runs the
 * site sets it to 'approved'.
 *
 * Endpoints:
 * - GET  /api/community/posts   → 200 CommunityPost[]: approved posts only, newest first, at most
 *                                 COMMUNITY_LIST_LIMIT (isPinned is given for the page to use).
 * - POST /api/community/posts   CommunityPostRequest → 201 CommunityPostCreated (the public shape
 *                                 with status 'pending'); 400 `{ error, issues }` (nothing stored);
 *                                 429 when rate limited (5 a minute per address).
 *
 * Privacy: no answer ever carries an author's email. An anonymous post's `authorName` is null in
 * every answer; the server does not even keep a name or email given with one: it stores
 * authorName 'Anonymous' and authorEmail '' (the columns are NOT NULL). A named post needs a
 * name and an email (so the team can reach her about her post); the name is shown, never the email.
 */
import * as z from 'zod/mini';
import { communityCategories } from '../constants';
import { codesOf } from './codes';
import { commonCodes, emailField, requiredText } from './common';

export const communityPostStatuses = ['pending', 'approved', 'hidden'] as const;
export type CommunityPostStatus = (typeof communityPostStatuses)[number];

export const COMMUNITY_TITLE_MAX_LENGTH = 200;
export const COMMUNITY_CONTENT_MAX_LENGTH = 5000;
export const COMMUNITY_NAME_MAX_LENGTH = 100;
export const COMMUNITY_TAG_MAX_LENGTH = 40;
export const COMMUNITY_MAX_TAGS = 10;
export const COMMUNITY_LIST_LIMIT = 50;

/** What is stored as author_name / author_email for an anonymous post. */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';
export const ANONYMOUS_AUTHOR_EMAIL = '';

/** The codes of the post form's problems; their words are core/content/validation.ts's `communityFieldMessages`. */
export const communityFieldCodes = codesOf('communityFieldMessages', ['nameMissing', 'emailMissing', 'nameTooLong', 'anonymous', 'title', 'content', 'category', 'tagNotText', 'tagBlank', 'tagTooLong', 'tagsNotList', 'tooManyTags']);
const messages = communityFieldCodes;

/** POST /api/community/posts. authorName and authorEmail are required unless isAnonymous. */
export const communityPostRequestSchema = z
  .object({
    authorName: z.optional(
      z.string().check(z.trim(), z.maxLength(COMMUNITY_NAME_MAX_LENGTH, messages.nameTooLong)),
    ),
    authorEmail: z.optional(z.string().check(z.trim(), z.maxLength(254, commonCodes.emailTooLong))),
    isAnonymous: z._default(z.boolean({ error: messages.anonymous }), false),
    title: requiredText(messages.title, COMMUNITY_TITLE_MAX_LENGTH),
    content: requiredText(messages.content, COMMUNITY_CONTENT_MAX_LENGTH),
    category: z.enum(communityCategories, { error: messages.category }),
    tags: z._default(
      z
        .array(
          z
            .string({ error: messages.tagNotText })
            .check(
              z.trim(),
              z.minLength(1, messages.tagBlank),
              z.maxLength(COMMUNITY_TAG_MAX_LENGTH, messages.tagTooLong),
            ),
          { error: messages.tagsNotList },
        )
        .check(z.maxLength(COMMUNITY_MAX_TAGS, messages.tooManyTags)),
      [],
    ),
  })
  .check(
    z.superRefine((post, context) => {
      if (post.isAnonymous) return;
      if (!post.authorName) context.addIssue({ code: 'custom', path: ['authorName'], message: messages.nameMissing });
      if (!post.authorEmail) {
        context.addIssue({ code: 'custom', path: ['authorEmail'], message: messages.emailMissing });
      } else {
        const email = emailField.safeParse(post.authorEmail);
        if (!email.success) {
          context.addIssue({ code: 'custom', path: ['authorEmail'], message: email.error.issues[0]?.message ?? commonCodes.emailInvalid });
        }
      }
    }),
  );
export type CommunityPostRequest = z.infer<typeof communityPostRequestSchema>;
export type CommunityPostRequestInput = z.input<typeof communityPostRequestSchema>;

/** The create-post form's fields as typed. */
const communityPostFieldsSchema = z.object({
  category: z.enum(communityCategories),
  title: z.string(),
  content: z.string(),
  isAnonymous: z.boolean(),
  authorName: z.string(),
  authorEmail: z.string(),
});
export type CommunityPostFormValues = z.input<typeof communityPostFieldsSchema>;

/** Anonymous by default: the safer choice is the one she gets without doing anything. */
export const emptyCommunityPostForm: CommunityPostFormValues = {
  category: 'support',
  title: '',
  content: '',
  isAnonymous: true,
  authorName: '',
  authorEmail: '',
};

/** What the form sends: no name or email at all with an anonymous post. */
export function toCommunityPostRequest(values: CommunityPostFormValues): CommunityPostRequestInput {
  const base = { category: values.category, title: values.title, content: values.content, isAnonymous: values.isAnonymous, tags: [] };
  return values.isAnonymous ? base : { ...base, authorName: values.authorName, authorEmail: values.authorEmail };
}

/** The create-post form: its fields, checked by the request's own rules (issues keep the fields' names). */
export const communityPostFormSchema = z.pipe(z.pipe(communityPostFieldsSchema, z.transform(toCommunityPostRequest)), communityPostRequestSchema);

/** A post as anyone may see it: never an email; no name when anonymous. */
export const communityPostSchema = z.object({
  id: z.number().check(z.int()),
  /** null when isAnonymous (show 'Anonymous'). */
  authorName: z.nullable(z.string()),
  isAnonymous: z.boolean(),
  title: z.string(),
  content: z.string(),
  category: z.enum(communityCategories),
  tags: z.array(z.string()),
  likeCount: z.number().check(z.int()),
  replyCount: z.number().check(z.int()),
  isPinned: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const communityPostListSchema = z.array(communityPostSchema);

export const communityPostCreatedSchema = z.extend(communityPostSchema, { status: z.literal('pending') });
export type CommunityPostCreated = z.infer<typeof communityPostCreatedSchema>;

/** SPEC.md §5: title and content must be non-blank, else 'Missing Information'. */
export function hasMissingCommunityField(values: { title: string; content: string }): boolean {
  return values.title.trim() === '' || values.content.trim() === '';
}

