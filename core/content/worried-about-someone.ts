/**
 * The /worried-about-someone page's words (issue 31): for the friend or relative who sees it
 * first. Our own words, plain and calm, with no statistics and no diagnosis. Texts only: no
 * functions, no logic. The check's ids, weights and rules are core/worried-check.ts; the crisis
 * numbers are core/constants.ts, placed beside these words by the page.
 *
 * Every fact we state was checked against the page in its section's `sources` (kept here, never
 * fetched by the site). The advice ("what helps", "what makes it worse") follows those sources
 * in our own words. The Office on Women's Health page "How to help a friend who is being abused"
 * (womenshealth.gov) was read through its HHS syndication copy, the address kept here; the page
 * shows no link to womenshealth.gov itself until its address is checked.
 */
import type { WorriedAnswer, WorriedOutcome, WorriedQuestionId, WorriedStepId } from '../worried-check';

export type WorriedSection = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly points?: readonly string[];
  /** Said after the points. */
  readonly closing?: string;
  /** Where the facts of this section were checked (addresses, never loaded by the page). */
  readonly sources: readonly string[];
};

export const worriedPageTexts = {
  eyebrow: 'For friends and family',
  title: 'Worried About Someone',
  intro:
    'You may be here because something about a sister, a daughter, a friend or a coworker does not sit right with you. You do not need to be sure it is abuse to help. This page covers what to look for, what to say, what to avoid, and where to call.',
  whoNote:
    'We write “she” for the person you are worried about and “he” for her partner, because this site is for women. Abuse happens in every kind of relationship, and the same advice holds.',
  onThisPage: 'On this page',
  dangerTitle: 'If she is in danger right now',
  dangerText: 'If you see or hear him hurting her, or she tells you she is in danger now, call 911.',
  dangerLink: 'Call 911',
  /** The box that ends the page: the hotline for friends and family. */
  hotlineTitle: 'You can call the hotline too',
  hotlineText:
    'Advocates at the National Domestic Violence Hotline talk with friends and family, not only with the person being hurt. It is free and confidential, at any hour, and you do not need to be sure it is abuse to call. They can help you think through what you have seen and what to do next. Help is there in Spanish, and through interpreters in many other languages.',
  hotlineSources: [
    'https://amplifyatx.ilivehereigivehere.org/thehotline/overview',
    'https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/',
    'https://www.elmundous.com/2019/06/07/linea-para-victimas-de-violencia-domestica-cruza-los-5-millones-de-llamadas/',
    'https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar',
  ],
  learnMoreTitle: 'Learn more',
  learnMore: [
    { label: 'The National Domestic Violence Hotline', url: 'https://www.thehotline.org/', by: 'advocates for survivors and for the people who care about them' },
  ],
} as const;

