// The site: static pages (Astro, output 'static') whose interactive parts are React islands.
// Pages and sections are React components rendered at build time with no JavaScript; see
// docs/decisions/0014-static-pages-with-react-islands.md.
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { inlineScripts } from './scripts/astro-inline-scripts.mjs';
import { islandStylesInStylesheet } from './scripts/astro-island-styles.mjs';
import { build as esbuild } from 'esbuild';
import { localeTwins, localeTwinsEsbuild, siteLocale } from './scripts/locale-twins.mjs';
import { publishedReceiptKeys } from './server/receipts/key-list.ts';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
};

// BUILD_DIR lets parallel builds (several people testing at once) stay apart.
const buildDir = process.env.BUILD_DIR ?? 'build';
// SITE_LOCALE=es builds the Spanish site into client-es; scripts/build.mjs moves it under /es
// (docs/decisions/0024-two-languages.md).
const outDir = siteLocale === 'en' ? `./${buildDir}/client` : `./${buildDir}/client-${siteLocale}`;
// `SITE_LOCALE=es npm run dev` serves the Spanish pages where the built site has them (/es/...).
const devBase = siteLocale !== 'en' && process.argv.includes('dev') ? `/${siteLocale}` : undefined;

/**
 * Our hydration directives: `client:ready` (as client:load), `client:seen` (as client:visible)
 * and `client:reach` (when she first reaches for the island: a form on the first screen), which
 * also put a calm "could not be loaded / Try again" in an island's place when its code cannot
 * be fetched (app/lib/directives/).
 */
function islandDirectives() {
  const source = (name) => fileURLToPath(new URL(`./app/lib/directives/${name}.ts`, import.meta.url));
  // Astro bundles a directive with its own esbuild, past Vite's plugins: in another language
  // the directive is first bundled here with its twins (its failure notice's words), then given
  // to Astro (docs/decisions/0024).
  const entrypoint = async (name) => {
    if (siteLocale === 'en') return source(name);
    const outfile = fileURLToPath(new URL(`./node_modules/.cache/save-directives/${siteLocale}/${name}.mjs`, import.meta.url));
    await esbuild({
      entryPoints: [source(name)],
      outfile,
      bundle: true,
      format: 'esm',
      target: 'es2020',
      external: ['astro'],
      alias: { '~': alias['~'], '@core': alias['@core'] },
      plugins: [localeTwinsEsbuild()],
      logLevel: 'warning',
    });
    return outfile;
  };
  return {
    name: 'save-island-directives',
    hooks: {
      'astro:config:setup': async ({ addClientDirective }) => {
        for (const name of ['ready', 'seen', 'reach']) addClientDirective({ name, entrypoint: await entrypoint(name) });
      },
    },
  };
}

export default defineConfig({
  srcDir: './app',
  publicDir: './public',
  outDir,
  // Each language's build keeps its own cache: scripts/build.mjs runs them at the same time.
  cacheDir: siteLocale === 'en' ? './node_modules/.astro' : `./node_modules/.astro-${siteLocale}`,
  ...(devBase ? { base: devBase } : {}),
  output: 'static',
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  // Links are followed only when she follows them: no prefetching of other pages.
  prefetch: false,
  build: {
    format: 'directory',
    // Hashed files under /assets: the server caches them for a year (server/static-site.ts).
    assets: 'assets',
    inlineStylesheets: 'never',
  },
  integrations: [react(), islandDirectives(), islandStylesInStylesheet()],
  vite: {
    plugins: [localeTwins(), tailwindcss(), inlineScripts()],
    // The receipt keys the pages trust (/verify, the journal's import): the same list the server
    // publishes at /.well-known/receipt-keys.json, from the same settings (docs/decisions/0030).
    define: { __RECEIPT_KEYS__: JSON.stringify(publishedReceiptKeys()) },
    resolve: {
      alias: {
        ...alias,
        // Our React island client: @astrojs/react's, letting go of an island React is still
        // hydrating without an error when she leaves the page (app/lib/react-island-client.ts).
        '@astrojs/react/client.js': fileURLToPath(new URL('./app/lib/react-island-client.ts', import.meta.url)),
      },
    },
    build: { assetsInlineLimit: 0 },
    server: {
      // `npm run dev` proxies the API to the Fastify server started by scripts/dev.mjs.
      proxy: { '/api': 'http://127.0.0.1:3001', '/healthz': 'http://127.0.0.1:3001' },
    },
  },
});
