import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './utils';

/** Every source file of the app (not tests), whose string literals hold the classes we write. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each distinct Tailwind class written in app/ and core/ (what tailwind-merge recognises as one). */
function classesWeWrite(): string[] {
  const classes = new Set<string>();
  for (const file of [...sourceFiles('app'), ...sourceFiles('core')]) {
    const source = readFileSync(file, 'utf8');
    for (const [, , literal = ''] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of literal.split(/\s+/)) {
        if (token && twMerge(`${token} ${token}`) === token) classes.add(token);
      }
    }
  }
  return [...classes].sort();
}

const asSet = (classList: string) => classList.split(' ').filter(Boolean).sort().join(' ');

describe('mergeClasses', () => {
  it('lets a later class win over an earlier one that sets the same thing, per variant', () => {
    expect(mergeClasses('flex flex-col gap-4 rounded-xl p-6 gap-6 p-5 sm:p-8')).toBe('flex flex-col rounded-xl gap-6 p-5 sm:p-8');
    expect(mergeClasses('px-3 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-3')).toBe('p-4 px-3');
    expect(mergeClasses('text-xl font-semibold leading-snug text-lg')).toBe('font-semibold text-lg');
    expect(mergeClasses('text-muted-foreground text-base text-foreground')).toBe('text-base text-foreground');
    expect(mergeClasses('border border-border border-primary/30 border-t-8 border-t-red-700')).toBe('border border-primary/30 border-t-8 border-t-red-700');
    expect(mergeClasses('inline-flex shrink-0 [&_svg]:shrink-0 flex-1 sm:flex-none')).toBe('inline-flex [&_svg]:shrink-0 flex-1 sm:flex-none');
    expect(mergeClasses('has-[a:focus-visible]:outline-3 outline-2 hover:bg-secondary hover:bg-accent')).toBe(
      'has-[a:focus-visible]:outline-3 outline-2 hover:bg-accent',
    );
    expect(mergeClasses('group some-unknown-class some-unknown-class')).toBe('group some-unknown-class some-unknown-class');
  });

  it('cn joins conditional classes, then merges them', () => {
    const hidden = false;
    expect(cn('p-6', hidden && 'hidden', ['gap-4', { 'p-2': true, block: hidden }])).toBe('gap-4 p-2');
  });

  it('agrees with tailwind-merge on every pair of classes written in app/ and core/', () => {
    const classes = classesWeWrite();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const input = `${first} ${second}`;
        const expected = twMerge(input);
        const actual = mergeClasses(input);
        if (asSet(expected) !== asSet(actual) && disagreements.length < 20) {
          disagreements.push(`"${input}": tailwind-merge keeps "${expected}", mergeClasses keeps "${actual}"`);
        }
      }
    }
    expect(disagreements, 'teach app/lib/class-merge.ts these utilities').toEqual([]);
  });
});
