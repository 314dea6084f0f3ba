/**
 * The Origin check of every state-changing console request (docs/decisions/0009): on top of the
 * SameSite=Strict cookie, a POST, PUT, PATCH or DELETE is refused (403) unless the browser says
 * it comes from a page of this very site. Browsers send Origin on every such request, same-origin
 * ones included; a request without one, or with `null`, is refused too.
 */
import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@core/contracts/admin';
import { HttpError } from '../errors';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/** 403 for a write whose Origin is missing or another site's. */
export function assertOwnOriginForWrites(request: FastifyRequest): void {
  if (!writeMethods.has(request.method)) return;
  if (!hasOwnOrigin(request)) throw new HttpError(403, adminMessages.badOrigin);
}
