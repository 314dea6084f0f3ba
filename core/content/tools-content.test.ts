import { describe, expect, it } from 'vitest';
import { JOURNEY_LENGTH, journeyDays } from './affirmations';
import { getBoundaryBehavior } from '../boundary-script';
import { DEFAULT_TONE, SITUATION_PLACEHOLDER, boundaryBehaviorIds, isBoundaryBehaviorId, isBoundaryTone } from './boundary-ids';
import { EXIT_SAFETY_NOTE, SITUATION_EXAMPLE, boundaryBehaviors, boundaryTones } from './boundary-scripts';
import { pickAnother } from '../pick-another';
import { homeAffirmations } from './home-affirmations';

// --- A small Flesch-Kincaid grade calculator, good enough to keep the writing plain. ---

function countSyllables(rawWord: string): number {
  let word = rawWord.toLowerCase().replace(/[^a-z]/g, '');
  if (word.length === 0) return 0;
  if (word.length <= 3) return 1;
  word = word.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (ending) => ending.charAt(0));
  word = word.replace(/([^aeiouy])e(ly|ty|ful|ment|ness|less)$/, '$1$2'); // safety, lonely
  word = word.replace(/^y/, '');
  const groups = word.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 0);
}

function fleschKincaidGrade(text: string): number {
  const sentences = text.split(/[.!?]+/).filter((part) => /[A-Za-z]/.test(part)).length || 1;
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

function averageGrade(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + fleschKincaidGrade(text), 0) / texts.length;
}

const allScripts = boundaryBehaviors.flatMap((behavior) => Object.values(behavior.scripts));
const allContent = [
  ...journeyDays.flatMap((day) => [day.theme, day.affirmation, day.reflectionPrompt]),
  ...homeAffirmations,
  ...boundaryBehaviors.flatMap((behavior) => [behavior.name, behavior.description, ...behavior.examples]),
  ...allScripts,
  ...boundaryTones.flatMap((tone) => [tone.label, tone.description]),
];

describe('the syllable counter used by the reading-level checks', () => {
  it('counts common words sensibly', () => {
    expect(countSyllables('I')).toBe(1);
    expect(countSyllables('rest')).toBe(1);
    expect(countSyllables('safety')).toBe(2);
    expect(countSyllables('make')).toBe(1);
    expect(countSyllables('feelings')).toBe(2);
    expect(countSyllables('beautiful')).toBe(3);
    expect(countSyllables('conversation')).toBe(4);
  });

  it('grades plain text low and dense text high', () => {
    expect(fleschKincaidGrade('I am safe. I can rest.')).toBeLessThan(3);
    expect(
      fleschKincaidGrade(
        'Psychological manipulation fundamentally destabilises an individual’s epistemological confidence, institutionalising uncertainty.',
      ),
    ).toBeGreaterThan(14);
  });
});

