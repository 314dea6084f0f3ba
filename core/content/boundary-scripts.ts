/**
 * The boundary-script generator's built-in content (SPEC.md §2 /tools/boundary-scripts,
 * §3 "Built-in content"): eight behaviour types, each with three script templates.
 *
 * Every template holds `{situation}` exactly once, in the form "When {situation}, I ...", so it
 * reads well when she describes the moment as a short clause such as
 * "you told me I was overreacting about the money". `generateBoundaryScript` in
 * `core/boundary-script.ts` does the weaving.
 *
 * Tones:
 * - simple: calm and brief.
 * - firm: a clear boundary with a consequence only she controls (leaving the room, ending the
 *   talk, making her own plans), never a threat.
 * - exit: ends the talk or contact calmly, without blame, so it is less likely to escalate.
 *   Never advises facing down someone who may be dangerous; `safetyNote` goes with it.
 */
import { hotlines } from '../constants';
import type { BoundaryBehaviorId, BoundaryTone } from './boundary-ids';

export type { BoundaryBehaviorId, BoundaryTone } from './boundary-ids';

export type BoundaryToneOption = {
  id: BoundaryTone;
  label: string;
  description: string;
};

export const boundaryTones: readonly BoundaryToneOption[] = [
  { id: 'simple', label: 'Simple', description: 'Calm and short. Says how it felt and what you need.' },
  { id: 'firm', label: 'Firm', description: 'A clear boundary, and what you will do if it is crossed.' },
  { id: 'exit', label: 'Exit', description: 'Ends the talk or the contact calmly, so you can step away safely.' },
];

export type BoundaryScriptTemplates = Record<BoundaryTone, string>;

export type BoundaryBehavior = {
  id: BoundaryBehaviorId;
  name: string;
  /** One or two plain sentences. */
  description: string;
  /** Short things the person might say or do. */
  examples: readonly string[];
  /** One template per tone, each holding {situation} exactly once. */
  scripts: BoundaryScriptTemplates;
  /** A note for her (not part of the script) to show with the exit tone. */
  safetyNote: string;
};

/** Shown with every exit script: she never has to say it to someone who may hurt her. */
export const EXIT_SAFETY_NOTE = `If you think they may become violent, leave first and say this later, or not at all. Your safety comes first. The National Domestic Violence Hotline (${hotlines.domesticViolence.display}) can help you plan. If you are in danger now, call ${hotlines.emergency.display}.`;

/** Shown near the generator for every tone. */
export const GENERAL_SAFETY_NOTE =
  'You never have to say any of this out loud. If speaking up could put you at risk, keep these words for yourself, and put your safety first.';

/** A sample situation to show as the input's placeholder, in the form the templates expect. */
export const SITUATION_EXAMPLE = 'you told me I was overreacting about the money';

/**
 * How her words are fitted into a template in this language (core/boundary-script.ts): the
 * template's word before {situation}, the same word at the start of her own words (dropped so it
 * is not said twice), and the words that start an ordinary clause and so take a small letter
 * mid-sentence ("When You said..." reads better as "When you said..."). A capitalised word that
 * is none of these, and not a verb form of at least 5 letters with one of `verbEndings`, is
 * treated as a name ("Mark", "Mom") and left as it is. Patterns are regular-expression sources.
 */
export const situationGrammar = {
  introducer: 'when',
  repeatedIntroducer: '(?:when|whenever)',
  alwaysCapital: "I(?:['’](?:m|ve|d|ll))?",
  verbEndings: '(?:ed|ing)',
  ordinaryWords: [
    "you you're you've you'd you'll your yours yourself",
    "he he's he'd he'll his him she she's she'd she'll her hers",
    "they they're they've they'd they'll their them",
    "we we're we've we'd we'll our us",
    "it it's its my me mine myself",
    "the a an this that that's these those there there's",
    'some someone somebody something any anyone everyone everybody',
    'everything nobody no nothing all both each every another other',
    'one two three several many most few',
    'at in on after before during since while until as if',
    'because once about over from for with without by to out',
    'and but or so then again also even just only still',
    'not never always often sometimes now today tonight yesterday',
    'tomorrow last next earlier later recently lately finally suddenly',
    'whenever when what who why how where which',
    'morning evening night week weekend month year',
    'told said called asked made took left got kept gave went',
    'came put threw broke sent read saw heard ignored refused',
    "blamed laughed yelled shouted cried do does did don't",
    "doesn't didn't is was are were has had have can't won't",
    'can could would should will keep keeps tell tells say says',
  ].join(' '),
} as const;

