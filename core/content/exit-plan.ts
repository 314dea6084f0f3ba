/**
 * The Exit Strategy Planner's words (SPEC.md §2 /tools/exit-plan; DESIGN.md "the five tools"):
 * SPEC's five phases with their names and items word for word, broken into concrete steps we
 * write, and a sixth track for staying safer while she stays. The steps follow common,
 * well-known safety-planning practice (the kind the national hotline's safety-planning pages
 * describe): copies of documents kept somewhere safe, a code word with a trusted person, a bag
 * ready. No legal or financial advice, no promises, no statistics.
 *
 * Ids are stored in her vault (core/contracts/exit-plan.ts): never rename one; a step that is
 * retired is simply no longer listed, and a record that names it is left untouched.
 */

import type { ExitPlanPhaseId } from '../contracts/exit-plan';

export type { ExitPlanPhaseId } from '../contracts/exit-plan';

export type ExitPlanStep = { readonly id: string; readonly text: string };

/** A group of steps; `title` is one of SPEC's items where SPEC names them. */
export type ExitPlanGroup = {
  readonly title: string | null;
  readonly steps: readonly ExitPlanStep[];
};

/** A private note she may keep for a phase (contacts, where documents are kept, a safe place, code words). */
export type ExitPlanNoteTopic = {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
};

export type ExitPlanPhase = {
  readonly id: ExitPlanPhaseId;
  readonly name: string;
  readonly intro: string;
  readonly groups: readonly ExitPlanGroup[];
  readonly notes: readonly ExitPlanNoteTopic[];
};

const keepItShort = 'Write only what feels safe to write. Initials or a word only you understand are fine.';

