import { CLOSE_NOTICE, PART_FAILED, TRY_AGAIN } from '@core/content/load-failure';

const NOTICE_ID = 'part-failed-notice';

/**
 * Says calmly, in a small box over the page, that a part she asked for could not be loaded (a
 * dropped connection, or a new version of the site replaced its file), with "Try again". No
 * framework: it is what shows when the framework's own files are the ones that did not arrive.
 * The page she was reading stays as it was.
 */
export function showLoadFailure(retry: () => void): void {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className =
    'fixed inset-x-3 bottom-3 z-[70] mx-auto flex max-w-md flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl';
  const text = document.createElement('p');
  text.textContent = PART_FAILED;
  const buttons = document.createElement('div');
  buttons.className = 'flex gap-2';
  const again = document.createElement('button');
  again.type = 'button';
  again.textContent = TRY_AGAIN;
  again.className = 'inline-flex min-h-11 items-center rounded-md border border-primary/40 bg-card px-5 font-medium text-primary hover:bg-secondary';
  again.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = CLOSE_NOTICE;
  close.className = 'inline-flex min-h-11 items-center rounded-md px-5 font-medium hover:bg-secondary';
  close.addEventListener('click', () => notice.remove());
  buttons.append(again, close);
  notice.append(text, buttons);
  document.body.appendChild(notice);
  again.focus();
}

/** Runs `load`; if its code cannot be fetched, shows the calm notice whose "Try again" runs it again. */
export function loadOrSaySo(load: () => Promise<unknown>): void {
  load().catch(() => showLoadFailure(() => loadOrSaySo(load)));
}
