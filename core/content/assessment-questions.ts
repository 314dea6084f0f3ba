/**
 * The 35 questions of the S.A.V.E.™ self-assessment (SPEC.md §3 "Assessment question", §9).
 *
 * Each question describes an experience, never a judgement of the reader. Its five options go
 * from the healthiest (lowest weight) to the most concerning (highest weight). Every question
 * weighs 0, 1, 2, 3, 4, except question 13 (0, 0, 1, 3, 4) and question 25 (0, 0, 2, 3, 4),
 * where the first two answers are both healthy. The highest weights add up to 140.
 *
 * The scoring rules live in `../assessment-scoring.ts`; this file is data only.
 */

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
  /** 1 to 35, in the order the questions are asked. */
  readonly id: number;
  readonly category: AssessmentCategory;
  readonly question: string;
  /** Five answers, from the healthiest to the most concerning. */
  readonly options: readonly [string, string, string, string, string];
  /** The weight of each option, in the same order; never trusted from a submission. */
  readonly weights: readonly [number, number, number, number, number];
};

const standardWeights = [0, 1, 2, 3, 4] as const;

export const assessmentQuestions: readonly AssessmentQuestion[] = [
  // Emotional Abandonment
  {
    id: 1,
    category: 'Emotional Abandonment',
    question: 'How often do you feel alone, even when your partner is in the same room?',
    options: ['Never', 'Once in a while', 'Sometimes', 'Often', 'Almost all the time'],
    weights: standardWeights,
  },
  {
    id: 2,
    category: 'Emotional Abandonment',
    question: 'When you are upset and reach out for comfort, how often are you ignored or told you are "too much"?',
    options: ['Never - I am usually comforted', 'Rarely', 'Sometimes', 'Often', 'Almost every time'],
    weights: standardWeights,
  },
  {
    id: 3,
    category: 'Emotional Abandonment',
    question: 'How often do you keep your needs to yourself because asking for care feels pointless?',
    options: ['Never', 'Rarely', 'Sometimes', 'Most of the time', 'I have stopped asking at all'],
    weights: standardWeights,
  },

  // Physical Symptoms
  {
    id: 4,
    category: 'Physical Symptoms',
    question: 'How often do you get headaches, stomach aches or a tight chest when things are tense at home?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Nearly every day'],
    weights: standardWeights,
  },
  {
    id: 5,
    category: 'Physical Symptoms',
    question: 'How well do you sleep on most nights?',
    options: [
      'I sleep well',
      'Mostly well',
      'I wake up on some nights',
      'I often lie awake or wake up scared',
      'I hardly sleep at all',
    ],
    weights: standardWeights,
  },
  {
    id: 6,
    category: 'Physical Symptoms',
    question: 'How often do you feel worn out, even after a full night of rest?',
    options: ['Never', 'Now and then', 'A few days a week', 'Most days', 'Every day'],
    weights: standardWeights,
  },

  // Identity & Self-Worth
  {
    id: 7,
    category: 'Identity & Self-Worth',
    question: 'How often do you feel you have lost touch with the person you were before this relationship?',
    options: ['Never - I still feel like me', 'Rarely', 'Sometimes', 'Often', 'I hardly know who I am now'],
    weights: standardWeights,
  },
  {
    id: 8,
    category: 'Identity & Self-Worth',
    question: 'How often do you call yourself the same hurtful names that someone else once called you?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'All the time'],
    weights: standardWeights,
  },
  {
    id: 9,
    category: 'Identity & Self-Worth',
    question: 'How much have you given up the things you used to love, like friends, hobbies or goals?',
    options: ['Not at all', 'A little', 'Some of them', 'A lot of them', 'Almost all of them'],
    weights: standardWeights,
  },

  // Emotional Numbing
  {
    id: 10,
    category: 'Emotional Numbing',
    question: 'How often do you feel flat or empty, as if you are watching your life from far away?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Most of the time'],
    weights: standardWeights,
  },
  {
    id: 11,
    category: 'Emotional Numbing',
    question: 'When something good happens, how easy is it for you to feel glad about it?',
    options: ['Easy - I feel the joy', 'Mostly easy', 'Sometimes hard', 'Hard most of the time', 'I cannot seem to feel joy at all'],
    weights: standardWeights,
  },
  {
    id: 12,
    category: 'Emotional Numbing',
    question: 'How often do you shut down or go quiet inside just to get through a hard moment?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'It is how I cope most days'],
    weights: standardWeights,
  },

  // Boundaries
  {
    id: 13,
    category: 'Boundaries',
    question: 'When you say no to someone, how much guilt do you feel afterward?',
    options: [
      'None - no is a full answer',
      'A little, and it soon passes',
      'Some, and it stays with me for a while',
      'A lot, so I often take my no back',
      'So much that I almost never say no',
    ],
    weights: [0, 0, 1, 3, 4],
  },
  {
    id: 14,
    category: 'Boundaries',
    question: 'How often is your privacy crossed, like your phone, messages or money being checked without asking you?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'All the time'],
    weights: standardWeights,
  },
  {
    id: 15,
    category: 'Boundaries',
    question: 'How often do you go along with things you do not want, just to keep the peace?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'],
    weights: standardWeights,
  },

  // Trauma Bonding
  {
    id: 16,
    category: 'Trauma Bonding',
    question: 'After a hurtful fight, how often do sweet or loving moments make you doubt how bad things really were?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Every time'],
    weights: standardWeights,
  },
  {
    id: 17,
    category: 'Trauma Bonding',
    question: 'How strongly do you feel pulled back to someone, even when being with them hurts you?',
    options: ['Not at all', 'A little', 'Somewhat', 'Strongly', 'So strongly that I cannot let go'],
    weights: standardWeights,
  },
  {
    id: 18,
    category: 'Trauma Bonding',
    question: 'How often do you make excuses for someone who has hurt you?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'],
    weights: standardWeights,
  },

  // Hyper-Responsibility
  {
    id: 19,
    category: 'Hyper-Responsibility',
    question: 'How often do you find yourself saying sorry for things that were not your fault?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Many times a day'],
    weights: standardWeights,
  },
  {
    id: 20,
    category: 'Hyper-Responsibility',
    question: 'How much do you feel it is your job to keep everyone around you calm and happy?',
    options: ['Not at all', 'A little', 'Some', 'A lot', 'It feels like my whole job'],
    weights: standardWeights,
  },
  {
    id: 21,
    category: 'Hyper-Responsibility',
    question: 'When your partner gets angry, how often do you believe you must have caused it?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Every time'],
    weights: standardWeights,
  },

  // Fear Patterns
  {
    id: 22,
    category: 'Fear Patterns',
    question: 'How often do you feel like you are walking on eggshells at home?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'All the time'],
    weights: standardWeights,
  },
  {
    id: 23,
    category: 'Fear Patterns',
    question: 'How often does a loud noise, a slammed door or a certain tone of voice make you jump or freeze?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost every time'],
    weights: standardWeights,
  },
  {
    id: 24,
    category: 'Fear Patterns',
    question: 'How often do you feel unsafe, or afraid of being hurt, in your own home?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Most of the time'],
    weights: standardWeights,
  },

  // Hope & Reality
  {
    id: 25,
    category: 'Hope & Reality',
    question: 'When you picture your life a year from now, how do you feel?',
    options: [
      'Hopeful and excited',
      'Mostly hopeful',
      'Not sure what to expect',
      'Worried or stuck',
      'I cannot picture a good future',
    ],
    weights: [0, 0, 2, 3, 4],
  },
  {
    id: 26,
    category: 'Hope & Reality',
    question: 'How often do you hope things will go back to how they were at the very start?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost all the time'],
    weights: standardWeights,
  },
  {
    id: 27,
    category: 'Hope & Reality',
    question: 'How often do you tell yourself you just have to be strong and put up with it?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'It is how I get through each day'],
    weights: standardWeights,
  },

  // Generational Impact
  {
    id: 28,
    category: 'Generational Impact',
    question: 'How much does the way you are treated now remind you of what you saw growing up?',
    options: ['Not at all', 'A little', 'Somewhat', 'Quite a lot', 'It feels almost the same'],
    weights: standardWeights,
  },
  {
    id: 29,
    category: 'Generational Impact',
    question: 'How much do you worry that the young people in your life are learning that love should hurt?',
    options: ['Not at all, or this does not fit my life', 'A little', 'Somewhat', 'A lot', 'It weighs on me every day'],
    weights: standardWeights,
  },

  // Suppressed Emotions
  {
    id: 30,
    category: 'Suppressed Emotions',
    question: 'How often do you hold back tears, anger or hurt because showing them does not feel safe?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'],
    weights: standardWeights,
  },
  {
    id: 31,
    category: 'Suppressed Emotions',
    question: 'How often are your feelings called "crazy", "dramatic" or "too sensitive"?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Almost every time I share them'],
    weights: standardWeights,
  },
  {
    id: 32,
    category: 'Suppressed Emotions',
    question: 'How often do your feelings spill out all at once, like tears or anger that seem to come from nowhere?',
    options: ['Never', 'Rarely', 'Sometimes', 'Often', 'Very often'],
    weights: standardWeights,
  },

  // Self-Advocacy
  {
    id: 33,
    category: 'Self-Advocacy',
    question: 'How hard is it for you to ask for help when you need it?',
    options: ['Not hard - I ask when I need to', 'A little hard', 'Somewhat hard', 'Very hard', 'I cannot bring myself to ask'],
    weights: standardWeights,
  },
  {
    id: 34,
    category: 'Self-Advocacy',
    question: 'When you know something is not right for you, how often do you trust yourself enough to act on it?',
    options: ['Almost always', 'Often', 'Sometimes', 'Rarely', 'Almost never'],
    weights: standardWeights,
  },
  {
    id: 35,
    category: 'Self-Advocacy',
    question: 'How often do you speak up for yourself when someone treats you unfairly?',
    options: ['Almost always', 'Often', 'Sometimes', 'Rarely', 'Never - it does not feel safe to'],
    weights: standardWeights,
  },
];

/**
 * The questions as an answer is recorded: a submission, the database and the coach's console name
 * each answer by its English option text (SPEC.md §3 "Answer record"), whatever language she read
 * it in, so a Spanish answer is saved, verified and scored exactly like the English one at the
 * same position. The Spanish twin re-exports this English list unchanged.
 */
export const recordedAssessmentQuestions: readonly AssessmentQuestion[] = assessmentQuestions;
