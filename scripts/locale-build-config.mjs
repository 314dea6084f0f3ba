// Which languages are built as their own Astro build and moved under /<code> (scripts/build.mjs,
// scripts/merge-locale-build.mjs), and the pages that exist only in English: the coach's console.
export const LOCALES_BUILT_SEPARATELY = ['es'];
export const ENGLISH_ONLY_PAGES = ['admin'];
