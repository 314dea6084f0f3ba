/**
 * Weaves her own description of a situation into a boundary-script template
 * (SPEC.md §2 /tools/boundary-scripts). Pure and framework-free: the browser uses it to generate,
 * the server may use it to check what is saved.
 */
import { BLANK_SITUATION_MESSAGE, boundaryBehaviors, situationGrammar, type BoundaryBehavior } from './content/boundary-scripts';
import { DEFAULT_TONE, SITUATION_PLACEHOLDER, boundaryBehaviorIds, isBoundaryTone, type BoundaryTone } from './content/boundary-ids';

export type BoundaryScriptRequest = {
  /** One of boundaryBehaviorIds, e.g. 'gaslighting'. */
  behaviorId: string;
  /** Her description, ideally a short clause such as "you told me I was overreacting". */
  situation: string;
  /** Defaults to DEFAULT_TONE ('firm'). */
  tone?: BoundaryTone;
};

export { BLANK_SITUATION_MESSAGE };

/** The behaviour with this id in this build's language, or undefined when there is none. */
export function getBoundaryBehavior(id: string): BoundaryBehavior | undefined {
  return boundaryBehaviors.find((behavior) => behavior.id === id);
}

/** This language's grammar for her words (core/content/boundary-scripts.ts), compiled once. */
const ordinaryWords = new Set(situationGrammar.ordinaryWords.split(/\s+/));
const alwaysCapital = new RegExp(`^(?:${situationGrammar.alwaysCapital})$`, 'u');
const verbEnding = new RegExp(`${situationGrammar.verbEndings}$`, 'u');
const introducerAtEnd = new RegExp(`(?:^|[^\\p{L}])(?:${situationGrammar.introducer})\\s*$`, 'iu');
const repeatedIntroducer = new RegExp(`^${situationGrammar.repeatedIntroducer}\\s+`, 'iu');

function looksProper(word: string): boolean {
  if (alwaysCapital.test(word)) return true;
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return true; // ATM, NYC
  if (/\p{Ll}\p{Lu}/u.test(letters)) return true; // McDonald, LaToya
  const lower = word.toLowerCase().replace(/’/g, "'").replace(/[^\p{L}']/gu, '');
  const stem = lower.split("'")[0] ?? lower;
  if (ordinaryWords.has(lower) || ordinaryWords.has(stem)) return false;
  if (stem.length >= 5 && verbEnding.test(stem)) return false; // Yelled, Telling
  return true;
}

function lowerFirst(text: string): string {
  const firstWord = text.split(/\s+/)[0] ?? '';
  const first = text.charAt(0);
  if (first === first.toLowerCase() || looksProper(firstWord)) return text;
  return first.toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Tidies her words so they sit inside a sentence: trims, joins lines, drops trailing
 * full stops (and ! ? , ; : or an ellipsis), and drops a leading "when" if the template
 * already says "When" (in this language's words: situationGrammar).
 */
export function normalizeSituation(situation: string, textBefore = ''): string {
  let text = situation.replace(/\s+/g, ' ').trim();
  text = text.replace(/[\s.!?,;:…]+$/u, '');
  if (introducerAtEnd.test(textBefore)) {
    text = text.replace(repeatedIntroducer, '');
  }
  const startsSentence = textBefore.trim() === '' || /[.!?]\s*$/.test(textBefore);
  return startsSentence ? upperFirst(text) : lowerFirst(text);
}

/** True when the request names a known behaviour, a known tone (or none) and a non-blank situation. */
export function isValidBoundaryRequest(request: {
  behaviorId?: unknown;
  situation?: unknown;
  tone?: unknown;
}): boolean {
  return (
    typeof request.behaviorId === 'string' &&
    getBoundaryBehavior(request.behaviorId) !== undefined &&
    typeof request.situation === 'string' &&
    normalizeSituation(request.situation) !== '' &&
    (request.tone === undefined || isBoundaryTone(request.tone))
  );
}

/**
 * The finished script: the template for this behaviour and tone with her situation woven in.
 * Throws an Error with a plain message for an unknown behaviour or tone, or a blank situation.
 */
export function generateBoundaryScript({ behaviorId, situation, tone = DEFAULT_TONE }: BoundaryScriptRequest): string {
  const behavior = getBoundaryBehavior(behaviorId);
  if (!behavior) {
    throw new Error(`Unknown toxic behavior "${behaviorId}". Choose one of: ${boundaryBehaviorIds.join(', ')}.`);
  }
  if (!isBoundaryTone(tone)) {
    throw new Error(`Unknown tone "${String(tone)}". Choose simple, firm or exit.`);
  }
  if (typeof situation !== 'string' || situation.trim() === '') {
    throw new Error(BLANK_SITUATION_MESSAGE);
  }
  const template = behavior.scripts[tone];
  const at = template.indexOf(SITUATION_PLACEHOLDER);
  if (at === -1) {
    throw new Error(`The ${tone} script for "${behaviorId}" has no ${SITUATION_PLACEHOLDER} placeholder.`);
  }
  const before = template.slice(0, at);
  const after = template.slice(at + SITUATION_PLACEHOLDER.length);
  const woven = normalizeSituation(situation, before);
  if (woven === '') {
    throw new Error(BLANK_SITUATION_MESSAGE);
  }
  return before + woven + after;
}