/** Shown when her description is blank (or only punctuation). */
export const BLANK_SITUATION_MESSAGE = 'Please describe the situation.';

/** The words of the generator, her saved scripts and the copy button (app/features/boundaries). */
export const boundaryToolTexts = {
  heading: 'Write a boundary script',
  behaviorLabel: 'What is happening?',
  behaviorHint: 'Choose the pattern that fits best. Its meaning is shown below.',
  chooseBehavior: 'Choose a behavior',
  soundsLike: 'It can sound like:',
  situationLabel: 'Describe the situation',
  situationHint: 'A short line works best, as if finishing the sentence “When…”, for example: “{example}”.',
  toneLegend: 'Tone',
  generate: 'Generate Script',
  resultHeading: 'Your script',
  resultMeta: '{behavior} · {tone} tone',
  saving: 'Saving...',
  saved: 'Saved',
  save: 'Save Script',
  tryAgainHint: 'You can change the words, the behavior or the tone above and generate again.',
  couldNotWrite: 'Could Not Write a Script',
  savedToast: { title: 'Script Saved!', description: 'It is in your saved scripts, kept privately for you.' },
  notSavedToast: {
    title: 'Not Saved',
    description: 'The script could not be saved just now. It is still here, so you can try again or copy it.',
  },
  savedHeading: 'Your saved scripts',
  noSavedScripts: 'No saved scripts yet. Scripts you save will be kept here, newest first.',
  savedOn: 'Saved',
  situation: 'Situation:',
  delete: 'Delete',
  deleteTitle: 'Delete this script?',
  deleteDescription: 'Your {behavior} script saved on {date} will be erased. This cannot be undone.',
  keep: 'Keep it',
  deleting: 'Deleting...',
  deleteScript: 'Delete script',
  deletedToast: { title: 'Script Deleted', description: 'That script has been erased.' },
  notDeletedToast: {
    title: 'Not Deleted',
    description: 'The script could not be deleted just now, so it is still saved. Please try again.',
  },
  copy: 'Copy',
  copied: 'Copied',
  copiedToast: { title: 'Copied!', description: 'Script copied to clipboard.' },
  copyFailedToast: {
    title: 'Could Not Copy',
    description: 'This browser did not let us copy the script. You can select the text and copy it yourself.',
  },
} as const;

