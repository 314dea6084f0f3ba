/**
 * The language this build of the site speaks. A text module may have a twin in each other
 * language's folder (`core/content/x.ts` → `locales/es/core/content/x.ts`, same exports, same
 * shape); that language's build resolves each import of a text module to its twin, so a page
 * carries only its own language's words (docs/decisions/0024-two-languages.md, 0035). The
 * server, which answers every language, imports the twins it needs by path instead.
 *
 * Its values are the language's line in core/languages.ts (code, name, dir, intl, large sums,
 * quick exit) and its path prefix: '' for English at today's paths, '/es' for Spanish.
 */
import { LANGUAGE_BY_CODE } from '../languages';

export const locale = LANGUAGE_BY_CODE.en;
