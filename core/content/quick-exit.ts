/**
 * Every word of the quick exit (DESIGN.md "quick exit"): the skip link, the strip and its button,
 * the note beside it on her first page, what a screen reader hears as she presses Shift, and the
 * blank cover a bystander sees as the page goes. The head script inlines these on every page (and
 * so in every state, the intro included), so it stays a handful of short strings.
 */
export const quickExitTexts = {
  skipLink: 'Skip to exit this page',
  region: 'Quick exit',
  /** "Need to leave quickly? Press Esc, or Shift three times.", in pieces around the two keys. */
  hintBefore: 'Need to leave quickly? Press ',
  escapeKey: 'Esc',
  hintBetween: ', or ',
  shiftKey: 'Shift',
  hintAfter: ' three times.',
  button: 'Exit this page',
  /** What a screen reader hears when a Shift count runs out. */
  expired: 'Exit this page expired.',
  /** What a screen reader hears as the page closes. */
  leaving: 'Leaving this page.',
  /** What a screen reader hears after a counted Shift press, by the presses still needed (1 or 2). */
  shiftProgress: { 1: 'Shift, press 1 more time to exit.', 2: 'Shift, press 2 more times to exit.' },
  /** The blank cover's words and the tab's title as she leaves: nothing a bystander would notice. */
  coverText: 'Loading.',
  coverTitle: 'Loading',
} as const;

/** The note beside "Exit this page" on her first page in a tab session. */
export const exitNote = {
  title: 'About this button',
  text: 'It leaves this site at once and opens a weather page. You can also press Esc, or press Shift three times. It cannot erase your browsing history.',
  linkText: 'How the exit works, and staying safer',
  dismiss: 'Hide this note',
} as const;
