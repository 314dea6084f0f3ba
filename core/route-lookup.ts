/**
 * Looking pages up, words-free (docs/decisions/0036): it imports the pages by their English module's
 * path, which each language's build swaps for its twin (locales/<code>/core/routes.ts), so a page's
 * title is in the page's language, in every language, with this logic written once.
 */
import { pages, type PageEntry } from './routes';

/** A page's entry (its path, title and description in this build's language), by its path. */
export function pageFor(path: string): PageEntry | undefined {
  return pages.find((page) => page.path === path);
}

/** The active-link rule of SPEC.md §2: the current path starts with the link's path. */
export function isActiveLink(currentPath: string, linkPath: string): boolean {
  return currentPath.startsWith(linkPath);
}
