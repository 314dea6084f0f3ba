import { PART_FAILED, TRY_AGAIN } from '@core/content/load-failure';

/**
 * In the place of an island whose code could not be fetched (a dropped connection, or a new
 * version of the site replaced its files while her tab was open): a calm sentence and "Try
 * again", which loads the page afresh (new file names, a new try). The static markup stays
 * beneath it, so what she was reading is still there. Kept tiny and free of imports but its
 * words: the island directives that call it are inlined into every page that uses them.
 */
export function showIslandFailure(island: HTMLElement): void {
  if (island.querySelector('[data-island-failed]')) return;
  const notice = document.createElement('div');
  notice.dataset.islandFailed = '';
  notice.setAttribute('role', 'alert');
  notice.className = 'my-4 flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm';
  const text = document.createElement('p');
  text.textContent = PART_FAILED;
  const again = document.createElement('button');
  again.type = 'button';
  again.textContent = TRY_AGAIN;
  again.className = 'inline-flex min-h-11 items-center rounded-md border border-primary/40 bg-card px-5 font-medium text-primary hover:bg-secondary';
  again.addEventListener('click', () => window.location.reload());
  notice.append(text, again);
  island.prepend(notice);
}
