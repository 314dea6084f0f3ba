// Which languages are built as their own Astro build and moved under /<code> (scripts/build.mjs,
// scripts/merge-locale-build.mjs): every line of core/languages.ts but the first, the default
// language at today's paths (docs/decisions/0035-a-language-is-a-folder.md). And the pages that
// exist only in the default language: the coach's console.
import { tsImport } from 'tsx/esm/api';

const { LANGUAGES } = await tsImport('../core/languages.ts', import.meta.url);

export const LOCALES_BUILT_SEPARATELY = LANGUAGES.slice(1).map((language) => language.code);
export const ENGLISH_ONLY_PAGES = ['admin'];