export const exitPlanPhases: readonly ExitPlanPhase[] = [
  {
    id: 'safety',
    name: 'Safety Planning',
    intro: 'Small things, prepared quietly, that make it easier to get help or get out if you need to. Do only what is safe for you to do.',
    groups: [
      {
        title: 'Emergency contacts',
        steps: [
          {
            id: 'trusted-people',
            text: 'Choose one or two people you trust and could call or go to in an emergency.',
          },
          {
            id: 'code-word',
            text: 'Agree on a code word with a trusted person that means “I need help, please call 911” or “come now.”',
          },
          {
            id: 'numbers-by-heart',
            text: 'Learn by heart the numbers you would need most, in case your phone is taken or broken.',
          },
          {
            id: 'talk-to-advocate',
            text: 'Talk with an advocate about your plan. The hotline below can help you make one, free and at any hour.',
          },
        ],
      },
      {
        title: 'Documents',
        steps: [
          {
            id: 'list-documents',
            text: 'List the papers you would need: ID, birth certificates, Social Security cards, passports, immigration papers, lease or deed, insurance and medical cards, and any protective order.',
          },
          {
            id: 'copies-safe',
            text: 'Keep copies (paper or photos) somewhere he cannot reach: with a trusted person, at work, or in an account only you can open.',
          },
          {
            id: 'bag-ready',
            text: 'If it is safe to, get a bag ready with copies of your documents, spare keys, some cash, medicines, a phone charger and a change of clothes, and leave it with someone you trust.',
          },
        ],
      },
      {
        title: 'Safe spaces',
        steps: [
          {
            id: 'safer-rooms',
            text: 'Know which rooms at home have a way out. If an argument starts, try to stay out of the kitchen, the bathroom and anywhere with weapons.',
          },
          {
            id: 'places-to-go',
            text: 'Know a few places you could go at any hour: a friend’s or relative’s home, a shelter, or a public place open all night.',
          },
          {
            id: 'route',
            text: 'Think through how you would get there: the way, and how you would travel.',
          },
          {
            id: 'children-pets',
            text: 'If you have children or pets, plan for them too: where the children would go, who could take a pet, and which shelters accept pets.',
          },
        ],
      },
    ],
    notes: [
      { id: 'contacts', label: 'People I can call', hint: keepItShort },
      {
        id: 'documents',
        label: 'Where my documents are kept',
        hint: keepItShort,
      },
      { id: 'safe-place', label: 'A safe place I can go', hint: keepItShort },
      {
        id: 'code-words',
        label: 'Code words and what they mean',
        hint: keepItShort,
      },
    ],
  },
  {
    id: 'healing',
    name: 'Healing and Recovery',
    intro: 'Healing takes its own time. These steps are about support, rest and being kind to yourself along the way.',
    groups: [
      {
        title: null,
        steps: [
          {
            id: 'one-safe-person',
            text: 'Name one person or group who makes you feel safe and heard.',
          },
          {
            id: 'counselor',
            text: 'Look for a counselor or support group who understands abuse. The hotline can help you find one near you.',
          },
          {
            id: 'hard-day-plan',
            text: 'Write down what helps on a hard day: who to call, where to go, what calms you.',
          },
          {
            id: 'daily-kindness',
            text: 'Choose one small thing each day that is just for you: a walk, a song, a warm drink.',
          },
          {
            id: 'body-care',
            text: 'Look after your body where you can: sleep, food, water, and a visit to a doctor when you feel ready.',
          },
          {
            id: 'reflect',
            text: 'If it helps, write about how you feel, or try the 30-day affirmation journey one day at a time.',
          },
          {
            id: 'boundary',
            text: 'Practise one boundary you want to keep, in words that feel right to you.',
          },
        ],
      },
    ],
    notes: [{ id: 'what-helps', label: 'What helps me', hint: keepItShort }],
  },
  {
    id: 'financial',
    name: 'Financial Independence',
    intro: 'Money of your own can give you more choices. Go at the pace that is safe for you; a small step still counts.',
    groups: [
      {
        title: 'Bank accounts',
        steps: [
          {
            id: 'own-account',
            text: 'Think about an account in your name only, at a bank he does not use, with statements sent somewhere safe.',
          },
          {
            id: 'set-aside',
            text: 'If it is safe to, set a little money aside where only you can reach it, even a small amount at a time.',
          },
          {
            id: 'new-passwords',
            text: 'Change the passwords and PINs of your accounts on a device he cannot reach, and do not share them.',
          },
        ],
      },
      {
        title: 'Credit repair',
        steps: [
          {
            id: 'credit-report',
            text: 'Get your free credit reports and look for accounts or debts you did not open.',
          },
          {
            id: 'joint-debts',
            text: 'List the joint accounts, cards and loans, and whose name each is in.',
          },
          {
            id: 'debt-help',
            text: 'If debts were opened in your name without your consent, ask an advocate or a legal aid office what you can do.',
          },
        ],
      },
      {
        title: 'Income sources',
        steps: [
          {
            id: 'monthly-needs',
            text: 'Write down what you would need each month: housing, food, transport, phone, childcare.',
          },
          {
            id: 'income-list',
            text: 'List the income you have or could have: work, benefits, support from family.',
          },
          {
            id: 'ask-about-help',
            text: 'Ask an advocate about help you may be able to get, such as housing or food assistance.',
          },
          {
            id: 'work-papers',
            text: 'Keep copies of pay stubs, tax records and your work history with your other documents.',
          },
        ],
      },
    ],
    notes: [
      {
        id: 'money',
        label: 'My money notes',
        hint: 'Never write passwords or PINs here. Write only what feels safe to write.',
      },
    ],
  },
  {
    id: 'business',
    name: 'Business Building',
    intro: 'What you already know how to do has value. This phase is about finding it and trying one small idea.',
    groups: [
      {
        title: 'Skills audit',
        steps: [
          {
            id: 'list-skills',
            text: 'List what you are good at, paid or unpaid: caring, organising, cooking, listening, fixing, teaching.',
          },
          {
            id: 'ask-others',
            text: 'Ask someone you trust what people come to you for.',
          },
        ],
      },
      {
        title: 'Business ideas',
        steps: [
          {
            id: 'three-ideas',
            text: 'Write down three ideas that use your skills, however small.',
          },
          {
            id: 'try-one',
            text: 'Pick one idea and ask a few people whether they would pay for it.',
          },
          {
            id: 'free-help',
            text: 'Look for free local help, such as a library, a community college or a small-business center.',
          },
        ],
      },
      {
        title: 'AI automation tools',
        steps: [
          {
            id: 'one-tool',
            text: 'Try one free tool that saves you time, such as a shared calendar, an invoicing app or an AI writing assistant.',
          },
          {
            id: 'own-logins',
            text: 'Set up work accounts with an email address and passwords that only you know.',
          },
        ],
      },
    ],
    notes: [{ id: 'ideas', label: 'My skills and ideas', hint: keepItShort }],
  },
  {
    id: 'wealth',
    name: 'Wealth and Legacy',
    intro: 'Looking further ahead: security for you, and what you want to pass on.',
    groups: [
      {
        title: 'Investment',
        steps: [
          {
            id: 'cushion',
            text: 'Build a small cushion for emergencies, a little at a time.',
          },
          {
            id: 'learn-basics',
            text: 'Learn the basics of saving and investing from free sources that are not selling anything, such as your library.',
          },
          {
            id: 'take-time',
            text: 'Before a big money decision, take your time and ask someone who does not profit from your choice.',
          },
        ],
      },
      {
        title: 'Generational healing',
        steps: [
          {
            id: 'talk-with-children',
            text: 'When they are ready, talk with your children about kind and safe relationships.',
          },
          {
            id: 'write-lessons',
            text: 'Write down what you have learned, for yourself or for someone who comes after you.',
          },
          {
            id: 'give-back',
            text: 'When you feel ready, think about how you might help another woman find her way.',
          },
        ],
      },
    ],
    notes: [{ id: 'goals', label: 'My goals', hint: keepItShort }],
  },
  {
    id: 'staying',
    name: 'Staying safer while you stay',
    intro:
      'Leaving is not the only path, and it is not always the safest one right now. Many women stay, for a while or for reasons of their own. These steps can make things a little safer while you do. You decide what fits.',
    groups: [
      {
        title: null,
        steps: [
          {
            id: 'warning-signs',
            text: 'Notice what tends to come before things get worse, so you can think ahead about where to be.',
          },
          {
            id: 'room-with-exit',
            text: 'If an argument starts, try to move to a room with a way out, away from the kitchen, the bathroom and anywhere with weapons.',
          },
          {
            id: 'neighbour',
            text: 'If it feels safe, ask a neighbour to call 911 if they hear shouting or anything that worries them.',
          },
          {
            id: 'phone-ready',
            text: 'Keep your phone charged and know how to call 911 quickly.',
          },
          {
            id: 'things-with-friend',
            text: 'Keep copies of documents, some cash, spare keys and medicines with someone you trust, in case you need to leave fast.',
          },
          {
            id: 'children-plan',
            text: 'If you have children, teach them a safe place to go and how to call 911, and tell them it is never their job to protect you.',
          },
          {
            id: 'private-device',
            text: 'Use a device he cannot reach for anything private, and read our page on staying safer online.',
          },
          {
            id: 'something-yours',
            text: 'Keep one thing that is just for you: a friend, a routine, a plan of your own.',
          },
          {
            id: 'advocate',
            text: 'Talk with an advocate, even if you are not planning to leave. The hotline helps women who stay, too.',
          },
        ],
      },
    ],
    notes: [{ id: 'safety-notes', label: 'My safety notes', hint: keepItShort }],
  },
];

