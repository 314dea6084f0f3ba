/**
 * The offline crisis help's service worker, built to /sw.js by scripts/build-service-worker.mjs
 * (esbuild, with the precache list from workbox-build). It is registered only when she presses
 * "Keep crisis help on this phone" (offline-help-worker.ts) and removed by "Remove it from this
 * phone" and by the quick exit.
 *
 * It keeps the crisis page, the staying-safer page, the offline page, the two guides and the
 * styles and scripts those pages use (Workbox precaching: served from the phone first, refreshed
 * when a new build changes them). Every other page still comes from the network and is never
 * stored; when a page cannot be reached, she gets the offline page with every hotline number.
 */
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { offlineHelpPages } from '@core/content/offline-help';

/** Put in by the build: the kept files with their revisions. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** The worker's global scope (the page's DOM types describe a window, not a worker). */
declare const self: { skipWaiting(): Promise<void> };

// She pressed "Keep" on a page that is open now: take charge at once rather than at her next visit.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(__PRECACHE_MANIFEST__, {
  // Pages are kept as /crisis-support; the same page asked for as /crisis-support/ is the same file.
  urlManipulation: ({ url }) => (url.pathname.length > 1 && url.pathname.endsWith('/') ? [new URL(url.pathname.slice(0, -1), url)] : []),
});

// Any other page: from the network only (nothing else is stored on her phone).
registerRoute(new NavigationRoute(new NetworkOnly()));

// A page that cannot be reached (no signal): the offline page with every hotline number.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  return (await matchPrecache(offlineHelpPages.offline)) ?? Response.error();
});
