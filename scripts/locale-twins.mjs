// A language's build (docs/decisions/0035-a-language-is-a-folder.md): every import of a module
// that has a twin in the language's folder (`core/content/x.ts` → `locales/<code>/core/content/x.ts`)
// resolves to the twin, so a page carries only its language's words and components never choose
// a language. An import of the English module from its own twin (to reuse its data or helpers)
// is left alone.
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, and the folder holding one folder of twins per language. */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));

/**
 * The build's language: SITE_LOCALE=<code> builds the site in a language that has a folder
 * locales/<code>/ (a line of core/languages.ts, or a test-only pseudo-locale the e2e generates);
 * anything else is English, the language of the modules themselves.
 */
export const siteLocale = /^[a-z]{2,3}(-[a-z0-9]+)*$/i.test(process.env.SITE_LOCALE ?? '') && existsSync(`${LOCALES_DIR}${process.env.SITE_LOCALE}`) ? process.env.SITE_LOCALE : 'en';

/** The twin of a resolved module in a language, or undefined when it has none (or is the importer's own English). */
export function twinOf(file, importer, locale = siteLocale) {
  if (locale === 'en' || !file) return undefined;
  const clean = file.split('?')[0];
  if (!/\.(ts|tsx|mts)$/.test(clean) || clean.includes('/node_modules/') || clean.startsWith(LOCALES_DIR)) return undefined;
  const path = relative(ROOT, clean);
  if (path.startsWith('..') || path.startsWith(sep)) return undefined;
  const twin = `${LOCALES_DIR}${locale}${sep}${path}`;
  const from = importer?.split('?')[0];
  if (from === twin) return undefined;
  // A twin of another language (a test-only pseudo-locale reads the Spanish ones) imports the modules as they are.
  if (from?.startsWith(LOCALES_DIR) && !from.startsWith(`${LOCALES_DIR}${locale}${sep}`)) return undefined;
  return existsSync(twin) ? twin : undefined;
}

/** The Vite (and so Astro) plugin. */
export function localeTwins(locale = siteLocale) {
  // The dev server asks again for a module by its id alone (no importer): the English module a
  // twin imports is marked, so that second question does not send it back to the twin.
  const ENGLISH_OF_TWIN = '?english-of-twin';
  let serving = false;
  return {
    name: 'save-locale-twins',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer, options) {
      if (locale === 'en' || source.startsWith('\0') || source.startsWith('virtual:') || source.startsWith('astro:')) return null;
      if (source.endsWith(ENGLISH_OF_TWIN)) return source;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const twin = twinOf(resolved.id, importer, locale);
      if (twin) return { ...resolved, id: twin };
      const fromOwnTwin = importer !== undefined && twinOf(resolved.id, undefined, locale) === importer.split('?')[0];
      return serving && fromOwnTwin ? { ...resolved, id: `${resolved.id}${ENGLISH_OF_TWIN}` } : resolved;
    },
  };
}

/** The same for esbuild (the inlined head script and the service worker's bundles). */
export function localeTwinsEsbuild(locale = siteLocale) {
  return {
    name: 'save-locale-twins',
    setup(build) {
      if (locale === 'en') return;
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.twinChecked || args.kind === 'entry-point') return undefined;
        const result = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { twinChecked: true },
        });
        if (result.errors.length > 0 || result.external) return undefined;
        const twin = twinOf(result.path, args.importer, locale);
        return twin ? { path: twin } : undefined;
      });
    },
  };
}
