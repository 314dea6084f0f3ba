/**
 * Weaves her own description of a situation into a boundary-script template
 * (SPEC.md §2 /tools/boundary-scripts). Pure and framework-free: the browser uses it to generate,
 * the server may use it to check what is saved.
 */
import {
  DEFAULT_TONE,
  SITUATION_PLACEHOLDER,
  boundaryBehaviorIds,
  getBoundaryBehavior,
  isBoundaryTone,
  type BoundaryTone,
} from './content/boundary-scripts';

export type BoundaryScriptRequest = {
  /** One of boundaryBehaviorIds, e.g. 'gaslighting'. */
  behaviorId: string;
  /** Her description, ideally a short clause such as "you told me I was overreacting". */
  situation: string;
  /** Defaults to DEFAULT_TONE ('firm'). */
  tone?: BoundaryTone;
};

export const BLANK_SITUATION_MESSAGE = 'Please describe the situation.';

/**
 * Words that start an ordinary clause and so take a small letter mid-sentence:
 * "When You said..." reads better as "When you said...". A capitalised word that is not in
 * this list (and is not a verb form ending in -ed or -ing) is treated as a name, like "Mark"
 * or "Mom", and left as it is.
 */
const COMMON_STARTERS = new Set([
  'you', "you're", "you've", "you'd", "you'll", 'your', 'yours', 'yourself',
  'he', "he's", "he'd", "he'll", 'his', 'him', 'she', "she's", "she'd", "she'll", 'her', 'hers',
  'they', "they're", "they've", "they'd", "they'll", 'their', 'them',
  'we', "we're", "we've", "we'd", "we'll", 'our', 'us',
  'it', "it's", 'its', 'my', 'me', 'mine', 'myself',
  'the', 'a', 'an', 'this', 'that', "that's", 'these', 'those', 'there', "there's",
  'some', 'someone', 'somebody', 'something', 'any', 'anyone', 'everyone', 'everybody',
  'everything', 'nobody', 'no', 'nothing', 'all', 'both', 'each', 'every', 'another', 'other',
  'one', 'two', 'three', 'several', 'many', 'most', 'few',
  'at', 'in', 'on', 'after', 'before', 'during', 'since', 'while', 'until', 'as', 'if',
  'because', 'once', 'about', 'over', 'from', 'for', 'with', 'without', 'by', 'to', 'out',
  'and', 'but', 'or', 'so', 'then', 'again', 'also', 'even', 'just', 'only', 'still',
  'not', 'never', 'always', 'often', 'sometimes', 'now', 'today', 'tonight', 'yesterday',
  'tomorrow', 'last', 'next', 'earlier', 'later', 'recently', 'lately', 'finally', 'suddenly',
  'whenever', 'when', 'what', 'who', 'why', 'how', 'where', 'which',
  'morning', 'evening', 'night', 'week', 'weekend', 'month', 'year',
  'told', 'said', 'called', 'asked', 'made', 'took', 'left', 'got', 'kept', 'gave', 'went',
  'came', 'put', 'threw', 'broke', 'sent', 'read', 'saw', 'heard', 'ignored', 'refused',
  'blamed', 'laughed', 'yelled', 'shouted', 'cried', 'do', 'does', 'did', "don't",
  "doesn't", "didn't", 'is', 'was', 'are', 'were', 'has', 'had', 'have', "can't", "won't",
  'can', 'could', 'would', 'should', 'will', 'keep', 'keeps', 'tell', 'tells', 'say', 'says',
]);

const PRONOUN_I = /^I(?:['’](?:m|ve|d|ll))?$/;

function looksProper(word: string): boolean {
  if (PRONOUN_I.test(word)) return true;
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return true; // ATM, NYC
  if (/[a-z][A-Z]/.test(letters)) return true; // McDonald, LaToya
  const lower = word.toLowerCase().replace(/’/g, "'").replace(/[^a-z']/g, '');
  const stem = lower.split("'")[0] ?? lower;
  if (COMMON_STARTERS.has(lower) || COMMON_STARTERS.has(stem)) return false;
  if (stem.length >= 5 && /(?:ed|ing)$/.test(stem)) return false; // Yelled, Telling
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
 * already says "When".
 */
export function normalizeSituation(situation: string, textBefore = ''): string {
  let text = situation.replace(/\s+/g, ' ').trim();
  text = text.replace(/[\s.!?,;:…]+$/u, '');
  if (/\bwhen\s*$/i.test(textBefore)) {
    text = text.replace(/^(?:when|whenever)\s+/i, '');
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
