import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';

describe('formatMessage', () => {
  it('fills in arguments and leaves the rest of the text as written', () => {
    expect(formatMessage('Saved to your downloads as {fileName}.', { fileName: 'journal.pdf' })).toBe('Saved to your downloads as journal.pdf.');
    expect(formatMessage('It’s yours, <always>.')).toBe('It’s yours, <always>.');
  });

  it('chooses the plural form of each language and writes numbers in it', () => {
    const message = '{n, plural, one {# entry} other {# entries}}';
    expect(formatMessage(message, { n: 1 })).toBe('1 entry');
    expect(formatMessage(message, { n: 1200 })).toBe('1,200 entries');
    expect(formatMessage('{n, plural, one {# entrada} other {# entradas}}', { n: 1200 }, 'es-US')).toBe('1,200 entradas');
    expect(formatMessage('{n, plural, one {# entrada} other {# entradas}}', { n: 1 }, 'es-US')).toBe('1 entrada');
  });

  it('refuses a message that is not ICU, and a missing argument, instead of showing braces', () => {
    expect(() => formatMessage('Day {day', { day: 1 })).toThrow();
    expect(() => formatMessage('Day {day}', {})).toThrow();
  });
});
