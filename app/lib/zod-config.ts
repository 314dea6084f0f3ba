/**
 * Zod in the browser runs without generated code. Zod probes whether `new Function` works the
 * first time it builds an object schema; under our CSP (no 'unsafe-eval') the probe fails
 * quietly but the browser reports a Content-Security-Policy violation on every page (Lighthouse
 * best practices: "Issues were logged"). jitless skips the probe; zod then parses with its plain
 * code path, which is fast enough for forms.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there,
 * so this sets jitless without importing zod: the pages that never validate anything (most of
 * them, the home page included) do not download it. app/root.tsx imports this first, and the
 * root route is evaluated before any page's module or any chunk fetched later, which are the
 * only places a schema is built.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
