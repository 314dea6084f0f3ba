/**
 * The one warning before a plain (unencrypted) file of hers downloads: the journal's JSON and
 * PDFs, the exit plan's PDF, the symptom tracker's doctor report (issue 25). Plain strings.
 */
export const plainExportTexts = {
  title: 'This file will not be locked',
  description:
    'It is saved as a plain file in your downloads: anyone who uses this device, or finds the file, can open it and read it. Move it somewhere safe or delete it when you no longer need it there.',
  cancel: 'Not now',
  confirm: 'Download it',
} as const;
