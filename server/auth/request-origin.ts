/**
 * Two protections of every /api answer (issue 18 item 9), one hook each for the whole API:
 *
 * - `Cache-Control: no-store`: no answer of the API is kept by the browser or a proxy (a shared
 *   phone's cache is somewhere someone else may look).
 * - The Origin check of every state-changing request (POST, PUT, PATCH, DELETE), on top of the
 *   SameSite=Strict cookies: a write a browser sends from another site's page is refused (403)
 *   before any route runs (so it is not even counted by the rate limits). The rule follows Go's
 *   net/http CrossOriginProtection (Filippo Valsorda, 2025): a browser says where a request comes
 *   from in Sec-Fetch-Site (every current browser) or, failing that, Origin; `same-origin` (or
 *   `none`, her own action) passes; any other Sec-Fetch-Site, or an Origin naming another host,
 *   is refused. A request with neither header comes from no browser (curl, a script), so it
 *   cannot carry her cookies against her will, and passes.
 *   The console (/api/admin/*, docs/decisions/0009) is stricter, as before: its writes must also
 *   carry this site's own Origin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '@core/content/api-messages';
import { HttpError } from '../errors';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The answer to a write from another site's page (or an old browser on one). */
export const foreignOriginMessage = "This request did not come from this site's own pages. Please reload the page and try again.";

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function isConsolePath(path: string): boolean {
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

/**
 * True when the request's Origin names this site: the same host (and port) the request was sent
 * to. The scheme is not compared: behind a proxy that ends TLS the server sees http while the
 * page is https, and an attacker cannot serve a page from this host without already owning it.
 */
export function hasOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(request.host ?? '');
  if (!host) return false;
  const [, hostName = '', hostPort] = host;
  const originPort = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  // A Host without a port means the scheme's default one, whichever the Origin's scheme is.
  const portMatches = hostPort === undefined ? parsed.port === '' : hostPort === originPort;
  return parsed.hostname.toLowerCase() === hostName.toLowerCase() && portMatches;
}

/** False when a browser says this request comes from another site's page (see the module's note). */
export function comesFromOwnPages(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin' || fetchSite === 'none';
  if (request.headers.origin === undefined) return true;
  return hasOwnOrigin(request);
}

/** The two hooks, for every route of the app (buildApp calls this once, before the routes). */
export function registerApiProtections(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!writeMethods.has(request.method)) return;
    const path = pathOf(request);
    if (!isApiPath(path)) return;
    if (isConsolePath(path)) {
      if (!hasOwnOrigin(request) || !comesFromOwnPages(request)) throw new HttpError(403, adminMessages.badOrigin);
    } else if (!comesFromOwnPages(request)) {
      throw new HttpError(403, foreignOriginMessage);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(pathOf(request))) void reply.header('cache-control', 'no-store');
  });
}
