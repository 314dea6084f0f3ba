/**
 * The 35 questions of the S.A.V.E.™ self-assessment (SPEC.md §3 "Assessment question", §9).
 *
 * Each question describes an experience, never a judgement of the reader. Its five options, named
 * by their ids `a` to `e`, go from the healthiest to the most concerning. Only the words are here:
 * the ids and weights are core/assessment-structure.ts's, and an answer travels and is stored as
 * a question id and an option id (docs/decisions/0044-assessment-answers-as-ids.md), so the same
 * ids in the Spanish twin are the same answers. The scoring rules live in `../assessment-scoring.ts`.
 */
import type { AssessmentOptionId } from '../assessment-structure';


export const assessmentCategories = [
  'Emotional Abandonment',
  'Physical Symptoms',
  'Boundaries',
  'Identity & Self-Worth',
  'Emotional Numbing',
  'Trauma Bonding',
  'Hyper-Responsibility',
  'Generational Impact',
  'Fear Patterns',
  'Hope & Reality',
  'Suppressed Emotions',
  'Self-Advocacy',
] as const;
export type AssessmentCategory = (typeof assessmentCategories)[number];

export type AssessmentQuestion = {
  /** 1 to 35, in the order the questions are asked (core/assessment-structure.ts). */
  readonly id: number;
  readonly category: AssessmentCategory;
  readonly question: string;
  /** The five answers' words by option id, from the healthiest (`a`) to the most concerning (`e`). */
  readonly options: Readonly<Record<AssessmentOptionId, string>>;
};

