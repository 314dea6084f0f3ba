/**
 * Photos and files in her journal records (docs/decisions/0032): the words of the attach
 * section, the list's thumbnails and the pack's pages. Its Spanish twin is ./attachments.es.ts.
 * Parameters are `{name}` placeholders (core/i18n.ts `fillIn`), never functions.
 */
export const attachmentTexts = {
  legend: 'Photos and files',
  intro:
    'You can keep photos, screenshots and PDF files with this record (up to 6, each up to 25 MB). They are locked in this browser with your passphrase before they are sent, like your words.',
  choose: 'Add a photo or a file',
  takePhoto: 'Take a photo',
  // Source: W3C HTML Media Capture (https://w3c.github.io/html-media-capture/, checked 2026-11-28): a page only
  // requests the camera and has no "detailed author control over capture"; whether the phone also keeps the
  // photo in its gallery is its own (docs/decisions/0032), so we claim neither way.
  takePhotoNote:
    'Depending on your phone, a photo you take here may also be kept in your phone’s own photos. We cannot control that: check your photos afterwards, and delete it there if someone may look.',
  keepLegend: 'What to keep of {name}',
  smaller: 'A smaller copy (recommended)',
  smallerHint:
    'Smaller and quicker to send. It leaves out what the phone hides inside the picture: where and when it was taken, and which phone took it. If someone sees the photo, it does not tell them where you were.',
  original: 'The original',
  originalHint:
    'Bigger, exactly as your phone saved it. It often keeps where and when the phone says it was taken, which can support what you say happened. Anyone who gets the file can read that too, including where you were.',
  originalOnly:
    'This browser cannot make a smaller copy of this picture, so the original will be kept, with whatever place and time your phone saved in it.',
  pdfKept: 'A PDF file is kept exactly as it is.',
  remove: 'Remove {name}',
  removeSaved: 'Remove {name} from this record',
  tooMany: 'A record can keep up to 6 photos and files. Please remove one before adding another.',
  tooBig: '{name} is larger than 25 MB, so it cannot be kept. Nothing was added.',
  notAllowed: '{name} is not a photo (JPEG, PNG, WebP, HEIC) or a PDF file, so it cannot be kept.',
  sending: 'Locking and sending {name}…',
  sendFailed: 'A photo or file could not be sent, so this record was not saved. Nothing of it is kept. Please try again.',
  saved: 'Kept with this record',
  noName: 'Photo without a name',
  smallerLabel: 'smaller copy',
  originalLabel: 'original',
  open: 'Open {name}',
  opening: 'Opening…',
  openPdf: 'Open {name} (PDF, saved to your downloads)',
  pdfDownloaded: '{name} was unlocked in this browser and handed to your downloads. It is a plain file there: delete it when you no longer need it.',
  unreadable: 'This file could not be read. It may have been damaged, or it was not kept on this site.',
  thumbnailAlt: 'Photo kept with this record: {name}',
  deleteWarning: 'Its photos and files are deleted with it.',
  /** The record pack (PDF). */
  pack: {
    heading: 'Photos and files',
    kept: 'Kept: {kind}, {size}, added {addedAt}',
    digest: 'SHA-256 of the file: {digest}',
    receipt: 'Receipt {id}, signed {signedAt} by key {keyId}',
    noReceipt: 'No receipt yet for this file.',
    notDrawn: 'This file is not drawn here (a PDF, or a picture the pack cannot draw); its digest above identifies it.',
    unreadable: 'This file could not be read (it may have been damaged or deleted), so it is not in the pack; its digest above identifies it.',
    howToCheck:
      'Each photo and file has the SHA-256 digest of exactly the bytes she kept. Save the file from the pack’s companion files and compute `sha256sum FILE`: the same value means the same file. A receipt proves those bytes existed no later than its time.',
  },
} as const;
