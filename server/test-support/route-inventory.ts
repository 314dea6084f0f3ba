/**
 * The whole HTTP surface of buildApp(), as Fastify registers it: pass `collector.onRoute` to
 * buildApp's deps and every route (API, health, pages, the static files' wildcard) is listed,
 * including routes added later by other plugins, so tests over "every endpoint" need no
 * hand-written list.
 */
import type { RouteOptions } from 'fastify';

export type RouteEntry = {
  method: string;
  url: string;
  /** The route's config after buildApp's hooks ran (rateLimit filled in for writes). */
  config: () => Record<string, unknown>;
  /** Path parameter names (`:id` → 'id'), and whether it ends in a wildcard. */
  params: string[];
  wildcard: boolean;
  /** The route's own body limit in bytes, when it has one (otherwise the app's applies). */
  bodyLimit: number | undefined;
};

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function isWrite(method: string): boolean {
  return (WRITE_METHODS as readonly string[]).includes(method);
}

/** JSON endpoints (answer `{ error }` on failure), as opposed to pages and files. */
export function isApiPath(url: string): boolean {
  return url === '/healthz' || url === '/api' || url.startsWith('/api/');
}

export function routeCollector() {
  const routes: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => {
      routes.push(route);
    },
    /** One entry per method and URL (HEAD routes Fastify adds for GETs included). */
    list(): RouteEntry[] {
      const entries = new Map<string, RouteEntry>();
      for (const route of routes) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          const key = `${method} ${route.url}`;
          if (entries.has(key)) continue;
          entries.set(key, {
            method,
            url: route.url,
            config: () => (route.config ?? {}) as Record<string, unknown>,
            params: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? ''),
            wildcard: route.url.endsWith('*'),
            bodyLimit: route.bodyLimit,
          });
        }
      }
      return [...entries.values()];
    },
  };
}

/** The route's URL with each `:param` and a trailing `*` replaced (values are URL-encoded). */
export function fillPath(entry: Pick<RouteEntry, 'url'>, values: Record<string, string>, wildcard = 'anything'): string {
  return entry.url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? '1'))
    .replace(/\*$/, wildcard.split('/').map(encodeURIComponent).join('/'));
}

/** The per-minute limit a write route declares (buildApp gives every write one). */
export function rateLimitOf(entry: RouteEntry): number | undefined {
  const rateLimit = entry.config().rateLimit as { max?: unknown } | false | undefined;
  return rateLimit && typeof rateLimit.max === 'number' ? rateLimit.max : undefined;
}
