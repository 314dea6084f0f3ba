// A Vite plugin for the one script every page inlines in <head> (app/scripts/head-script.ts:
// the quick exit and the intro's first-visit mark). It must run before the body is drawn and
// before any other file arrives, so it cannot be a file of its own; it is written in TypeScript
// with tests, and this plugin bundles and minifies it into a string:
//   import headScript from 'virtual:head-script';  ->  <script is:inline set:html={headScript} />
// The server allows it by its hash (server/static-site.ts).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { localeTwinsEsbuild } from './locale-twins.mjs';

const VIRTUAL_ID = 'virtual:head-script';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const entry = fileURLToPath(new URL('../app/scripts/head-script.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

export async function bundleHeadScript() {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2019',
    alias: { '@core': './core', '~': './app' },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [localeTwinsEsbuild()],
  });
  return { code: result.outputFiles[0].text.trim(), inputs: Object.keys(result.metafile?.inputs ?? {}) };
}

export function inlineScripts() {
  return {
    name: 'save-inline-scripts',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { code } = await bundleHeadScript();
      this.addWatchFile(entry);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
