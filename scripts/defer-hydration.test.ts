import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.mjs';
import { evaluationOrder } from './module-graph.mjs';

const reactRouterScript = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script>`;
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head>' +
  `<body><main>Hello</main><script>window.__reactRouterContext = {};</script>${reactRouterScript}<script>$RC("B:0","S:0")</script></body></html>`;

/** root and home share react and ui; the entry needs react-dom; home loads a chart lazily. */
const graph = new Map([
  ['/assets/manifest-1.js', { static: [], dynamic: [] }],
  ['/assets/react-1.js', { static: [], dynamic: [] }],
  ['/assets/ui-1.js', { static: ['/assets/react-1.js'], dynamic: [] }],
  ['/assets/root-1.js', { static: ['/assets/react-1.js', '/assets/ui-1.js'], dynamic: [] }],
  ['/assets/home-1.js', { static: ['/assets/ui-1.js', '/assets/react-1.js'], dynamic: ['/assets/chart-1.js'] }],
  ['/assets/react-dom-1.js', { static: ['/assets/react-1.js'], dynamic: [] }],
  ['/assets/entry.client-1.js', { static: ['/assets/react-dom-1.js', '/assets/react-1.js'], dynamic: [] }],
  ['/assets/chart-1.js', { static: [], dynamic: [] }],
]);

describe('evaluationOrder', () => {
  it('is ESM order: depth first, dependencies before dependents, each file once, static imports only', () => {
    expect(evaluationOrder(graph, ['/assets/manifest-1.js', '/assets/root-1.js', '/assets/home-1.js'])).toEqual([
      '/assets/manifest-1.js',
      '/assets/react-1.js',
      '/assets/ui-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
    ]);
  });
});

describe('deferHydration', () => {
  it('waits for a painted frame, preloads, evaluates one file per task in ESM order, then starts the entry as before', () => {
    const html = deferHydration(page, graph);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const order = ['/assets/manifest-1.js', '/assets/react-1.js', '/assets/ui-1.js', '/assets/root-1.js', '/assets/home-1.js', '/assets/react-dom-1.js'];
    expect(script).toBe(
      [
        "if (document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
        'const next = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));',
        `for (const [index, href] of ${JSON.stringify([...order, '/assets/entry.client-1.js'])}.entries()) { if (index > 0 && index % 4 === 0) await next(); document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); }`,
        `for (const href of ${JSON.stringify(order)}) { await import(href); await next(); }`,
        'await import("/assets/manifest-1.js");',
        'const route0 = await import("/assets/root-1.js");',
        'const route1 = await import("/assets/home-1.js");',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-1.js");',
      ].join('\n'),
    );
    // Nothing else changes but the preloads leaving <head>.
    expect(html.replace(/<script type="module" async="">[\s\S]*?<\/script>/, '')).toBe(
      page.replace(reactRouterScript, '').replace(/<link rel="modulepreload" href="[^"]+"\/>/g, ''),
    );
  });

  it('leaves a page it already rewrote as it is', () => {
    const once = deferHydration(page, graph);
    expect(deferHydration(once, graph)).toBe(once);
  });

  it('fails the build on a script it does not recognise, or when there is none', () => {
    expect(() => deferHydration(page.replace('window.__reactRouterRouteModules', 'window.somethingElse'), graph)).toThrow(
      /not the shape React Router writes/,
    );
    expect(() => deferHydration('<html><body>no script</body></html>', graph)).toThrow('expected one React Router module script, found 0');
  });
});
