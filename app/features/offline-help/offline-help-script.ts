/**
 * Makes the "Keep crisis help on this phone" control of /crisis-support work (markup:
 * offline-help-control.tsx). No framework, so the page stays small. Every state is said in the
 * control's status line, and "kept" is said only once the worker is installed.
 */
import { offlineHelpControl as text } from '@core/content/offline-help';
import { OFFLINE_HELP_ID, canKeepOfflineHelp, isOfflineHelpKept, keepOfflineHelp, removeOfflineHelp } from './offline-help-worker';

function part<T extends HTMLElement>(root: HTMLElement, name: string): T | null {
  return root.querySelector<T>(`[data-offline-help="${name}"]`);
}

function setUp(root: HTMLElement): void {
  if (root.dataset.ready === 'true') return;
  root.dataset.ready = 'true';
  const keep = part<HTMLButtonElement>(root, 'keep');
  const remove = part<HTMLButtonElement>(root, 'remove');
  const status = part(root, 'status');
  const unsupported = part(root, 'unsupported');
  if (!keep || !remove || !status || !unsupported) return;

  if (!canKeepOfflineHelp()) {
    unsupported.hidden = false;
    return;
  }
  const show = (kept: boolean) => {
    keep.hidden = kept;
    remove.hidden = !kept;
  };
  const say = (message: string) => {
    status.textContent = message;
  };
  const busy = (isBusy: boolean) => {
    keep.disabled = isBusy;
    remove.disabled = isBusy;
  };

  isOfflineHelpKept().then(
    (kept) => {
      show(kept);
      if (kept) say(text.kept);
    },
    () => show(false),
  );

  keep.addEventListener('click', () => {
    busy(true);
    say(text.keeping);
    keepOfflineHelp().then(
      () => {
        show(true);
        say(text.kept);
        remove.focus();
      },
      () => {
        show(false);
        say(text.keepFailed);
      },
    ).finally(() => busy(false));
  });

  remove.addEventListener('click', () => {
    busy(true);
    say(text.removing);
    removeOfflineHelp().then(
      () => {
        show(false);
        say(text.removed);
        keep.focus();
      },
      () => say(text.removeFailed),
    ).finally(() => busy(false));
  });
}

function setUpOnPage(): void {
  const root = document.getElementById(OFFLINE_HELP_ID);
  if (root) setUp(root);
}

setUpOnPage();
// The client router swaps in a new body: set up the control again when it arrives with it.
document.addEventListener('astro:page-load', setUpOnPage);