export const boundaryBehaviors: readonly BoundaryBehavior[] = [
  {
    id: 'gaslighting',
    name: 'Gaslighting',
    description:
      'Gaslighting is when someone tries to make you doubt your memory, your feelings, or what is real. Over time, it can leave you second-guessing yourself.',
    examples: ['"That never happened."', '"You\'re too sensitive."', '"You\'re remembering it wrong."', '"Everyone thinks you\'re crazy."'],
    scripts: {
      simple: "When {situation}, I felt unsure of myself. I know what I remember, and I'm going to trust it.",
      firm: "When {situation}, it didn't match what I saw and heard. I trust my memory. If you keep telling me it didn't happen, I will end this talk and leave the room.",
      exit: "When {situation}, I knew I needed a break. I'm going to step away now. We don't need to talk about this anymore today.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'negging',
    name: 'Negging',
    description:
      'Negging is a put-down dressed up as a compliment or a joke. It can slowly chip away at how you feel about yourself.',
    examples: [
      '"You\'d be pretty if you lost some weight."',
      '"You\'re smart, for someone like you."',
      '"That dress is brave for your age."',
      '"I was only joking. Don\'t be so sensitive."',
    ],
    scripts: {
      simple: "When {situation}, it hurt. Comments like that aren't funny to me.",
      firm: "When {situation}, it felt like a put-down. I won't stay in talks where I'm made fun of. If it happens again, I will walk away.",
      exit: "When {situation}, I decided I don't want to keep going with this talk. I'm going to go now.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'stonewalling',
    name: 'Stonewalling',
    description:
      'Stonewalling is when someone shuts down and will not talk or answer, sometimes for hours or days. It can leave you feeling shut out and on edge.',
    examples: [
      'Goes silent and will not answer you.',
      'Walks out in the middle of a talk.',
      'Ignores your messages for days.',
      'Says "Whatever" and turns away.',
    ],
    scripts: {
      simple: "When {situation}, I felt shut out. I'm here to talk when you're ready.",
      firm: "When {situation}, I felt ignored. I want us to talk things through. If you aren't willing to talk, I will make my own plans and not wait.",
      exit: "When {situation}, I saw that I can't make you talk. I'm going to stop trying for now and take care of myself.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'victim-playing',
    name: 'Playing the victim',
    description:
      'This is when someone who caused harm acts as if they are the one being hurt. The focus moves off what they did and onto their feelings.',
    examples: [
      '"After all I do for you, this is how you treat me?"',
      '"You always make me the bad guy."',
      '"I guess I\'m just a terrible person, then."',
      '"Now look how upset you made me."',
    ],
    scripts: {
      simple: "When {situation}, what I said got lost. My feelings still need to be heard.",
      firm: "When {situation}, my concern got pushed aside. Your feelings matter, and so do mine. If we can't talk about what I raised, I will end this talk for now.",
      exit: "When {situation}, I could see we were going in circles. I'm going to stop here and take some time for myself.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'deflection',
    name: 'Deflection',
    description:
      'Deflection is when someone dodges responsibility by changing the subject or turning the blame on you. You may leave the talk feeling like you did something wrong.',
    examples: [
      '"What about the time you did it?"',
      '"You\'re the one with the problem."',
      '"Why are you bringing this up now?"',
      'Changes the subject to your past mistakes.',
    ],
    scripts: {
      simple: "When {situation}, the subject changed. I would like to stay on what I raised.",
      firm: "When {situation}, the focus moved onto me. We can talk about my part another time. Right now, I'm talking about this one thing. If we can't stay on it, I will end the talk.",
      exit: "When {situation}, I could tell this talk isn't going anywhere. I'm going to stop now and take a break.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'love-bombing',
    name: 'Love-bombing',
    description:
      'Love-bombing is a flood of attention, gifts, or big promises, often very early on or right after a hurtful time. It can make it hard to slow down and think clearly.',
    examples: [
      '"I\'ve never felt this way about anyone."',
      'Sends big gifts right after a hurtful time.',
      '"Let\'s move in together. We\'re meant to be."',
      'Calls and texts nonstop.',
    ],
    scripts: {
      simple: "When {situation}, it felt like a lot, very fast. I would like to slow things down.",
      firm: "When {situation}, it felt like too much, too soon. I set my own pace. If the pressure keeps up, I will take more space.",
      exit: "When {situation}, I knew I needed space to think. I'm going to take a break from talking for a while.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'triangulation',
    name: 'Triangulation',
    description:
      'Triangulation is when someone pulls another person into your relationship to make you feel jealous, unsure, or outnumbered. It might be an ex, a friend, or a family member.',
    examples: [
      '"My ex never complained about this."',
      '"Even my mom thinks you\'re too much."',
      'Flirts with someone else in front of you.',
      '"Everyone agrees with me, not you."',
    ],
    scripts: {
      simple: "When {situation}, I felt compared. I would like to keep other people out of this.",
      firm: "When {situation}, someone else got pulled into our problem. I will only talk about this between the two of us. If others keep being brought in, I will step away from the talk.",
      exit: "When {situation}, I saw that this isn't a fair talk for me. I'm going to stop here and step away.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
  {
    id: 'future-faking',
    name: 'Future-faking',
    description:
      'Future-faking is making big promises about the future to keep you close, with no real steps to make them happen. The promises can keep you waiting and hoping.',
    examples: [
      '"Things will be different, I promise."',
      '"Next year we\'ll buy a house."',
      '"I\'ll get help. Just don\'t leave."',
      '"Once work calms down, I\'ll change."',
    ],
    scripts: {
      simple: "When {situation}, I heard a promise. I'm going to watch what happens, not just what is said.",
      firm: "When {situation}, I heard another promise. From now on, I will make my choices based on what you do, not what you say.",
      exit: "When {situation}, I knew I needed time to think about what I want. I'm going to take some space now.",
    },
    safetyNote: EXIT_SAFETY_NOTE,
  },
];
