/**
 * What the community page shows before anyone's post has been approved (SPEC.md §2 /community:
 * four sample posts, six topics). The sample posts are written by us as examples: they are not
 * from real people, and the page says so on each one. Their time-ago is counted from
 * `samplePostsAsOf`, a fixed date, so the prerendered page and the browser always agree.
 */
import type { CommunityCategory } from '../constants';
import type { SamplePostFacts, SamplePostId } from './community-data';

export { samplePostsAsOf } from './community-data';

/** A sample post: its facts (community-data.ts, the same in every language) and its words. */
export type SamplePost = SamplePostFacts & {
  title: string;
  content: string;
};

/** Each sample's title and words, by id. */
/** The sample posts' words, by id; core/community-samples.ts puts them with their facts. */
export const samplePostWords: Record<SamplePostId, Pick<SamplePost, 'title' | 'content'>> = {
  'sample-quiet-evenings': {
    title: 'The quiet after leaving',
    content:
      'It has been three months since I left. People tell me I must feel relieved, and some days I do. Other evenings the quiet feels so loud that I catch myself listening for a key in the door. Is this normal? How did you get through the evenings at the start?',
  },
  'sample-said-no': {
    title: 'I said no, and nothing fell apart',
    content:
      'My sister asked me to host the family holiday again. The old me would have said yes and then cried in the bathroom. This time I kept my voice calm and said I needed this year to rest. She was surprised, and then she said okay. It is a small thing, I know. It felt huge.',
  },
  'sample-finding-words': {
    title: 'How do you explain it to people who never saw it?',
    content:
      'He was charming with everyone else. When I try to tell friends what it was like, I can hear how small each thing sounds on its own. How did you find the words, or find people who understood without needing the whole story?',
  },
  'sample-sleep': {
    title: 'Small things that helped me sleep again',
    content:
      'For months I could not sleep more than a few hours. What helped me, slowly: a soft lamp instead of the ceiling light at night, writing down three things I did that day, even tiny ones, and calling a hotline once when it all felt too heavy. They listened without rushing me. Be patient with yourself. Your body is learning that it is safe now.',
  },
};

/** Themes that come up often in recovery (SPEC.md §9: six). A static list, not a count of posts. */
export const communityTopics: readonly string[] = [
  'Trusting my own judgement again',
  'Boundaries with family',
  'Co-parenting after leaving',
  'Sleep, anxiety and the body',
  'Rebuilding my finances',
  'Small wins this week',
];

export const communityPageText = {
  samplesHeading: 'Sample posts',
  samplesNote:
    'We wrote these four posts ourselves, as examples of what women share here. They are not from real people. Posts from the community appear after them once our team has read them.',
  sampleBadge: 'Sample post',
  approvedHeading: 'From the community',
  countsNote: 'Liking and replying are coming soon. The numbers on the sample posts are part of the examples.',
  topicsHeading: 'Common Topics',
  topicsNote: 'Themes that often come up for women in recovery. Any of them is welcome here.',
  safetyTitle: 'Before you post',
  safetyPoints: [
    'Please do not share details that could identify you or anyone else: full names, where you live or work, your children’s schools, photos or dates.',
    'Every post is read by our team before it appears, and anonymous posts never show a name or email.',
    'This is a peer community, not an emergency service. If you are in danger, call 911 or the National Domestic Violence Hotline.',
  ],
  formIntro: 'Share what is on your mind. Our team reads every post before it appears in the community.',
  anonymousExplained: 'Your post shows as Anonymous. We do not keep your name or email with it.',
  namedExplained: 'The name you give is shown with your post; a first name or a nickname is fine. Your email is only for our team, to reach you about your post, and is never shown.',
} as const;

/** The names of the four post categories (SPEC.md §9); core/contracts/community.ts re-exports them. */
export const communityCategoryLabels: Record<CommunityCategory, string> = {
  support: 'Support',
  'success-story': 'Success Story',
  question: 'Question',
  advice: 'Advice',
};

/** The /community page's header and the label of its side column. */
export const communityPageHeader = {
  eyebrow: 'Community',
  title: 'A Sisterhood That Listens',
  lead: 'Share your story, ask a question, or encourage another woman on the same road. You can always post anonymously.',
  asideLabel: 'About this community',
  crisisLink: 'Crisis hotlines and safety planning',
} as const;

/** The create-post form's own words (its toasts and checks are in core/content/validation.ts). */
export const createPostTexts = {
  heading: 'Share with the community',
  category: 'Category',
  title: 'Title',
  content: 'Your post',
  anonymous: 'Post anonymously',
  name: 'Name',
  email: 'Email',
  emailHint: 'Never shown; only for our team.',
  cancel: 'Cancel',
  pending: 'Sharing...',
  submit: 'Share Post',
} as const;

/** A post's card: its badges, its author when anonymous, its counts and how long ago it was posted. */
export const postCardTexts = {
  /** Shown for an anonymous post (what is stored stays 'Anonymous', ANONYMOUS_AUTHOR_NAME). */
  anonymous: 'Anonymous',
  pinned: 'Pinned',
  likes: '{count, plural, one {# like} other {# likes}}',
  replies: '{count, plural, one {# reply} other {# replies}}',
  /** Under a minute ago (or a date in the future); longer spans are written by Intl.RelativeTimeFormat. */
  justNow: 'just now',
} as const;
