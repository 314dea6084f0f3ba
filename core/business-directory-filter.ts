/**
 * SPEC.md §5: the business directory's search, a case-insensitive substring over name and
 * description, combined with the category filter. Accents are ignored too, so "resume" finds
 * "Résumé"; spaces around the search are ignored, and a blank search matches everything.
 */
import type { BusinessCategoryFilter } from './content/business-directory';

export type DirectoryFilter = { readonly query: string; readonly category: BusinessCategoryFilter };

export const emptyDirectoryFilter: DirectoryFilter = { query: '', category: 'all' };

type Filterable = { readonly name: string; readonly description: string; readonly category: string };

/** Lower-cased, without accents, for comparing what she typed with what a listing says. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The listings that match both the search and the category, in their original order. */
export function filterBusinesses<T extends Filterable>(items: readonly T[], filter: DirectoryFilter): T[] {
  const needle = foldForSearch(filter.query.trim());
  return items.filter(
    (item) =>
      (filter.category === 'all' || item.category === filter.category) &&
      (needle === '' || foldForSearch(item.name).includes(needle) || foldForSearch(item.description).includes(needle)),
  );
}

/** True when the search or the category narrows the list. */
export function isDirectoryFiltered(filter: DirectoryFilter): boolean {
  return filter.query.trim() !== '' || filter.category !== 'all';
}
