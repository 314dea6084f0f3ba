import { LogOut } from 'lucide-react';
import { exitNote, quickExitTexts as texts } from '@core/content/quick-exit';
import { localePath } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import { EXIT_NOTE_DISMISS_ATTRIBUTE } from './exit-note';
import { QUICK_EXIT_BUTTON_ID, QUICK_EXIT_LEAVING_ID, QUICK_EXIT_STATUS_ID } from './quick-exit-listeners';

export const EXIT_NOTE_ID = 'exit-note';
/** The page that explains the exit (core/routes.ts). */
const STAYING_SAFER_PATH = localePath('/staying-safer');

/**
 * The visually hidden "Skip to exit this page" link. Render it first in <body>, before
 * "Skip to main content" and before <QuickExit />: skip links must come before the first link
 * to a page (axe treats them as skip links only then), and this one must be the first Tab stop.
 */
export function QuickExitSkipLink() {
  return (
    <a
      href={`#${QUICK_EXIT_BUTTON_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-semibold focus:text-foreground focus:shadow"
    >
      {texts.skipLink}
    </a>
  );
}

/**
 * "Exit this page", pinned above the navigation on every page (full width on phones, at the
 * right on larger screens), and a polite live region that says how many Shift presses are left.
 * Static markup: it is a real link to the neutral site, so it works before JavaScript; the
 * script in <head> (quick-exit-listeners.ts) makes it cover the page and leave without a history
 * entry, and adds Esc and Shift three times. Render it after the skip links.
 */
export function QuickExit() {
  return (
    <aside
      aria-label={texts.region}
      className="fixed inset-x-0 top-0 z-[60] flex h-[var(--quick-exit-height)] items-center md:border-b md:border-border md:bg-card"
    >
      <div className="mx-auto flex h-full w-full max-w-7xl items-center md:gap-4 md:px-6 xl:px-4">
        <p className="hidden flex-1 text-sm text-muted-foreground md:block">
          {texts.hintBefore}
          <kbd className="font-sans font-semibold text-foreground">{texts.escapeKey}</kbd>
          {texts.hintBetween}
          <kbd className="font-sans font-semibold text-foreground">{texts.shiftKey}</kbd>
          {texts.hintAfter}
        </p>
        <a
          id={QUICK_EXIT_BUTTON_ID}
          href={siteConfig.quickExitUrl}
          rel="noreferrer"
          className="pointer-events-auto flex h-full w-full items-center justify-center gap-2 bg-exit px-4 text-base font-semibold text-exit-foreground no-underline outline-offset-[-5px] hover:bg-exit/90 focus-visible:outline-white md:h-8 md:w-auto md:rounded-md md:text-sm md:shadow-sm md:outline-offset-2 md:focus-visible:outline-ring"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {texts.button}
        </a>
      </div>
      <div id={QUICK_EXIT_STATUS_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />
      <div id={QUICK_EXIT_LEAVING_ID} aria-live="assertive" aria-atomic="true" className="sr-only" />
    </aside>
  );
}

/**
 * What the exit does, said once per tab session (exit-note.ts marks <html data-exit-note>; the
 * classes below show the note only then, and never during the intro). Render it first in <main>:
 * it sits in the page's flow under the header, so it pushes the page down and never lies over a
 * control, at any width (centred in the column of the page from medium screens).
 */
export function ExitNote() {
  return (
    <div className="mx-auto hidden max-w-7xl px-4 pt-4 md:px-6 xl:px-4 [html[data-exit-note]:not([data-intro])_&]:block">
      <div
        id={EXIT_NOTE_ID}
        role="note"
        aria-labelledby={`${EXIT_NOTE_ID}-title`}
        className="rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-sm md:mx-auto md:max-w-3xl"
      >
        <p id={`${EXIT_NOTE_ID}-title`} className="font-semibold">
          {exitNote.title}
        </p>
        <p className="mt-1">{exitNote.text}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <a href={STAYING_SAFER_PATH} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
            {exitNote.linkText}
          </a>
          <button
            type="button"
            {...{ [EXIT_NOTE_DISMISS_ATTRIBUTE]: '' }}
            className="inline-flex min-h-11 items-center rounded-md border border-border px-3 font-medium hover:bg-muted"
          >
            {exitNote.dismiss}
          </button>
        </div>
      </div>
    </div>
  );
}
