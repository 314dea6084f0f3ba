/**
 * Words of the opt-in offline crisis help (DESIGN.md "offline"): the control on /crisis-support
 * that keeps crisis help on her phone or removes it, and the /offline page a kept phone shows
 * when a page cannot be reached. Nothing is stored on her phone unless she presses "Keep".
 */

/** The pages kept on her phone when she chooses to; /offline is shown for any page it cannot reach. */
export const offlineHelpPages = {
  crisis: '/crisis-support',
  stayingSafer: '/staying-safer',
  offline: '/offline',
  /** The record pack checker (issue 27 item 4: it works offline), with the code that checks a file. */
  verify: '/verify',
} as const;

// The service worker keeps these pages, the two guides (`homeGuides` in home.ts) and the styles
// and scripts the pages load: scripts/build-service-worker.mjs makes the list from the build.

/** The service worker's address: at the root, so its scope is the whole site with no extra header. */
export const SERVICE_WORKER_PATH = '/sw.js';
/**
 * The pages it answers for. Each language has its own worker (scripts/build-service-worker.mjs):
 * the Spanish one lives at /es/sw.js and answers for /es/ only, which needs no extra header either.
 */
export const SERVICE_WORKER_SCOPE = '/';

export const offlineHelpControl = {
  title: 'Crisis help without a signal',
  explanation:
    'You can keep this page, the staying safer page, our two guides, the page that checks a record pack and a page with every hotline number on this phone. Then, with no signal, any page of this site you open shows the hotline numbers. Nothing is kept unless you choose it.',
  caution:
    'Anyone who opens the browser on this phone could find these pages. You can remove them here at any time, and the exit button removes them too.',
  keep: 'Keep crisis help on this phone',
  remove: 'Remove it from this phone',
  /** Shown without JavaScript, or where the browser cannot keep pages. */
  unsupported: 'This browser cannot keep pages for use without a signal. You can write down the numbers above, or save them in your contacts under a name that feels safe.',
  keeping: 'Keeping crisis help on this phone…',
  kept: 'Crisis help is kept on this phone. It opens even without a signal.',
  keepFailed: 'Crisis help could not be kept on this phone. Please check your connection and try again.',
  removing: 'Removing it from this phone…',
  removed: 'Removed. Nothing from this site is kept on this phone for use without a signal.',
  removeFailed: 'It could not be removed completely. Please try again, or clear this site’s data in your browser settings.',
  /** Shown without JavaScript, before `unsupported`. */
  noScript: 'Keeping crisis help on this phone needs JavaScript, which is off in this browser.',
} as const;

export const offlinePage = {
  title: 'Crisis numbers',
  lead: 'These numbers are free and confidential. You can call or text at any hour.',
  note: 'If you were opening another page, it needs a connection. This page is here even without a signal because you chose to keep crisis help on this phone.',
  eyebrow: 'Crisis Support',
  hotlinesHeading: 'Hotlines',
  moreHeading: 'More help',
  crisisLink: 'Crisis support and safety planning',
  stayingSaferLink: 'Staying safer online',
  guideLink: '{title} (PDF, {sizeKb} KB)',
} as const;
