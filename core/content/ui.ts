/**
 * Words the shared components say wherever they are used (issue 20): the close button of a
 * dialog or a toast, the note that a link opens a new tab, the tap-to-call prefix of a hotline.
 */
export const uiTexts = {
  close: 'Close',
  /** Read after a link's own name; starts with a space. */
  opensInNewTab: ' (opens in a new tab)',
  /** The tap-to-call link of a line whose display is its number (core/call-label.ts). */
  callNumber: 'Call {number}',
  /** After a required field's label; starts with a space. */
  required: ' (required)',
} as const;
