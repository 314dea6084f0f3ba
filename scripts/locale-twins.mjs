// The Spanish build's one trick (docs/decisions/0024-two-languages.md): every import of a module
// that has a twin beside it (`x.ts` → `x.es.ts`) resolves to the twin, so a Spanish page carries
// only Spanish words and components never choose a language. An import of the English module
// from its own twin (to reuse its data or helpers) is left alone.
import { existsSync } from 'node:fs';

/** The build's language: SITE_LOCALE=es builds the Spanish site; anything else is English. */
export const siteLocale = process.env.SITE_LOCALE === 'es' ? 'es' : 'en';

/** The twin of a resolved module in a language, or undefined when it has none (or is the importer's own English). */
export function twinOf(file, importer, locale = siteLocale) {
  if (locale === 'en' || !file) return undefined;
  const clean = file.split('?')[0];
  const match = /^(.*)\.(ts|tsx|mts)$/.exec(clean);
  if (!match || match[1].endsWith(`.${locale}`) || clean.includes('/node_modules/')) return undefined;
  const twin = `${match[1]}.${locale}.${match[2]}`;
  if (importer && importer.split('?')[0] === twin) return undefined;
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
