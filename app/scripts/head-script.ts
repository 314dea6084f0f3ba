/**
 * The one script every page inlines in <head> (bundled into a string by
 * scripts/astro-inline-scripts.mjs): it runs before the body is drawn and needs no other file,
 * so the quick exit works on a page whose other files never arrive (flaky 3G, a redeploy), on
 * the 404 and error pages, and during the intro.
 */
import { markFirstVisit } from '~/features/intro/intro-head-script';
import { markExitNote } from '~/features/quick-exit/exit-note';
import { QUICK_EXIT_BUTTON_ID, installQuickExit } from '~/features/quick-exit/quick-exit-listeners';

const flags = window as Window & { __saveHeadScript?: boolean };
// The client router may run head scripts again on a page change: install once per document.
if (!flags.__saveHeadScript) {
  flags.__saveHeadScript = true;
  markFirstVisit();
  installQuickExit();
  markExitNote({ onDismissFocus: () => document.getElementById(QUICK_EXIT_BUTTON_ID) });
}
