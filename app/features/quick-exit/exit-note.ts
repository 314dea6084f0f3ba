/**
 * The note beside "Exit this page" that says what it does before she needs it, on her first page
 * in a tab session (after the intro: app.css hides the page, note included, while <html
 * data-intro> is set). Run from the head script: it marks <html data-exit-note> before the body
 * paints, and the note's own classes show it only then. "Hide this note" removes the mark; the
 * tab remembers it was shown (sessionStorage, cleared by the quick exit), so the next page does
 * not show it again. Without JavaScript the note never shows.
 */
export const EXIT_NOTE_ATTRIBUTE = 'data-exit-note';
export const EXIT_NOTE_SEEN_KEY = 'exitNoteSeen';
export const EXIT_NOTE_DISMISS_ATTRIBUTE = 'data-exit-note-dismiss';

export function markExitNote({ onDismissFocus }: { onDismissFocus: () => HTMLElement | null }): void {
  try {
    if (sessionStorage.getItem(EXIT_NOTE_SEEN_KEY)) return;
    sessionStorage.setItem(EXIT_NOTE_SEEN_KEY, 'true');
  } catch {
    // No storage: the note would come back on every page, so leave it out.
    return;
  }
  document.documentElement.setAttribute(EXIT_NOTE_ATTRIBUTE, '');
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${EXIT_NOTE_DISMISS_ATTRIBUTE}]`)) return;
    document.documentElement.removeAttribute(EXIT_NOTE_ATTRIBUTE);
    // The button she pressed is gone: keep her place at the exit button beside it.
    onDismissFocus()?.focus();
  });
}
