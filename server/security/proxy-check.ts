/**
 * Behind a reverse proxy that TRUST_PROXY does not name, every request seems to come from the
 * proxy: every visitor then shares one rate limit, and one person can lock out everyone. The
 * server cannot know that at start-up, so it watches its first requests: when TRUST_PROXY is
 * unset and all of them come from one address, it warns once (in production, or whenever they
 * carry a forwarding header), saying what to set. Nothing about the address is logged.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { limitAddress } from './shared-limits';

/** How many first requests are looked at. */
export const PROXY_CHECK_SAMPLE = 20;

export const unconfiguredProxyWarning =
  `The first ${PROXY_CHECK_SAMPLE} requests all came from one address and TRUST_PROXY is not set: if a reverse proxy is in front of this server, ` +
  "set TRUST_PROXY to the proxy's address (or CIDR range), or every visitor is counted as one and shares one rate limit.";

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function watchForUnconfiguredProxy(app: FastifyInstance, config: Pick<ServerConfig, 'trustProxy' | 'isProduction'>): void {
  if (config.trustProxy !== false) return;
  let seen = 0;
  let first: string | undefined;
  let oneAddress = true;
  let forwarded = false;
  app.addHook('onRequest', async (request) => {
    if (seen >= PROXY_CHECK_SAMPLE) return;
    seen += 1;
    const address = limitAddress(request.socket.remoteAddress ?? '');
    first ??= address;
    if (address !== first) oneAddress = false;
    if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) forwarded = true;
    if (seen === PROXY_CHECK_SAMPLE && oneAddress && (forwarded || config.isProduction)) {
      app.log.warn({ event: 'proxy-unconfigured' }, unconfiguredProxyWarning);
    }
  });
}
