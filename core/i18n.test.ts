/**
 * Every Spanish twin (`locales/es/<the English module's path>`, docs/decisions/0035) has its
 * English module's shape (docs/decisions/0024): the same
 * exports, keys, list lengths and parameters; the same ids, numbers and crisis numbers; links
 * to the same pages (under /es). A key in one language and not the other fails here.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { localePath, pathIn, splitLocalePath } from './i18n';

const twins = import.meta.glob<Record<string, unknown>>(['/locales/es/**/*.ts', '!**/*.test.ts']);
const modules = import.meta.glob<Record<string, unknown>>(['/core/**/*.ts', '/app/**/*.ts', '/server/**/*.ts', '!**/*.test.ts']);

/** Values that name something rather than say something: the same in both languages. */
const SAME_IN_BOTH = new Set(['id', 'slug', 'kind', 'key', 'icon']);
/** Links (a value starting with /): the same page, in Spanish when there is one. */
const LINKS = new Set(['href', 'to', 'path', 'url', 'link']);
/** Facts about a file, which its Spanish version has of its own (a guide's pages and size). */
const FILE_FACTS = new Set(['pages', 'sizeKb']);
/** Crisis and help numbers written in a text: each must stay exactly as SPEC.md gives it. */
const NUMBERS = /\b(?:1-\d{3}-\d{3}-\d{4}|911|988|88788|741741|22522)\b/g;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
const ARGUMENT_KINDS = ['text', 'value', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'] as const;

/** The arguments an ICU message takes, as sorted `name (kind)` lines; throws when it is not ICU. */
function messageArguments(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageElement[]): void => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7 && 'value' in element) found.add(`${element.value} (${ARGUMENT_KINDS[element.type]})`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(text, 'en-US', undefined, { ignoreTag: true }).getAst());
  return [...found].sort();
}

function sameLink(english: string, spanish: string): boolean {
  if (spanish === english) return true;
  if (spanish === pathIn('es', english)) return true;
  // A Spanish file beside the English one (the guides: /books/x.pdf → /books/x.es.pdf).
  return spanish === english.replace(/(\.[a-z0-9]+)$/i, '.es$1');
}

/** Differences between an English value and its Spanish twin, as readable lines. */
function compare(english: unknown, spanish: unknown, where: string, key: string | undefined, problems: string[]): void {
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') problems.push(`${where}: a function in English, not in Spanish`);
    else if (spanish.length !== english.length) problems.push(`${where}: takes ${english.length} parameters in English, ${spanish.length} in Spanish`);
    return;
  }
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return void problems.push(`${where}: text in English, ${typeof spanish} in Spanish`);
    if (key && SAME_IN_BOTH.has(key) && english !== spanish) problems.push(`${where}: "${english}" names something and must stay the same (Spanish has "${spanish}")`);
    if (key && LINKS.has(key) && english.startsWith('/') && !sameLink(english, spanish)) problems.push(`${where}: links to ${english} in English but ${spanish} in Spanish`);
    if (english.trim() !== '' && spanish.trim() === '') problems.push(`${where}: empty in Spanish`);
    for (const number of english.match(NUMBERS) ?? []) {
      if (!spanish.includes(number)) problems.push(`${where}: the number ${number} is missing in Spanish`);
    }
    // Every text is an ICU message (most with no arguments): both parse, with the same arguments.
    const [englishArguments, spanishArguments] = [english, spanish].map((text, index) => {
      try {
        return messageArguments(text).join(', ');
      } catch (error) {
        problems.push(`${where}: not an ICU message in ${index === 0 ? 'English' : 'Spanish'} (${(error as Error).message})`);
        return null;
      }
    });
    if (englishArguments !== null && spanishArguments !== null && englishArguments !== spanishArguments) {
      problems.push(`${where}: takes {${englishArguments}} in English but {${spanishArguments}} in Spanish`);
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return void problems.push(`${where}: a list in English, not in Spanish`);
    if (spanish.length !== english.length) problems.push(`${where}: ${english.length} items in English, ${spanish.length} in Spanish`);
    english.forEach((item, index) => compare(item, spanish[index], `${where}[${index}]`, key, problems));
    return;
  }
  if (isPlainObject(english)) {
    if (!isPlainObject(spanish)) return void problems.push(`${where}: an object in English, not in Spanish`);
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    for (const missing of englishKeys.filter((name) => !(name in spanish))) problems.push(`${where}.${missing}: missing in Spanish`);
    for (const extra of spanishKeys.filter((name) => !(name in english))) problems.push(`${where}.${extra}: only in Spanish`);
    for (const name of englishKeys) if (name in spanish) compare(english[name], spanish[name], `${where}.${name}`, name, problems);
    return;
  }
  // Numbers, booleans, dates, React nodes...: the same value, or at least the same kind.
  if (typeof english !== 'object' || english === null) {
    if (key && FILE_FACTS.has(key) && typeof spanish === typeof english) return;
    if (english !== spanish) problems.push(`${where}: ${String(english)} in English, ${String(spanish)} in Spanish`);
  } else if (typeof spanish !== 'object' || spanish === null) {
    problems.push(`${where}: ${Object.prototype.toString.call(english)} in English, ${String(spanish)} in Spanish`);
  }
}

describe('Spanish twins', () => {
  it('exist (the Spanish site is built from them)', () => {
    expect(Object.keys(twins).length).toBeGreaterThan(1);
  });

  for (const twinPath of Object.keys(twins)) {
    const englishPath = twinPath.replace(/^\/locales\/es\//, '/');
    it(`${twinPath} has the shape of ${englishPath}`, async () => {
      const loadEnglish = modules[englishPath];
      expect(loadEnglish, `${twinPath} has no English module at ${englishPath}`).toBeDefined();
      const [english, spanish] = await Promise.all([loadEnglish!(), twins[twinPath]!()]);
      const problems: string[] = [];
      const englishExports = Object.keys(english).sort();
      expect(Object.keys(spanish).sort(), 'the same exports').toEqual(englishExports);
      for (const name of englishExports) compare(english[name], spanish[name], name, undefined, problems);
      expect(problems).toEqual([]);
    });
  }
});

describe('messages in both languages', () => {
  it('finds a message’s arguments, so a missing or extra one in a twin fails above', () => {
    expect(messageArguments('Plain words, <b>not a tag</b>.')).toEqual([]);
    expect(messageArguments('{name} saved {count, plural, one {# entry} other {# entries on {day}}}')).toEqual([
      'count (plural)',
      'day (value)',
      'name (value)',
    ]);
    expect(messageArguments('{n, plural, one {# entrada} other {# entradas}}')).not.toEqual(messageArguments('{n} entradas'));
    expect(() => messageArguments('Day {day')).toThrow();
  });
});

describe('paths in each language', () => {
  it('puts Spanish pages under /es and leaves English at today’s paths', () => {
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('es', '/tools/journal')).toBe('/es/tools/journal');
    expect(pathIn('es', '/es/tools')).toBe('/es/tools');
    expect(pathIn('en', '/tools')).toBe('/tools');
    expect(pathIn('es', 'tel:911')).toBe('tel:911');
    expect(pathIn('es', 'https://example.org/x')).toBe('https://example.org/x');
    // Tests run as the English build.
    expect(localePath('/tools')).toBe('/tools');
  });

  it('tells a path’s language and the path without its prefix', () => {
    expect(splitLocalePath('/es/tools')).toEqual({ locale: 'es', path: '/tools' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/estadisticas')).toEqual({ locale: 'en', path: '/estadisticas' });
    expect(splitLocalePath('/tools')).toEqual({ locale: 'en', path: '/tools' });
  });
});
