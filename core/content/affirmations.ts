/**
 * The 30-day affirmation journey (SPEC.md §2 /tools/affirmations, §3 "Built-in content").
 *
 * The days follow a gentle arc, three days per stage: safety and self-compassion (1-3), naming
 * what happened (4-6), the body (7-9), boundaries (10-12), grief (13-15), anger as information
 * (16-18), trusting her own perceptions (19-21), joy (22-24), her future self (25-27) and
 * sovereignty (28-30).
 *
 * Writing rules: affirmations are short and in the first person. Reflection prompts are open,
 * never ask her to retell or relive what happened, and always offer a small way to answer
 * (a word, a line, a list) as well as a longer one. No diagnosis, no statistics.
 */

// Kept with the words that load before she unlocks: the contracts check a day with it there, so
// the gate never carries the thirty days.
export { JOURNEY_LENGTH } from './affirmations-gate';

export type JourneyDay = {
  /** 1 to JOURNEY_LENGTH. */
  day: number;
  /** A short title for the day. */
  theme: string;
  /** One or two first-person sentences. */
  affirmation: string;
  /** An open question she can answer briefly or at length. */
  reflectionPrompt: string;
};

export const journeyDays: readonly JourneyDay[] = [
  // Safety and self-compassion
  {
    day: 1,
    theme: 'A safe place to begin',
    affirmation: 'I am allowed to rest. Being here today is enough.',
    reflectionPrompt:
      'What is one small thing that helps you feel a little calmer or safer? It could be a place, a sound, a smell, or something you can hold. Write one word or as much as you like. Only write what feels safe to write down.',
  },
  {
    day: 2,
    theme: 'Being gentle with myself',
    affirmation: 'I can speak to myself the way I would speak to a friend I love.',
    reflectionPrompt:
      'If a close friend felt the way you feel today, what would you want to say to her? You can write a few kind words or a whole letter.',
  },
  {
    day: 3,
    theme: 'My safety matters',
    affirmation: 'My safety matters. I am allowed to make choices that protect me.',
    reflectionPrompt:
      'Who or what helps you feel even a little safer? It could be a person, a place, a phone number, or a habit. Write one thing or a short list.',
  },

  // Naming what happened
  {
    day: 4,
    theme: 'In my own words',
    affirmation: 'I can name what happened in my own words, in my own time.',
    reflectionPrompt:
      'You do not need to write about any event. If you like, what is one word or a short line for how things have felt lately? You can also just write "not today," and that is okay.',
  },
  {
    day: 5,
    theme: 'Not my fault',
    affirmation: 'How I was treated is not my fault. I am not to blame for someone else\'s choices.',
    reflectionPrompt:
      'What might feel different, even a little, if you believed this was not your fault? Write a line or a page, whatever feels right.',
  },
  {
    day: 6,
    theme: 'My story belongs to me',
    affirmation: 'My story belongs to me. I choose who hears it, and when.',
    reflectionPrompt:
      'Is there a part of your story you want to keep just for you right now? Is there someone you might trust with a small piece of it one day? Answer one, both, or just write what comes up. A few words is plenty.',
  },

  // The body
  {
    day: 7,
    theme: 'Thanking my body',
    affirmation: 'My body has worked hard to keep me going. I can thank it.',
    reflectionPrompt:
      'If it feels okay, take one slow breath. What do you notice in your body right now? Maybe your shoulders, your hands, or your breath. A few words is enough, and you can stop at any time.',
  },
  {
    day: 8,
    theme: 'Rest is not lazy',
    affirmation: 'Rest is not lazy. My body needs care, and I am allowed to give it.',
    reflectionPrompt:
      'What is one small way you could care for your body today? It could be a glass of water, a stretch, a warm drink, or a few minutes outside. Write one idea or a list.',
  },
  {
    day: 9,
    theme: 'Here and now',
    affirmation: 'I can come back to this moment. My feet are on the ground, and I am here.',
    reflectionPrompt:
      'What are a few things you can see, hear, or touch right now? Then, if you want, write a line about how you feel after noticing them.',
  },

  // Boundaries
  {
    day: 10,
    theme: 'My no is enough',
    affirmation: 'No is a full answer. I do not owe anyone a long reason.',
    reflectionPrompt:
      'Think of a small, everyday moment when you would like to say no, with someone who feels safe to say it to. What words would you like to use? Write them short or long.',
  },
  {
    day: 11,
    theme: 'My needs matter',
    affirmation: 'My needs matter as much as anyone else\'s.',
    reflectionPrompt:
      'What is one need you have been putting aside? It might be sleep, quiet time, money of your own, or time with a friend. Write as much or as little as you like.',
  },
  {
    day: 12,
    theme: 'Boundaries that protect me',
    affirmation: 'A boundary is a choice about what I will do. I can keep it, even when others do not like it.',
    reflectionPrompt:
      'What is one boundary you already keep with yourself, even a tiny one? Or one you would like to try someday, when it feels safe? A sentence is enough.',
  },

  // Grief
  {
    day: 13,
    theme: 'Making room for grief',
    affirmation: 'I can grieve what I hoped for. My sadness makes sense.',
    reflectionPrompt:
      'What are you missing or letting go of right now? It could be a hope, a plan, or a part of yourself. Write one word or write freely.',
  },
  {
    day: 14,
    theme: 'Both can be true',
    affirmation: 'I can miss someone and still know they hurt me. Both can be true.',
    reflectionPrompt:
      'Which feelings have been showing up together for you lately, even ones that seem to clash? There are no wrong answers. Write a few words or a few lines.',
  },
  {
    day: 15,
    theme: 'Tears are allowed',
    affirmation: 'My tears are not weakness. They help me let go.',
    reflectionPrompt:
      'What helps you when sadness comes? It could be a song, a blanket, a walk, or someone you can call. Make a short list, or write about one thing.',
  },

  // Anger as information
  {
    day: 16,
    theme: 'My anger makes sense',
    affirmation: 'My anger is not bad. It tells me that something mattered to me.',
    reflectionPrompt:
      'When anger shows up, what might it be trying to tell you? You do not need to explain what caused it. Write a word, a list, or a few lines.',
  },
  {
    day: 17,
    theme: 'What my anger protects',
    affirmation: 'My anger can point me toward what I value, like respect, fairness, and safety.',
    reflectionPrompt:
      'What do you value and want to protect from now on? Write one value or as many as you like.',
  },
  {
    day: 18,
    theme: 'Letting feelings move',
    affirmation: 'I can let strong feelings move through me in safe ways.',
    reflectionPrompt:
      'What is a safe way for you to let out big feelings? You might write, walk, sing, cry, or squeeze a pillow. Write one idea or a few.',
  },

  // Trusting her own perceptions
  {
    day: 19,
    theme: 'I trust what I notice',
    affirmation: 'I can trust what I see, hear, and feel.',
    reflectionPrompt:
      'Think of any time your gut feeling turned out to be right. It can be about anything, even the weather or a hunch about a friend. What did it tell you? A sentence or two is enough.',
  },
  {
    day: 20,
    theme: 'My inner signals',
    affirmation: 'When something feels off to me, I can listen to that feeling.',
    reflectionPrompt:
      'How do your body or mind let you know when something does not feel right? Write what you notice, in a few words or more.',
  },
  {
    day: 21,
    theme: 'My own voice',
    affirmation: 'My thoughts and opinions count. I am allowed to have them.',
    reflectionPrompt:
      'What is something you like, believe, or want that is just yours? Write one thing or many.',
  },

  // Joy
  {
    day: 22,
    theme: 'Small joys',
    affirmation: 'I am allowed to feel good, even on hard days.',
    reflectionPrompt:
      'What is one small thing that brought you comfort or joy lately, even for a moment? Write a word, a list, or a whole story.',
  },
  {
    day: 23,
    theme: 'Room to play',
    affirmation: 'I can laugh and play again. Joy is part of healing.',
    reflectionPrompt:
      'What is something you enjoy, used to enjoy, or would like to try? Write one idea or a whole list.',
  },
  {
    day: 24,
    theme: 'Letting good things in',
    affirmation: 'I deserve good things, and I can let them in.',
    reflectionPrompt:
      'Is there a kind word, a treat, or a quiet moment you could give yourself this week? Write about it in a line or a page.',
  },

  // Future self
  {
    day: 25,
    theme: 'Meeting my future self',
    affirmation: 'The woman I am becoming is already inside me.',
    reflectionPrompt:
      'Picture yourself a year from now, feeling a little freer. What might she want you to know today? Write a few words or a letter to yourself.',
  },
  {
    day: 26,
    theme: 'Small steps count',
    affirmation: 'Small steps still move me forward.',
    reflectionPrompt:
      'What is one small step you could take this week toward the life you want? It can be tiny. Write one step or a few.',
  },
  {
    day: 27,
    theme: 'Holding hope',
    affirmation: 'I can hold hope, even when I cannot see every step yet.',
    reflectionPrompt:
      'What do you hope for, just for yourself? Dream big or small, and write as much or as little as you want.',
  },

  // Sovereignty
  {
    day: 28,
    theme: 'My choices are mine',
    affirmation: 'My life belongs to me. I can make choices that are truly mine.',
    reflectionPrompt:
      'What is one choice you made lately that was truly yours? It can be very small, like what to eat or what to wear. How did it feel? A line or a page is fine.',
  },
  {
    day: 29,
    theme: 'I am worthy',
    affirmation: 'I am worthy of respect, safety, and love, including my own.',
    reflectionPrompt:
      'What does respect from others look like to you? What does respect from yourself look like? Write about one or both, in a few words or more.',
  },
  {
    day: 30,
    theme: 'From survival to sovereignty',
    affirmation: 'I am moving from surviving to living on my own terms, one day at a time.',
    reflectionPrompt:
      'Look back on these thirty days. What do you want to carry with you from here? Write a word, a promise, or a note to yourself.',
  },
];

