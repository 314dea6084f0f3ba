/**
 * Removes the opt-in offline crisis help from this browser: every service worker registration of
 * the site and every cache it filled. The site stores nothing in Cache Storage otherwise, so all of
 * it goes. Framework-free and small: the quick exit (in the head script of every page) calls it as
 * it leaves, and "Remove it from this phone" (app/features/offline-help) awaits it. It lives in lib
 * because both features use it. Where she never kept it, it finds nothing and registers nothing.
 */
export async function removeOfflineHelp(): Promise<void> {
  const jobs: Promise<boolean>[] = [];
  const serviceWorkers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (serviceWorkers) {
    for (const registration of await serviceWorkers.getRegistrations()) jobs.push(registration.unregister());
  }
  if (typeof caches !== 'undefined') {
    for (const key of await caches.keys()) jobs.push(caches.delete(key));
  }
  const results = await Promise.allSettled(jobs);
  if (results.some((result) => result.status === 'rejected')) {
    throw new Error('Some of the offline crisis help could not be removed.');
  }
}
