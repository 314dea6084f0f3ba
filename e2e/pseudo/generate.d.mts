// Types of generate.mjs for the TypeScript that calls it (server/new-language.test.ts).
/** Writes locales/<code>/ for one pseudo-locale (e2e/pseudo/pseudo-text.ts); resolves to how many twins it wrote. */
export declare function generatePseudoLocale(code: string): Promise<number>;