describe('30-day journey', () => {
  it('has exactly 30 unique days, in order from 1 to 30', () => {
    expect(JOURNEY_LENGTH).toBe(30);
    expect(journeyDays).toHaveLength(JOURNEY_LENGTH);
    expect(journeyDays.map((entry) => entry.day)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(new Set(journeyDays.map((entry) => entry.affirmation)).size).toBe(30);
    expect(new Set(journeyDays.map((entry) => entry.reflectionPrompt)).size).toBe(30);
    expect(new Set(journeyDays.map((entry) => entry.theme)).size).toBe(30);
  });

  it('fills every field', () => {
    for (const entry of journeyDays) {
      expect(entry.theme.trim()).not.toBe('');
      expect(entry.affirmation.trim()).not.toBe('');
      expect(entry.reflectionPrompt.trim()).not.toBe('');
    }
  });

  it('keeps affirmations short and in the first person', () => {
    for (const { day, affirmation } of journeyDays) {
      const sentences = affirmation.split(/[.!?]+/).filter((part) => part.trim() !== '');
      expect(sentences.length, `day ${day}`).toBeLessThanOrEqual(2);
      expect(affirmation, `day ${day}`).toMatch(/\b(I|My|my|me)\b/);
      expect(affirmation.length, `day ${day}`).toBeLessThanOrEqual(110);
    }
  });

  it('asks open questions that can be answered briefly or at length', () => {
    const sizeChoice =
      /\b(one word|a word|a few words|a line|a sentence|a list|a page|a letter|a whole letter|as much or as little|as much as you like|as many as you like|short or long|one or both|one idea|one step|one thing|a short list|write freely|a few lines|a promise)\b/i;
    for (const { day, reflectionPrompt } of journeyDays) {
      expect(reflectionPrompt, `day ${day}`).toMatch(/\?/);
      expect(reflectionPrompt, `day ${day}`).toMatch(sizeChoice);
    }
  });

  it('never asks her to retell or relive what happened', () => {
    const reliving =
      /\b(describe what happened|tell (us|me) what happened|relive|worst|in detail|why did you stay|why didn'?t you|what did you do to|remember the time)\b/i;
    for (const { day, reflectionPrompt } of journeyDays) {
      expect(reflectionPrompt, `day ${day}`).not.toMatch(reliving);
    }
  });
});

describe('home affirmations', () => {
  it('has exactly 10 unique short first-person lines', () => {
    expect(homeAffirmations).toHaveLength(10);
    expect(new Set(homeAffirmations).size).toBe(10);
    for (const line of homeAffirmations) {
      expect(line).toMatch(/^(I|My|Every)\b/);
      expect(line).toMatch(/\b(I|my)\b/i);
      expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  it('picks a line from the pool, never the one already shown', () => {
    const first = homeAffirmations[0] ?? '';
    for (const value of [0, 0.3, 0.5, 0.99, 0.999999]) {
      const picked = pickAnother(homeAffirmations, first, () => value);
      expect(homeAffirmations).toContain(picked);
      expect(picked).not.toBe(first);
    }
    expect(homeAffirmations).toContain(pickAnother(homeAffirmations));
    expect(homeAffirmations).toContain(pickAnother(homeAffirmations, undefined, () => 1));
  });
});

describe('boundary behaviours', () => {
  it('has the eight ids exactly, in the spec order', () => {
    expect(boundaryBehaviors.map((behavior) => behavior.id)).toEqual([
      'gaslighting',
      'negging',
      'stonewalling',
      'victim-playing',
      'deflection',
      'love-bombing',
      'triangulation',
      'future-faking',
    ]);
    expect([...boundaryBehaviorIds]).toEqual(boundaryBehaviors.map((behavior) => behavior.id));
  });

  it('gives every behaviour a name, a short description and 3 or 4 examples', () => {
    for (const behavior of boundaryBehaviors) {
      expect(behavior.name.trim(), behavior.id).not.toBe('');
      const sentences = behavior.description.split(/[.!?]+/).filter((part) => part.trim() !== '');
      expect(sentences.length, behavior.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, behavior.id).toBeLessThanOrEqual(2);
      expect(behavior.examples.length, behavior.id).toBeGreaterThanOrEqual(3);
      expect(behavior.examples.length, behavior.id).toBeLessThanOrEqual(4);
      for (const example of behavior.examples) expect(example.length, behavior.id).toBeLessThanOrEqual(60);
    }
  });

  it('has all three tones, each holding {situation} exactly once', () => {
    for (const behavior of boundaryBehaviors) {
      expect(Object.keys(behavior.scripts).sort(), behavior.id).toEqual(['exit', 'firm', 'simple']);
      for (const [tone, template] of Object.entries(behavior.scripts)) {
        expect(template.split(SITUATION_PLACEHOLDER).length - 1, `${behavior.id} ${tone}`).toBe(1);
        expect(template.replace(SITUATION_PLACEHOLDER, ''), `${behavior.id} ${tone}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('keeps exit scripts calm: no confronting, threatening or blaming words', () => {
    const risky = /\b(confront\w*|fight\w*|threat\w*|punish\w*|revenge|warn\w*|make you pay|you always|you never|sorry|regret|or else|expose)\b/i;
    for (const behavior of boundaryBehaviors) {
      expect(behavior.scripts.exit, behavior.id).not.toMatch(risky);
    }
  });

  it('keeps firm scripts to consequences she controls, never threats', () => {
    const threats = /\b(or else|you'?ll (regret|pay|be sorry)|make you|punish\w*|revenge|expose)\b/i;
    for (const behavior of boundaryBehaviors) {
      expect(behavior.scripts.firm, behavior.id).toMatch(/\bI will\b/);
      expect(behavior.scripts.firm, behavior.id).not.toMatch(threats);
    }
  });

  it('pairs every behaviour with the exit safety note and the hotline', () => {
    expect(EXIT_SAFETY_NOTE).toContain('1-800-799-7233');
    expect(EXIT_SAFETY_NOTE).toMatch(/leave first/i);
    for (const behavior of boundaryBehaviors) expect(behavior.safetyNote, behavior.id).toBe(EXIT_SAFETY_NOTE);
  });

  it('offers the tones simple, firm and exit, defaulting to firm', () => {
    expect(boundaryTones.map((tone) => tone.id)).toEqual(['simple', 'firm', 'exit']);
    for (const tone of boundaryTones) {
      expect(tone.label.trim()).not.toBe('');
      expect(tone.description.trim()).not.toBe('');
    }
    expect(DEFAULT_TONE).toBe('firm');
  });

  it('recognises ids and tones', () => {
    expect(isBoundaryTone('exit')).toBe(true);
    expect(isBoundaryTone('angry')).toBe(false);
    expect(isBoundaryTone(3)).toBe(false);
    expect(isBoundaryBehaviorId('love-bombing')).toBe(true);
    expect(isBoundaryBehaviorId('Love-Bombing')).toBe(false);
    expect(getBoundaryBehavior('negging')?.name).toBe('Negging');
    expect(getBoundaryBehavior('nope')).toBeUndefined();
  });
});

describe('voice and reading level', () => {
  it('uses no diagnostic labels and no statistics', () => {
    const diagnosis = /\b(narcissis\w*|psychopath\w*|sociopath\w*|ptsd|c-ptsd|disorder|bipolar|borderline|diagnos\w*|codependen\w*)\b/i;
    for (const text of allContent) {
      expect(text).not.toMatch(diagnosis);
      expect(text).not.toMatch(/\d\s*%|\bpercent\b/i);
    }
  });

  it('reads at about US grade 8 or below on average', () => {
    const scriptsWithSituation = allScripts.map((template) => template.replace(SITUATION_PLACEHOLDER, SITUATION_EXAMPLE));
    const groups: Record<string, readonly string[]> = {
      affirmations: journeyDays.map((entry) => entry.affirmation),
      reflectionPrompts: journeyDays.map((entry) => entry.reflectionPrompt),
      homeAffirmations,
      descriptions: boundaryBehaviors.map((behavior) => behavior.description),
      scripts: scriptsWithSituation,
    };
    for (const [name, texts] of Object.entries(groups)) {
      expect(averageGrade(texts), name).toBeLessThanOrEqual(8);
    }
    expect(averageGrade([...Object.values(groups)].flat())).toBeLessThanOrEqual(8);
  });

  it('has no single sentence-length text far above the target', () => {
    // Titles and labels are too short for the formula to mean anything.
    const longEnough = allContent.filter((text) => (text.match(/[A-Za-z]+/g) ?? []).length >= 8);
    expect(longEnough.length).toBeGreaterThan(100);
    for (const text of longEnough) {
      expect(fleschKincaidGrade(text), text).toBeLessThanOrEqual(11);
    }
  });
});