/** The journey's words around the days (app/features/affirmations/affirmation-journey.tsx). */
export const journeyTexts = {
  calendarHeading: 'Your 30 days',
  progress: 'Progress',
  daysDone: '{done} of {total, plural, one {# day} other {# days}}',
  daysList: 'Days of the journey',
  /** `completed` is 'yes' or 'no'. */
  dayButton: 'Day {day}{completed, select, yes {, completed} other {}}',
  /** `completed` is 'yes' or 'no'. */
  dayAnnouncement: 'Day {day} of {total}{completed, select, yes {, completed} other {}}: {theme}',
  completedMark: 'marks a completed day.',
  dayOf: 'Day {day} of {total}',
  todaysAffirmation: "Today's affirmation",
  reflectionPromptHeading: 'Reflection prompt',
  completedHeading: 'You completed day {day}',
  completedOn: 'Completed on {date}. ',
  keptAsWritten: 'Completed days are kept just as you wrote them.',
  yourReflection: 'Your reflection',
  noReflection: 'No reflection was kept for this day.',
  goToDay: 'Go to day {day}',
  writeMore: 'Write more in your journal',
  allDone: 'You have completed all {total} days. Be proud of every one of them.',
  reflectionLabel: 'Your reflection for day {day}',
  reflectionHint: 'A word, a line or a page: whatever you like. Only write what feels safe to write down.',
  saving: 'Saving...',
  completeDay: 'Complete Day',
  dayNavigation: 'Previous and next day',
  previous: 'Previous',
  next: 'Next',
  savedToast: {
    title: 'Progress Saved!',
    description: 'Day {day} is complete. Your reflection is kept privately, just for you.',
    keptBoth: 'Day {day} was also completed on another device meanwhile. Both reflections are kept.',
  },
  notSavedToast: {
    title: 'Not Saved',
    description: 'Your reflection could not be saved just now. It is still here, so you can try again.',
  },
} as const;