export const exitPlanTexts = {
  /** The page's header (app/pages/tools/exit-plan.astro). */
  page: {
    eyebrow: 'Healing Tools',
    title: 'Exit Strategy Planner',
    lead: 'Plan your safety and your next steps, one small step at a time, whether you are leaving or staying for now. Your plan is kept private behind your own passphrase.',
  },
  gateTitle: 'Unlock your plan',
  gateDescription: 'Enter your email and private passphrase to open your plan, the steps you have ticked and your private notes.',
  unlockedTitle: 'Your plan is unlocked',
  loading: 'Loading your plan...',
  safeNow: {
    title: 'Is it safe to use this now?',
    text: 'If someone could see your screen or walk in, you can leave at once: use the “Exit this page” button at the top, press Esc, or press Shift three times. It opens a weather page. It cannot erase your browsing history.',
    linkText: 'How to stay safer on this device',
  },
  intro:
    'Every step is optional. Tick what you have done, skip what does not fit your life, and come back whenever you like. Whether you are planning to leave, or staying for now, this plan is yours.',
  pathsLabel: 'Ways to use this plan',
  fivePhases: 'The five phases',
  stayingPath: 'Staying safer while you stay',
  overall: 'Your progress',
  /** "3 of 11 steps done": progress said in words, never only drawn. */
  progress: '{done} of {total, plural, one {# step} other {# steps}} done',
  /** The list's name when its group has no title of its own (a screen reader announces it). */
  stepsOf: 'Steps of {phase}',
  /** How many private notes of a phase are written, before notesHiddenHint. */
  notesWritten: '{count, plural, =0 {None written yet. } other {# written. }}',
  notesToggle: 'Private notes',
  notesHiddenHint: 'Hidden until you open them, in case someone glances at your screen.',
  crisisTitle: 'If you need help now',
  crisisIntro: 'Free, private and open day and night.',
  saveNote: 'Save note',
  saving: 'Saving...',
  saved: 'Saved',
  notSavedTitle: 'Not Saved',
  stepNotSaved: 'This step could not be saved just now. Please try again.',
  noteNotSaved: 'Your note could not be saved just now. It is still here, so you can try again.',
  keptBoth: 'This was also changed on another device meanwhile. Both versions are kept.',
  otherVersion: 'Also kept, from another device',
  removeOtherVersion: 'Remove this version',
  doneOn: 'Done',
  printable: {
    title: 'A printable plan',
    intro: 'You can make a PDF of your plan to print or keep. It is made here, in your browser, and is not sent anywhere.',
    warning:
      'A printed or saved plan can be found by someone else. Only make one if you have somewhere safe to keep it, and think about leaving out your private notes.',
    includeNotes: 'Include my private notes',
    make: 'Make the PDF',
    making: 'Making the PDF...',
    made: 'Your PDF was made. Check where your browser saved it, and move or delete it if someone else uses this device.',
    failed: 'The PDF could not be made just now. Please try again.',
    notMade: 'PDF Not Made',
  },
  pdf: {
    /** Neutral: the file and its title may be seen by someone else. */
    title: 'My plan',
    made: 'Made on',
    notes: 'My notes',
    done: 'Done',
    toDo: 'To do',
    footer: 'Every step is optional. You decide what fits your life.',
    charactersLeftOut: '(Some characters of this note cannot be shown in a PDF and were left out.)',
    /** A crisis line as the PDF lists it: "Emergency services: call 911"; `{line}` is its display, or callNumber of it (core/call-label.ts). */
    crisisLine: '{name}: {line}',
    /** A line whose display is only its number, said as a thing to do. */
    callNumber: 'call {number}',
  },
} as const;