/** The page's sections before the check (the signs) and after it (what to do), in order. */
export const worriedSectionsBeforeCheck: readonly WorriedSection[] = [
  {
    id: 'signs',
    title: 'Signs to notice',
    paragraphs: [
      'Abuse is not only hitting. Often it is a pattern of control that closes in on her life a little at a time, so that she has less freedom, less money and fewer people around her. This is sometimes called coercive control. You may notice:',
    ],
    points: [
      'He decides where she goes, who she sees and what she wears, or she has to ask him first.',
      'She sees you, her family and her friends less and less, or only when he is there.',
      'He checks her phone, reads her messages, tracks where she is, or calls and texts her over and over when they are apart.',
      'He controls the money: her pay, the cards, what she may buy.',
      'He puts her down, mocks her or embarrasses her in front of others, or is very jealous.',
      'She seems anxious about making him angry, or changes when he walks into the room.',
      'She makes excuses for him, or blames herself for his temper.',
      'She has injuries she explains away, or wears clothes that seem to hide them.',
    ],
    closing:
      'One sign on its own may mean little. A pattern of them, and a feeling that she is afraid, is worth taking seriously. You cannot know for certain from the outside, and you do not need to.',
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
];

export const worriedSectionsAfterCheck: readonly WorriedSection[] = [
  {
    id: 'talking',
    title: 'How to start the conversation',
    paragraphs: [
      'Choose a time when she is alone with you and he cannot hear, see or read it: not by text or on a phone he may check. Start with care, not with him.',
    ],
    points: [
      'Say what you have noticed and that you are worried: “I’ve noticed you seem on edge lately, and I care about you. How are things at home?”',
      'Let her lead. If she does not want to talk, that is all right. Tell her you are there whenever she wants, and mean it.',
      'If she tells you something, believe her, and thank her for telling you. Tell her it is not her fault.',
      'Ask what she needs, rather than telling her what to do: “What would help right now?”',
    ],
    closing: 'She may not be ready to talk the first time, or the fifth. Every time you stay kind, she learns you are someone safe.',
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
  {
    id: 'what-helps',
    title: 'What helps',
    paragraphs: ['What helps most is often simple and steady:'],
    points: [
      'Listening without judging, and believing what she tells you.',
      'Respecting her choices, even when you would choose differently. She knows her situation and its dangers best.',
      'Staying in touch, even if she cancels or pulls away. Isolation is part of how control works.',
      'Offering specific help: a ride, a place to make a private call, minding the children during an appointment.',
      'Telling her about the hotline, and that she can call just to talk, without deciding anything.',
    ],
    sources: [
      'https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json',
      'https://www.pcadv.org/about-abuse/intervention/',
    ],
  },
  {
    id: 'what-harms',
    title: 'What can make things worse',
    paragraphs: ['Some things that feel like helping can put her in more danger or push her away:'],
    points: [
      'Ultimatums, such as “leave him or I can’t see you anymore.” They take away one of the few people she has left.',
      'Confronting him, or letting him know what she has told you. He may take it out on her.',
      'Pushing her to leave before she is ready. Leaving takes planning, and the time around leaving can be the most dangerous.',
      'Criticizing him harshly. She may feel she has to defend him, and stop talking to you.',
      'Calling the police or telling others against her wishes when no one is in danger right now. It can take away her control over her own safety.',
      'Posting about it, or sharing what she told you with people who know him.',
    ],
    closing: 'If she goes back to him, or stays, keep being there. Many women leave and return several times before they leave for good.',
    sources: [
      'https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/',
      'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/',
    ],
  },
  {
    id: 'safer',
    title: 'How to help her stay safer',
    paragraphs: ['Whether she stays or leaves, small plans can make her safer. Offer, and let her decide:'],
    points: [
      'Agree on a code word or emoji she can send you when she needs you to call 911 or come get her.',
      'Keep a bag at your place with copies of her documents, some money, spare keys and medicine, if she wants that.',
      'Help her save the hotline’s number under a name he will not notice, or learn it by heart.',
      'Offer your phone or computer for calls and searches he cannot see.',
      'Suggest she talk with an advocate about a safety plan: they do this every day, for staying as well as for leaving.',
    ],
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
];

/** Passing the site on to her: a plain address of the crisis page, and when it is safe to share. */
export const passItOnTexts = {
  id: 'pass-it-on',
  title: 'Passing this on to her safely',
  paragraphs: [
    'Our crisis support page has the hotlines, help with a safety plan, and an exit button that leaves at once. This is its address, to give her when the moment is right:',
  ],
  crisisPageLabel: 'Crisis support page',
  points: [
    'Share it only when it is safe for her. Her phone, email or messages may be watched, and a link from you could be seen.',
    'Telling her in person, when she is alone, is often safest. She can remember the address or the hotline’s number without writing it down.',
    'If you do send it, ask her first how she would like to get it, and do not mention him in the message.',
    'The exit button, the Esc key or pressing Shift three times leaves this site at once, but it cannot erase her browsing history.',
  ],
  stayingSaferLink: 'Staying safer online: what the exit can and cannot do',
  sources: ['https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/'],
} as const;

export const worriedSectionsLast: readonly WorriedSection[] = [
  {
    id: 'yourself',
    title: 'Looking after yourself',
    paragraphs: [
      'Watching someone you love be hurt is hard. You may feel afraid, angry, helpless or tired, and all of that is normal. You cannot rescue her, and it is not your job to. Your steady care is already a great deal.',
    ],
    points: [
      'Talk to someone you trust about how you feel, without sharing her private details.',
      'Call the hotline for yourself: advocates talk with friends and family too.',
      'Keep your own safety in mind. Do not put yourself between them.',
      'Rest, eat and sleep. You will be more help to her if you are not worn out.',
    ],
    sources: ['https://amplifyatx.ilivehereigivehere.org/thehotline/overview'],
  },
  {
    id: 'call-911',
    title: 'When to call 911',
    paragraphs: ['Call 911 if someone may be hurt or killed now:'],
    points: [
      'You see or hear him hurting her, or threatening to.',
      'She tells you she is in danger now, or asks you to call.',
      'He has a weapon and is threatening her, or someone is hurt.',
      'She has sent your agreed code word.',
    ],
    closing:
      'Threats to kill, a weapon, and choking or strangling even once are among the strongest warning signs that she could be killed. If you know of them, take them seriously, and tell an advocate.',
    sources: [
      'https://www.pcadv.org/about-abuse/intervention/',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC2573025',
      'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/',
    ],
  },
];

/** The private check: ten questions, its results and its next steps. */
export const worriedCheckTexts = {
  id: 'check',
  title: 'A private check: what have you noticed?',
  intro:
    'Ten questions about what you have seen or heard. Answer “Not sure” whenever you do not know. It cannot say for certain what is happening, and it is not a test of her or of you.',
  privacy: 'Your answers stay on this page: nothing is sent or saved, and they are gone when you leave or reload it.',
  noScript: 'The check needs JavaScript to show its answer. Everything else on this page works without it.',
  answers: { yes: 'Yes', unsure: 'Not sure', no: 'No' } satisfies Record<WorriedAnswer, string>,
  questions: {
    'controls-where': 'Does her partner decide where she goes or who she sees, or does she need his permission?',
    'pulled-away': 'Has she pulled away from friends, family or things she used to enjoy?',
    'checks-phone': 'Does he check her phone or messages, track where she is, or call and text her over and over?',
    'controls-money': 'Does he control the money, such as her pay, the cards or what she may buy?',
    'puts-down': 'Does he put her down, mock her or embarrass her, in front of others or in private?',
    'seems-afraid': 'Does she seem afraid of him, or anxious about how he will react?',
    'makes-excuses': 'Does she make excuses for him, or blame herself for his anger?',
    injuries: 'Have you seen injuries she explains away, or has she said he pushed, grabbed or hit her?',
    threats: 'Has he threatened to kill her or himself, or threatened her with a weapon?',
    strangled: 'Has he ever choked or strangled her, even once?',
  } satisfies Record<WorriedQuestionId, string>,
  submit: 'See what this may mean',
  unanswered: 'Choose an answer. “Not sure” is fine.',
  unansweredSummary: 'Some questions have no answer yet. Choose “Not sure” where you do not know.',
  outcomes: {
    danger: {
      title: 'What you noticed includes signs of serious danger',
      text: 'Threats to kill, a weapon, or choking or strangling even once are among the strongest warning signs that a woman could be killed by her partner. This is not your fault, and you do not have to handle it alone.',
    },
    'many-signs': {
      title: 'Much of what you noticed can be part of abuse',
      text: 'Many of the things you have seen, or are unsure about, are common in relationships where one partner controls the other. Only she knows her life, but your worry is well founded.',
    },
    'some-signs': {
      title: 'Some of what you noticed can be signs of abuse',
      text: 'A few of the things you have seen are common in controlling relationships. They do not prove anything, and they are worth staying close about.',
    },
    'few-signs': {
      title: 'You noticed few of these signs',
      text: 'That is reassuring, but it does not mean your worry is wrong. Control is often hidden from friends and family, and you know her.',
    },
  } satisfies Record<WorriedOutcome, { title: string; text: string }>,
  stepsTitle: 'What you can do next',
  steps: {
    'call-911-now': 'If she is in danger right now, or you see or hear him hurting her, call 911.',
    'call-hotline-today': 'Call or text the hotline today to talk it through with an advocate. They can help you and, when she is ready, her.',
    'do-not-confront': 'Do not confront him or tell him what you know. It can put her in more danger.',
    'safety-plan': 'Gently offer to help her make a safety plan with an advocate, for staying or for leaving, when she wants to.',
    'talk-privately': 'Find a private moment to tell her what you have noticed and that you care, away from him and his phone.',
    'listen-and-believe': 'Listen, believe her, and tell her it is not her fault.',
    'no-pressure': 'Let her decide. Ultimatums and pressure to leave can push her away or put her at risk.',
    'stay-close': 'Stay in touch, even if she pulls away. Being someone safe is a great deal.',
    'trust-your-worry': 'Trust what made you worried, and keep an eye out without prying.',
    'learn-the-signs': 'Read the signs above again, and come back to this check if things change.',
    'call-hotline': 'You can call the hotline yourself to talk through what you have seen.',
  } satisfies Record<WorriedStepId, string>,
  dangerCall: 'Call 911',
  hotlineTitle: 'Talk it through with an advocate',
  hotlineText: 'The National Domestic Violence Hotline talks with friends and family too, free and at any hour.',
  notDiagnosis: 'This check cannot tell you what is happening in her relationship. Nothing you answered was sent or saved.',
  startAgain: 'Start again',
  sources: ['https://pmc.ncbi.nlm.nih.gov/articles/PMC2573025', 'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/'],
} as const;
