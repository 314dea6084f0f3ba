import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOURNEY_LENGTH as contentJourneyLength } from '@core/content/affirmations-gate';
import { registeredCodes } from '@core/contracts/codes';
import { JOURNEY_LENGTH } from '@core/contracts/tools';
import { LOCALES } from '@core/i18n';
import { wordsForCode } from '@core/message-codes';
import { textsFor } from './texts';

// Every contract, so every code any of them may give is registered.
const contractFiles = readdirSync(new URL('../core/contracts/', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
await Promise.all(contractFiles.map((file) => import(`../core/contracts/${file.replace(/\.ts$/, '')}.ts`)));

describe('the server’s texts (server/texts.ts)', () => {
  const codes = registeredCodes();

  it('knows the contracts’ codes', () => {
    expect(codes.length).toBeGreaterThan(60);
    expect(codes).toContain('signupFieldMessages.firstName');
    expect(codes).toContain('commonMessages.tooLong');
  });

  it.each(LOCALES)('has words for every code a contract may give, in %s', (locale) => {
    const words = textsFor(locale).codes;
    const missing = codes.filter((code) => {
      // The assessment's codes carry their question's number and the counts (core/contracts/assessment.ts).
      const sentence = wordsForCode(words, code, { max: 10, min: 1, last: 30, field: 'from', languages: 'en, es', question: 3, count: 2, first: 3, sent: 10, score: 12 });
      return sentence === undefined || sentence.trim() === '' || sentence.includes('{');
    });
    expect(missing).toEqual([]);
  });

  it('puts a code into its language’s words, with the problem’s numbers', () => {
    expect(wordsForCode(textsFor('en').codes, 'commonMessages.tooLong', { max: 200 })).toBe('Please keep this under 200 characters.');
    expect(wordsForCode(textsFor('es').codes, 'signupFieldMessages.firstName')).not.toBe(wordsForCode(textsFor('en').codes, 'signupFieldMessages.firstName'));
    expect(wordsForCode(textsFor('en').codes, 'symptomFieldMessages.intensityRange?min=0&max=10')).toBe('Please choose a number from 0 to 10.');
    expect(wordsForCode(textsFor('en').codes, 'signupFieldMessages.noSuchKey')).toBeUndefined();
    expect(wordsForCode(textsFor('en').codes, 'Please enter your name.')).toBeUndefined();
  });

  it('writes a sentence’s numbers the way its language line says (Intl)', () => {
    const es = textsFor('es');
    const en = textsFor('en');
    expect(wordsForCode(en.codes, 'journalFieldMessages.textTooLong', { max: 20_000 }, en.intl)).toBe('Please keep your entry under 20,000 characters.');
    expect(wordsForCode(es.codes, 'journalFieldMessages.textTooLong', { max: 20_000 }, es.intl)).toBe(
      `Escribe tu entrada con menos de ${new Intl.NumberFormat(es.intl).format(20_000)} caracteres.`,
    );
    expect(es.intl).toBe('es-US');
  });

  it('answers English for a language it does not know (a stored row from before)', () => {
    expect(textsFor('fr')).toBe(textsFor('en'));
    expect(textsFor(null).emails.clientSubjects.confirmed).toBe(textsFor('en').emails.clientSubjects.confirmed);
    expect(textsFor('es').emails.clientSubjects.confirmed).not.toBe(textsFor('en').emails.clientSubjects.confirmed);
  });

  it('the journey’s length is the same in its contract and on its pages', () => {
    expect(JOURNEY_LENGTH).toBe(contentJourneyLength);
  });
});
