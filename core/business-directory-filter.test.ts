import { describe, expect, it } from 'vitest';
import { filterBusinesses, foldForSearch, isDirectoryFiltered } from './business-directory-filter';
import { businessCategories } from './content/business-directory';
import { directoryBusinesses } from './directory-businesses';

const items = [
  { id: 'a', name: 'Safe Harbor Family Law', description: 'Protective orders and custody.', category: 'legal', services: ['Court'] },
  { id: 'b', name: 'Fresh Start Money', description: 'Budgeting after financial abuse.', category: 'financial', services: ['Law'] },
  { id: 'c', name: 'Calm Studio', description: 'Résumé-free yoga; no LAW here.', category: 'wellness', services: [] },
] as const;

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('filterBusinesses', () => {
  it('returns everything, in order, for a blank search and "all"', () => {
    expect(ids(filterBusinesses(items, { query: '', category: 'all' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterBusinesses(items, { query: '   ', category: 'all' }))).toEqual(['a', 'b', 'c']);
  });

  it('matches a case-insensitive substring of the name or the description', () => {
    expect(ids(filterBusinesses(items, { query: 'harbor', category: 'all' }))).toEqual(['a']);
    expect(ids(filterBusinesses(items, { query: 'BUDGET', category: 'all' }))).toEqual(['b']);
    expect(ids(filterBusinesses(items, { query: 'law', category: 'all' }))).toEqual(['a', 'c']);
  });

  it('does not search other fields such as services', () => {
    expect(ids(filterBusinesses(items, { query: 'court', category: 'all' }))).toEqual([]);
  });

  it('ignores accents and surrounding spaces', () => {
    expect(ids(filterBusinesses(items, { query: ' resume ', category: 'all' }))).toEqual(['c']);
    expect(ids(filterBusinesses(items, { query: 'RÉSUMÉ', category: 'all' }))).toEqual(['c']);
  });

  it('filters by category alone', () => {
    expect(ids(filterBusinesses(items, { query: '', category: 'financial' }))).toEqual(['b']);
    expect(ids(filterBusinesses(items, { query: '', category: 'other' }))).toEqual([]);
  });

  it('combines the search and the category', () => {
    expect(ids(filterBusinesses(items, { query: 'law', category: 'legal' }))).toEqual(['a']);
    expect(ids(filterBusinesses(items, { query: 'law', category: 'wellness' }))).toEqual(['c']);
    expect(ids(filterBusinesses(items, { query: 'law', category: 'financial' }))).toEqual([]);
  });

  it('treats the search as text, not a pattern', () => {
    expect(ids(filterBusinesses(items, { query: '.*', category: 'all' }))).toEqual([]);
  });
});

describe('foldForSearch', () => {
  it('lower-cases and drops accents', () => {
    expect(foldForSearch('Renée ÉCOLE')).toBe('renee ecole');
  });
});

describe('isDirectoryFiltered', () => {
  it('is false only for a blank search with "all"', () => {
    expect(isDirectoryFiltered({ query: ' ', category: 'all' })).toBe(false);
    expect(isDirectoryFiltered({ query: 'a', category: 'all' })).toBe(true);
    expect(isDirectoryFiltered({ query: '', category: 'legal' })).toBe(true);
  });
});

describe('the directory content', () => {
  it('has the 4 businesses of SPEC.md, each in a real category, with unique ids', () => {
    expect(directoryBusinesses).toHaveLength(4);
    expect(new Set(directoryBusinesses.map((b) => b.id)).size).toBe(4);
    for (const business of directoryBusinesses) {
      expect(businessCategories).toContain(business.category);
      expect(business.category).not.toBe('all');
      expect(business.website).toMatch(/^https:\/\//);
      expect(business.services.length).toBeGreaterThan(0);
    }
  });

  it('offers the categories of SPEC.md §9 in order', () => {
    expect(businessCategories).toEqual(['all', 'legal', 'financial', 'wellness', 'career', 'other']);
  });
});
