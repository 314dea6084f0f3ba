import { describe, expect, it } from 'vitest';
import {
  BLANK_SITUATION_MESSAGE,
  generateBoundaryScript,
  isValidBoundaryRequest,
  normalizeSituation,
} from './boundary-script';
import { boundaryBehaviors, boundaryTones, type BoundaryTone } from './content/boundary-scripts';

const situation = 'you told me I was overreacting about the money';

describe('generateBoundaryScript', () => {
  it('weaves the situation into every behaviour and tone, leaving no braces', () => {
    for (const behavior of boundaryBehaviors) {
      for (const { id: tone } of boundaryTones) {
        const script = generateBoundaryScript({ behaviorId: behavior.id, situation, tone });
        expect(script, `${behavior.id} ${tone}`).toContain(situation);
        expect(script, `${behavior.id} ${tone}`).not.toMatch(/[{}]/);
        expect(script, `${behavior.id} ${tone}`).toMatch(/^When you told me/);
      }
    }
  });

  it('uses the firm tone by default', () => {
    const firm = generateBoundaryScript({ behaviorId: 'gaslighting', situation, tone: 'firm' });
    expect(generateBoundaryScript({ behaviorId: 'gaslighting', situation })).toBe(firm);
  });

  it('reads naturally: trims, drops the full stop and lower-cases the first letter', () => {
    const script = generateBoundaryScript({
      behaviorId: 'gaslighting',
      situation: '   You told me I was overreacting about the money.  ',
      tone: 'simple',
    });
    expect(script).toBe(
      "When you told me I was overreacting about the money, I felt unsure of myself. I know what I remember, and I'm going to trust it.",
    );
  });

  it('joins lines and drops other trailing punctuation', () => {
    const script = generateBoundaryScript({ behaviorId: 'negging', situation: 'You laughed at my\ncooking\tin front of your friends!!', tone: 'simple' });
    expect(script.startsWith('When you laughed at my cooking in front of your friends, it hurt.')).toBe(true);
  });

  it('keeps "I", names and acronyms as written', () => {
    expect(generateBoundaryScript({ behaviorId: 'deflection', situation: 'I asked about the bill', tone: 'simple' })).toMatch(
      /^When I asked about the bill, /,
    );
    expect(generateBoundaryScript({ behaviorId: 'deflection', situation: "I'm upset and you laughed", tone: 'simple' })).toMatch(
      /^When I'm upset and you laughed, /,
    );
    expect(generateBoundaryScript({ behaviorId: 'triangulation', situation: 'Mark said my sister agrees with him', tone: 'simple' })).toMatch(
      /^When Mark said /,
    );
    expect(generateBoundaryScript({ behaviorId: 'stonewalling', situation: 'ATM card went missing and you went quiet', tone: 'simple' })).toMatch(
      /^When ATM card /,
    );
  });

  it('lower-cases everyday starting words, including verbs', () => {
    expect(generateBoundaryScript({ behaviorId: 'gaslighting', situation: 'Yesterday you said it never happened', tone: 'simple' })).toMatch(
      /^When yesterday you said/,
    );
    expect(generateBoundaryScript({ behaviorId: 'stonewalling', situation: 'Ignored my texts all weekend', tone: 'simple' })).toMatch(
      /^When ignored my texts/,
    );
    expect(generateBoundaryScript({ behaviorId: 'negging', situation: "You're always joking about my weight", tone: 'simple' })).toMatch(
      /^When you're always joking/,
    );
  });

  it('does not double the word "when"', () => {
    expect(generateBoundaryScript({ behaviorId: 'love-bombing', situation: 'When you sent flowers to my work every day', tone: 'exit' })).toMatch(
      /^When you sent flowers to my work every day, I knew/,
    );
  });

  it('treats odd replacement characters in the situation literally', () => {
    const script = generateBoundaryScript({ behaviorId: 'future-faking', situation: "you promised $$ and $& by Friday", tone: 'firm' });
    expect(script).toContain('you promised $$ and $& by Friday');
  });

  it('throws a clear error for an unknown behaviour', () => {
    expect(() => generateBoundaryScript({ behaviorId: 'shouting', situation, tone: 'firm' })).toThrow(/Unknown toxic behavior "shouting"/);
  });

  it('throws a clear error for a blank situation', () => {
    for (const blank of ['', '   ', '\n\t', '...', ' . ']) {
      expect(() => generateBoundaryScript({ behaviorId: 'gaslighting', situation: blank, tone: 'firm' })).toThrow(BLANK_SITUATION_MESSAGE);
    }
  });

  it('throws a clear error for an unknown tone', () => {
    expect(() => generateBoundaryScript({ behaviorId: 'gaslighting', situation, tone: 'loud' as BoundaryTone })).toThrow(/Unknown tone "loud"/);
  });
});

describe('normalizeSituation', () => {
  it('capitalises when the situation starts a sentence', () => {
    expect(normalizeSituation('you left.', '')).toBe('You left');
    expect(normalizeSituation('you left', 'That hurt. ')).toBe('You left');
    expect(normalizeSituation('You left', 'When ')).toBe('you left');
  });
});

describe('isValidBoundaryRequest', () => {
  it('accepts a known behaviour with a non-blank situation and a known or missing tone', () => {
    expect(isValidBoundaryRequest({ behaviorId: 'negging', situation })).toBe(true);
    expect(isValidBoundaryRequest({ behaviorId: 'negging', situation, tone: 'exit' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidBoundaryRequest({ behaviorId: 'negging', situation: '  ' })).toBe(false);
    expect(isValidBoundaryRequest({ behaviorId: 'unknown', situation })).toBe(false);
    expect(isValidBoundaryRequest({ behaviorId: 'negging', situation, tone: 'loud' })).toBe(false);
    expect(isValidBoundaryRequest({ situation })).toBe(false);
    expect(isValidBoundaryRequest({ behaviorId: 'negging', situation: 42 })).toBe(false);
  });
});
