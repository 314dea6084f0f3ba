// After `react-router build`: lets every prerendered page paint before its JavaScript loads and runs.
//
// React Router ends each page with an inline module script that statically imports the route
// modules and then the client entry, and preloads every file they need from <head>. The
// browser then fetches ~30 scripts alongside the stylesheet and evaluates the whole module
// graph and hydrates in one go, often before it has painted the HTML it already has: on a slow
// phone the page stays blank for that download and that work (Lighthouse, home page: FCP and
// LCP ~3 s, all of it waiting on script). This step rewrites each page so that:
//
// - the <link rel="modulepreload"> tags leave <head>: only the stylesheet stands between the
//   HTML and the first paint;
// - the module script first waits for a frame to be painted, then adds the same preloads (four
//   per task, so the files still come in parallel without one long task), then evaluates the files one per task, in the
//   very order ESM would (dependencies first, from the build's module graph), yielding to the
//   browser between them, and only then imports the route modules and starts the entry as React
//   Router did:
//
//     await new Promise(...requestAnimationFrame(() => setTimeout(...)));   // after the first paint
//     for (const href of [...]) document.head.append(<link rel="modulepreload" href>);  // 4 per task
//     for (const href of [...]) { await import(href); await yield(); }      // one file per task
//     await import("/assets/manifest-….js");
//     const route0 = await import("/assets/root-….js"); …                   // already evaluated
//     window.__reactRouterRouteModules = {…};
//     import("/assets/entry.client-….js");
//
//   Evaluating the whole graph in one go was one task of ~100-250 ms on this machine, four times
//   that on Lighthouse's phone: most of the home page's Total Blocking Time. Per file, the longest
//   task is the largest file's own evaluation.
//
// The page works before it hydrates (links, the quick exit's link, the crisis numbers); React
// re-adds the preload tags it rendered, which fetch nothing new. A hidden page (a background
// tab) does not wait. If React Router's output ever changes shape, the build fails here with the
// file name rather than shipping pages that do not hydrate. The server hashes each page's inline
// scripts for its CSP at start-up, so the new script is allowed as the old one was.
//
//   node scripts/defer-hydration.mjs [clientDir]   (part of `npm run build`; BUILD_DIR is honoured)
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { evaluationOrder, readImportGraph } from './module-graph.mjs';

const moduleScriptPattern = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImportPattern = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"\n]+)";\s*$/;
const entryImportPattern = /^window\.__reactRouterRouteModules = \{[^\n]*\};\s*import\("([^"\n]+)"\);$/;
const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const WAIT_FOR_PAINT =
  "if (document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));";
/**
 * Starting a fetch costs the main thread ~0.5-1 ms (request set-up, CSP check, the loader; more
 * with DevTools attached, as under Lighthouse), so 40 preloads in one go were one task of 20-40 ms
 * here, 80-170 ms on Lighthouse's phone: the largest single cost in most pages' Total Blocking
 * Time. Batches of eight still made 50-150 ms tasks under Lighthouse; four per task keeps each
 * short of a long task (50 ms at 4x slowdown) and still starts every fetch within a few frames.
 */
export const PRELOADS_PER_TASK = 4;
const YIELD = 'const next = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));';

/**
 * The rewritten body of one React Router module script; throws when it is not React Router's.
 * `graph` is the build's module graph (readImportGraph), `preloads` the page's module preloads.
 */
export function deferModuleScript(body, { graph = new Map(), preloads = [] } = {}) {
  if (body.startsWith(WAIT_FOR_PAINT)) return body;
  const imports = [];
  const rest = [];
  for (const line of body.split('\n')) {
    const match = staticImportPattern.exec(line);
    if (match) {
      if (rest.some((kept) => kept.trim() !== '')) throw new Error('a static import after other code');
      imports.push({ name: match[1], specifier: match[2] ?? '' });
    } else {
      rest.push(line);
    }
  }
  const code = rest.join('\n').trim();
  const entry = entryImportPattern.exec(code)?.[1];
  if (imports.length === 0 || !entry) {
    throw new Error('not the shape React Router writes (static imports, the route modules, then import() of the entry)');
  }
  // Everything the route modules and the entry need, in ESM's order; the entry itself last, on its own.
  const order = evaluationOrder(graph, [...imports.map(({ specifier }) => specifier), ...(graph.get(entry)?.static ?? [])]).filter(
    (file) => file !== entry,
  );
  const toPreload = [...new Set([...order, entry, ...preloads])];
  return [
    WAIT_FOR_PAINT,
    YIELD,
    `for (const [index, href] of ${JSON.stringify(toPreload)}.entries()) { if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await next(); document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); }`,
    ...(order.length > 0 ? [`for (const href of ${JSON.stringify(order)}) { await import(href); await next(); }`] : []),
    ...imports.map(({ name, specifier }) => (name ? `const ${name} = await import("${specifier}");` : `await import("${specifier}");`)),
    code,
  ].join('\n');
}

/**
 * The page with its module preloads moved after the first paint and its React Router module
 * script deferred and split; throws when there is not exactly one such script.
 */
export function deferHydration(html, graph = new Map()) {
  const preloads = [...html.matchAll(modulePreloadPattern)].map((match) => match[1] ?? '');
  let found = 0;
  const rewritten = html.replace(modulePreloadPattern, '').replace(moduleScriptPattern, (_whole, body) => {
    found += 1;
    return `<script type="module" async="">${deferModuleScript(body, { graph, preloads })}</script>`;
  });
  if (found !== 1) throw new Error(`expected one React Router module script, found ${found}`);
  return rewritten;
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.startsWith(join(dir, 'assets')))
    .map((entry) => join(entry.parentPath, entry.name));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir =
    process.argv[2] ??
    (process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : fileURLToPath(new URL('../build/client', import.meta.url)));
  const graph = readImportGraph(clientDir);
  const files = await htmlFiles(clientDir);
  for (const file of files) {
    try {
      await writeFile(file, deferHydration(await readFile(file, 'utf8'), graph));
    } catch (error) {
      console.error(`defer-hydration: ${file}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
  console.log(`defer-hydration: ${files.length} pages paint before their scripts load and run`);
}