export const assessmentQuestions: readonly AssessmentQuestion[] = [
  // Emotional Abandonment
  {
    id: 1,
    category: 'Emotional Abandonment',
    question: 'How often do you feel alone, even when your partner is in the same room?',
    options: {
      a: 'Never',
      b: 'Once in a while',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost all the time',
    },
  },
  {
    id: 2,
    category: 'Emotional Abandonment',
    question: 'When you are upset and reach out for comfort, how often are you ignored or told you are "too much"?',
    options: {
      a: 'Never - I am usually comforted',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost every time',
    },
  },
  {
    id: 3,
    category: 'Emotional Abandonment',
    question: 'How often do you keep your needs to yourself because asking for care feels pointless?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Most of the time',
      e: 'I have stopped asking at all',
    },
  },
  // Physical Symptoms
  {
    id: 4,
    category: 'Physical Symptoms',
    question: 'How often do you get headaches, stomach aches or a tight chest when things are tense at home?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Nearly every day',
    },
  },
  {
    id: 5,
    category: 'Physical Symptoms',
    question: 'How well do you sleep on most nights?',
    options: {
      a: 'I sleep well',
      b: 'Mostly well',
      c: 'I wake up on some nights',
      d: 'I often lie awake or wake up scared',
      e: 'I hardly sleep at all',
    },
  },
  {
    id: 6,
    category: 'Physical Symptoms',
    question: 'How often do you feel worn out, even after a full night of rest?',
    options: {
      a: 'Never',
      b: 'Now and then',
      c: 'A few days a week',
      d: 'Most days',
      e: 'Every day',
    },
  },
  // Identity & Self-Worth
  {
    id: 7,
    category: 'Identity & Self-Worth',
    question: 'How often do you feel you have lost touch with the person you were before this relationship?',
    options: {
      a: 'Never - I still feel like me',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'I hardly know who I am now',
    },
  },
  {
    id: 8,
    category: 'Identity & Self-Worth',
    question: 'How often do you call yourself the same hurtful names that someone else once called you?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'All the time',
    },
  },
  {
    id: 9,
    category: 'Identity & Self-Worth',
    question: 'How much have you given up the things you used to love, like friends, hobbies or goals?',
    options: {
      a: 'Not at all',
      b: 'A little',
      c: 'Some of them',
      d: 'A lot of them',
      e: 'Almost all of them',
    },
  },
  // Emotional Numbing
  {
    id: 10,
    category: 'Emotional Numbing',
    question: 'How often do you feel flat or empty, as if you are watching your life from far away?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Most of the time',
    },
  },
  {
    id: 11,
    category: 'Emotional Numbing',
    question: 'When something good happens, how easy is it for you to feel glad about it?',
    options: {
      a: 'Easy - I feel the joy',
      b: 'Mostly easy',
      c: 'Sometimes hard',
      d: 'Hard most of the time',
      e: 'I cannot seem to feel joy at all',
    },
  },
  {
    id: 12,
    category: 'Emotional Numbing',
    question: 'How often do you shut down or go quiet inside just to get through a hard moment?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'It is how I cope most days',
    },
  },
  // Boundaries
  {
    id: 13,
    category: 'Boundaries',
    question: 'When you say no to someone, how much guilt do you feel afterward?',
    options: {
      a: 'None - no is a full answer',
      b: 'A little, and it soon passes',
      c: 'Some, and it stays with me for a while',
      d: 'A lot, so I often take my no back',
      e: 'So much that I almost never say no',
    },
  },
  {
    id: 14,
    category: 'Boundaries',
    question: 'How often is your privacy crossed, like your phone, messages or money being checked without asking you?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'All the time',
    },
  },
  {
    id: 15,
    category: 'Boundaries',
    question: 'How often do you go along with things you do not want, just to keep the peace?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost always',
    },
  },
  // Trauma Bonding
  {
    id: 16,
    category: 'Trauma Bonding',
    question: 'After a hurtful fight, how often do sweet or loving moments make you doubt how bad things really were?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Every time',
    },
  },
  {
    id: 17,
    category: 'Trauma Bonding',
    question: 'How strongly do you feel pulled back to someone, even when being with them hurts you?',
    options: {
      a: 'Not at all',
      b: 'A little',
      c: 'Somewhat',
      d: 'Strongly',
      e: 'So strongly that I cannot let go',
    },
  },
  {
    id: 18,
    category: 'Trauma Bonding',
    question: 'How often do you make excuses for someone who has hurt you?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost always',
    },
  },
  // Hyper-Responsibility
  {
    id: 19,
    category: 'Hyper-Responsibility',
    question: 'How often do you find yourself saying sorry for things that were not your fault?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Many times a day',
    },
  },
  {
    id: 20,
    category: 'Hyper-Responsibility',
    question: 'How much do you feel it is your job to keep everyone around you calm and happy?',
    options: {
      a: 'Not at all',
      b: 'A little',
      c: 'Some',
      d: 'A lot',
      e: 'It feels like my whole job',
    },
  },
  {
    id: 21,
    category: 'Hyper-Responsibility',
    question: 'When your partner gets angry, how often do you believe you must have caused it?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Every time',
    },
  },
  // Fear Patterns
  {
    id: 22,
    category: 'Fear Patterns',
    question: 'How often do you feel like you are walking on eggshells at home?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'All the time',
    },
  },
  {
    id: 23,
    category: 'Fear Patterns',
    question: 'How often does a loud noise, a slammed door or a certain tone of voice make you jump or freeze?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost every time',
    },
  },
  {
    id: 24,
    category: 'Fear Patterns',
    question: 'How often do you feel unsafe, or afraid of being hurt, in your own home?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Most of the time',
    },
  },
  // Hope & Reality
  {
    id: 25,
    category: 'Hope & Reality',
    question: 'When you picture your life a year from now, how do you feel?',
    options: {
      a: 'Hopeful and excited',
      b: 'Mostly hopeful',
      c: 'Not sure what to expect',
      d: 'Worried or stuck',
      e: 'I cannot picture a good future',
    },
  },
  {
    id: 26,
    category: 'Hope & Reality',
    question: 'How often do you hope things will go back to how they were at the very start?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost all the time',
    },
  },
  {
    id: 27,
    category: 'Hope & Reality',
    question: 'How often do you tell yourself you just have to be strong and put up with it?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'It is how I get through each day',
    },
  },
  // Generational Impact
  {
    id: 28,
    category: 'Generational Impact',
    question: 'How much does the way you are treated now remind you of what you saw growing up?',
    options: {
      a: 'Not at all',
      b: 'A little',
      c: 'Somewhat',
      d: 'Quite a lot',
      e: 'It feels almost the same',
    },
  },
  {
    id: 29,
    category: 'Generational Impact',
    question: 'How much do you worry that the young people in your life are learning that love should hurt?',
    options: {
      a: 'Not at all, or this does not fit my life',
      b: 'A little',
      c: 'Somewhat',
      d: 'A lot',
      e: 'It weighs on me every day',
    },
  },
  // Suppressed Emotions
  {
    id: 30,
    category: 'Suppressed Emotions',
    question: 'How often do you hold back tears, anger or hurt because showing them does not feel safe?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost always',
    },
  },
  {
    id: 31,
    category: 'Suppressed Emotions',
    question: 'How often are your feelings called "crazy", "dramatic" or "too sensitive"?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Almost every time I share them',
    },
  },
  {
    id: 32,
    category: 'Suppressed Emotions',
    question: 'How often do your feelings spill out all at once, like tears or anger that seem to come from nowhere?',
    options: {
      a: 'Never',
      b: 'Rarely',
      c: 'Sometimes',
      d: 'Often',
      e: 'Very often',
    },
  },
  // Self-Advocacy
  {
    id: 33,
    category: 'Self-Advocacy',
    question: 'How hard is it for you to ask for help when you need it?',
    options: {
      a: 'Not hard - I ask when I need to',
      b: 'A little hard',
      c: 'Somewhat hard',
      d: 'Very hard',
      e: 'I cannot bring myself to ask',
    },
  },
  {
    id: 34,
    category: 'Self-Advocacy',
    question: 'When you know something is not right for you, how often do you trust yourself enough to act on it?',
    options: {
      a: 'Almost always',
      b: 'Often',
      c: 'Sometimes',
      d: 'Rarely',
      e: 'Almost never',
    },
  },
  {
    id: 35,
    category: 'Self-Advocacy',
    question: 'How often do you speak up for yourself when someone treats you unfairly?',
    options: {
      a: 'Almost always',
      b: 'Often',
      c: 'Sometimes',
      d: 'Rarely',
      e: 'Never - it does not feel safe to',
    },
  },
];
