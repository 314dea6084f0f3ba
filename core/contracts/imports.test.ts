/**
 * Contracts hold schemas and codes, never words (docs/decisions/0037, 0045): no contract holds
 * an English sentence, no file of core/contracts
 * imports a text module (one with a translation: `x.es.ts` beside it, or `locales/<lang>/core/...`),
 * and no chain of imports, type-only ones included, leads from core/contracts or core/content back
 * to where it started. Read from the source, so a new import is judged the day it is written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const core = join(root, 'core');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files a source imports or re-exports (relative and `@core/` specifiers), type-only ones too. */
export function importsOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm), ...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@core/') ? join(core, specifier.slice('@core/'.length)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
    return found ? [found] : [];
  });
}

/** A module with words: it has a translation beside it or in the locales folder. */
function isTextModule(file: string): boolean {
  const withoutExtension = file.replace(/\.tsx?$/, '');
  if (/\.[a-z]{2}$/.test(withoutExtension)) return true;
  if (existsSync(`${withoutExtension}.es.ts`)) return true;
  const localesFolder = join(root, 'locales');
  return existsSync(localesFolder) && readdirSync(localesFolder).some((language) => existsSync(join(localesFolder, language, relative(root, file))));
}

/** Every cycle of the graph restricted to `files`, each as the list of its files. */
export function cyclesAmong(files: readonly string[], edges: (file: string) => readonly string[]): string[][] {
  const inScope = new Set(files);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges(file)) {
      if (!inScope.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The sentences a source's string literals hold (comments left out): three words or more that
 * end as a sentence does, or a "Please …". Ids, enum values and labels of one or two words are not
 * sentences; a data list's names (the signup interests) end with no full stop.
 */
export function sentencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return literals.filter((text) => /^Please\s/.test(text) || (/^\S+(\s+\S+){2,}/.test(text.trim()) && /[.!?:]$/.test(text.trim()) && /[a-z]/.test(text)));
}

/** Contracts another branch converts (issue 30: `texts-a` takes the assessment's): none else may hold words. */
const contractsConvertedElsewhere = new Set<string>();

const contracts = sourcesUnder(join(core, 'contracts'));
const content = sourcesUnder(join(core, 'content'));
const graph = new Map([...contracts, ...content, ...sourcesUnder(core)].map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(root, file);

describe('contracts and texts', () => {
  it('no contract imports a text module', () => {
    const wordy = contracts.flatMap((file) => (graph.get(file) ?? []).filter(isTextModule).map((text) => `${name(file)} → ${name(text)}`));
    expect(wordy).toEqual([]);
  });

  it('no contract holds an English sentence: each problem is a code, worded at the edge', () => {
    const worded = contracts
      .filter((file) => !contractsConvertedElsewhere.has(relative(join(core, 'contracts'), file)))
      .flatMap((file) => sentencesIn(readFileSync(file, 'utf8')).map((sentence) => `${name(file)}: ${sentence}`));
    expect(worded).toEqual([]);
  });

  it('finds a sentence in a contract and leaves codes, ids, labels and comments alone (the check can fail)', () => {
    const planted = [
      "/** Please send the record. A comment is not an answer. */",
      "const a = z.string({ error: 'Please send the token hash.' });",
      'const b = z.number().check(z.int(`A record version is a whole number.`));',
      "const c = z.enum(['pending', 'confirmed'], { error: apiCodes.phase }); // That phase is not part of the plan.",
      "export const labels = { pending: 'Awaiting review', free: 'Tools Bundle' };",
      "export const interests = ['Workshops & Events', 'S.A.V.E. Recovery Program'];",
      "const d = withParams(adminCodes.pageSize, { max: 100 });",
    ].join('\n');
    expect(sentencesIn(planted)).toEqual(['Please send the token hash.', 'A record version is a whole number.']);
  });

  it('no import cycle runs through core/contracts or core/content', () => {
    // Through core's other modules too (constants.ts once re-exported the booking texts).
    const cycles = cyclesAmong([...graph.keys()], (file) => graph.get(file) ?? []).filter((cycle) =>
      cycle.some((file) => file.startsWith(join(core, 'contracts')) || file.startsWith(join(core, 'content'))),
    );
    expect(cycles.map((cycle) => cycle.map(name).join(' → '))).toEqual([]);
  });

  it('finds an import of words and a cycle when there is one (the check can fail)', () => {
    const a = join(core, 'contracts', 'planted-a.ts');
    const b = join(core, 'content', 'planted-b.ts');
    // The planted files do not exist, so only the text module's import resolves; the cycle's edges are given.
    const planted = new Map([
      [a, [...importsOf(a, "import { signupFieldMessages } from '../content/signup';\nimport type { B } from './planted-c';"), b]],
      [b, [a]],
    ]);
    expect(planted.get(a)?.filter(isTextModule).map(name)).toEqual(['core/content/signup.ts']);
    expect(cyclesAmong([a, b, join(core, 'content', 'signup.ts')], (file) => planted.get(file) ?? []).map((cycle) => cycle.map(name))).toEqual([
      ['core/contracts/planted-a.ts', 'core/content/planted-b.ts', 'core/contracts/planted-a.ts'],
    ]);
  });
});
