// The module graph of a client build: for every emitted JS file under assets/, the files it
// imports statically (in the order its import statements appear, which is the order ESM
// evaluates them) and dynamically. Used by the build (scripts/defer-hydration.mjs) and the
// bench (scripts/bench/bytes.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Rolldown quotes with backticks as often as with quotes. Only import statements count as
// static imports: a file may hold other paths as data (React Router's manifest lists them all).
const staticPattern = /(?:\bfrom|\bimport)\s*["'`](?:\.\/|\/assets\/)([\w.~-]+\.js)["'`]/g;
const dynamicPattern = /\bimport\s*\(\s*["'`](?:\.\/|\/assets\/)([\w.~-]+\.js)["'`]\s*\)/g;
// Vite's preload helper lists the files a dynamic import needs as "assets/…" (__vite__mapDeps).
const preloadDepsPattern = /["'`]assets\/([\w.~-]+\.(?:js|css))["'`]/g;

/** `/assets/x.js` → { static: [...in order], dynamic: [...] } for every emitted JS file. */
export function readImportGraph(clientDir) {
  const graph = new Map();
  const assetsDir = join(clientDir, 'assets');
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith('.js')) continue;
    const source = readFileSync(join(assetsDir, name), 'utf8');
    const self = `/assets/${name}`;
    const staticImports = [];
    for (const match of source.matchAll(staticPattern)) {
      const target = `/assets/${match[1]}`;
      if (target !== self && !staticImports.includes(target)) staticImports.push(target);
    }
    const dynamicImports = new Set();
    for (const pattern of [dynamicPattern, preloadDepsPattern]) {
      for (const match of source.matchAll(pattern)) {
        const target = `/assets/${match[1]}`;
        if (target !== self && !staticImports.includes(target)) dynamicImports.add(target);
      }
    }
    graph.set(self, { static: staticImports, dynamic: [...dynamicImports] });
  }
  return graph;
}

/**
 * The order in which ESM evaluates the JS files statically reachable from `roots` (evaluated in
 * that order): depth-first, dependencies before dependents, each file once.
 */
export function evaluationOrder(graph, roots) {
  const order = [];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    for (const dependency of graph.get(file)?.static ?? []) visit(dependency);
    order.push(file);
  };
  for (const root of roots) visit(root);
  return order;
}
