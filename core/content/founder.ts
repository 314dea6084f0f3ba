/**
 * The founder page (/about, SPEC.md §2 "Founder page"): introduction, story, mission, goals,
 * education and framework, the external chatbot and the community links.
 *
 * Owner values (the founder's name and every external address) come from core/site-config.ts;
 * this module holds only words. Nothing here states a fact about the founder's life: her story
 * is hers to tell (see `founderStory`). Figures are SPEC.md §9's goals and nothing else.
 */
import { siteConfig } from '../site-config';

const { productName, tagline } = siteConfig;

export const founderIntro = {
  eyebrow: 'About Our Founder',
  title: `Meet ${siteConfig.founder.name}`,
  lead: `${productName} exists so that no woman has to find her way back to herself alone. It is a sisterhood for women healing from emotionally abusive and violent relationships: a place to understand what happened, to heal at your own pace, and to build a life that is fully yours.`,
  linksNote: 'Both links open another site in a new tab.',
  socialLinkLabel: `Follow ${siteConfig.founder.name}`,
  chatbotLinkLabel: 'Try the free chatbot',
} as const;

/**
 * REVIEW (owner): the founder's personal story, in her own words. The text below says why the
 * sisterhood exists without stating anything about her life; replace it with her story before
 * launch (keep it free of graphic detail: many readers are still in danger).
 */
export const founderStory = {
  title: 'Why the Sisterhood Exists',
  paragraphs: [
    'Many women who leave a harmful relationship find that leaving was not the end of it. The fear, the second-guessing, the exhaustion and the voice that says “maybe it wasn’t that bad” often stay long after the door has closed. Many more are still inside the relationship, quietly wondering whether what they live with is normal.',
    'S.A.V.E.™ stands for She Abandoned Virtue for Endurance. It names a pattern many women recognise the moment they hear it: putting your own needs, safety and truth aside, again and again, just to get through the day. Naming it is not a diagnosis. It is a way of saying: you are not imagining this, and you are not the only one.',
    `${productName} was founded to offer what so many women wish they had found sooner: words for what happened, practical tools, people who understand, and a path that leads from surviving to living on your own terms. ${tagline}: that is the whole journey, and you get to walk it at your own pace.`,
  ],
} as const;

export const founderMission = {
  title: 'Our Mission',
  statement:
    'To help women recognise emotional abuse, heal from it, break the cycles that pass it from one generation to the next, and build lives of safety, independence and sovereignty.',
  points: [
    'Give women clear, plain-language words for what they have lived through.',
    'Offer recovery tools, guides and coaching that respect each woman’s pace and choices.',
    'Train practitioners who understand this kind of harm from the inside out.',
    'Build a sisterhood where no one has to explain herself from the beginning.',
  ],
} as const;

export type GoalFigure = { id: string; figure: string; label: string };

/** SPEC.md §9's goals, and only those figures. These are where we are headed, not results. */
export const founderGoal = {
  title: 'Our Goal',
  intro: 'These are the goals we are working towards. They describe where we are headed, not what we have already done.',
  figures: [
    { id: 'reach', figure: '1 million', label: 'women reached with the S.A.V.E.™ message of recovery' },
    { id: 'helped', figure: '10,000+', label: 'women helped on their own road to recovery' },
    { id: 'practitioners', figure: '1,000+', label: 'certified practitioners trained' },
    { id: 'certification', figure: '5-level', label: 'HeartWork certification track for practitioners' },
    { id: 'exit-plan', figure: '5 phases', label: 'in the exit-plan framework, from safety planning to wealth and legacy' },
  ] satisfies GoalFigure[],
  closing: 'In time, we also hope to build physical recovery centers where women can rest, heal and start again.',
} as const;

export type EducationCard = { id: 'framework' | 'institute' | 'materials'; title: string; body: string };

export const founderEducation = {
  title: 'Education and Framework Development',
  intro: 'Recovery lasts longer when it rests on understanding. Our teaching work has three parts.',
  cards: [
    {
      id: 'framework',
      title: 'The S.A.V.E.™ Framework',
      body: 'A recovery framework that moves through four steps, Recognition, Recovery, Reclamation and Thriving, so you always know where you are and what might come next.',
    },
    {
      id: 'institute',
      title: 'HeartWork Institute',
      body: 'A 5-level certification track for coaches, educators and helpers who want to support survivors well. Our programs are not yet formally accredited, and we say so plainly.',
    },
    {
      id: 'materials',
      title: 'Books, Guides and Workbooks',
      body: 'Free guides to start with, and books, guides and workbooks for educators who facilitate healing circles in their own communities.',
    },
  ] satisfies EducationCard[],
  resourcesLink: 'See our free guides and resources',
} as const;

export const founderChatbot = {
  title: 'A Free Chatbot for the Hard Moments',
  intro:
    'Sometimes you need to put your thoughts into words at 2\u00a0a.m., when no one else is awake. There is a free chatbot, on an external chat service, that can help you reflect, name patterns and think through your next step.',
  facts: [
    'It is not a therapist. It does not diagnose or treat anything.',
    'It is not a crisis line. If you are in danger, call 911 or use the hotlines on our Crisis Support page.',
    'It runs on another company’s chat service, and you need an account there to use it.',
    'What you type there is kept by that service, under its own privacy rules, not ours. If someone may look at your devices or accounts, remember that the chat history can be seen there.',
  ],
  startLabel: 'Start the chatbot',
  startNote: 'Opens the external chat service in a new tab.',
  crisisLabel: 'Crisis Support',
} as const;

export type CommunityLink = { id: 'founder' | 'brand' | 'wealth'; title: string; body: string; linkLabel: string };

export const founderCommunity = {
  title: 'Join the Community',
  intro: 'The sisterhood lives in more places than this site. Each of these links opens another site in a new tab.',
  safetyNote:
    'Following or joining a page can be visible to other people on that platform. If that could put you at risk, you can read without following, or wait until it is safe.',
  links: [
    {
      id: 'founder',
      title: 'Follow our founder',
      body: 'Reflections, teaching and encouragement from the founder’s own page.',
      linkLabel: 'Visit the founder’s page',
    },
    {
      id: 'brand',
      title: `Follow ${productName}`,
      body: 'News, affirmations and gentle reminders from the sisterhood.',
      linkLabel: `Visit ${productName} on Instagram`,
    },
    {
      id: 'wealth',
      title: 'Build wealth and independence',
      body: 'A community for women building financial independence, businesses and a legacy of their own.',
      linkLabel: 'Visit the wealth-building community',
    },
  ] satisfies CommunityLink[],
} as const;

/** Where each community link goes: every address is an owner value in site-config. */
export const communityLinkUrls: Record<CommunityLink['id'], string> = {
  founder: siteConfig.founder.socialUrl,
  brand: siteConfig.social.instagram,
  wealth: siteConfig.external.wealthCommunityUrl,
};
