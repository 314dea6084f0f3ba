/**
 * Keeping and removing the offline crisis help: the service worker (service-worker.ts, built to
 * /sw.js) is registered only here, when she presses "Keep crisis help on this phone". Workbox's
 * window library registers it and reports when it is installed (every file kept) or has failed,
 * so the page says "kept" only once it is true. It is fetched only when she presses the button.
 */
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@core/content/offline-help';
import { removeOfflineHelp } from '~/lib/offline-help-removal';

export { removeOfflineHelp };

/** The control's section on /crisis-support (offline-help-control.tsx). */
export const OFFLINE_HELP_ID = 'offline-help';

/** Whether this browser can keep pages (service workers and Cache Storage, in a secure context). */
export function canKeepOfflineHelp(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}

/** True when the offline crisis help is kept (an active worker of ours), without registering anything. */
export async function isOfflineHelpKept(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  const worker = registration?.active;
  return worker !== null && worker !== undefined && new URL(worker.scriptURL).pathname === SERVICE_WORKER_PATH;
}

/**
 * Registers the worker and resolves once it is active, every file in its cache; rejects if it
 * cannot be installed (no connection, a file missing), after removing whatever was half kept.
 */
export async function keepOfflineHelp(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  // updateViaCache 'none': the browser checks the worker itself for a new version, never a stale copy.
  const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
  const settled = new Promise<void>((resolve, reject) => {
    workbox.addEventListener('activated', () => resolve());
    workbox.addEventListener('redundant', () => reject(new Error('The offline crisis help could not be installed.')));
  });
  try {
    const registration = await workbox.register({ immediate: true });
    if (!registration) throw new Error('This browser cannot keep pages.');
    // Kept already, and nothing new to install: nothing to wait for.
    if (registration.active && !registration.installing && !registration.waiting) return;
    await settled;
  } catch (error) {
    await removeOfflineHelp().catch(() => undefined);
    throw error;
  }
}
