/**
 * The /staying-safer page's words: what the quick exit does and cannot do, and plain advice for
 * a phone or computer someone else may watch. Written by us, calm and practical, with no
 * statistics. The vault section follows docs/decisions/0015-private-vault.md; the offline
 * section follows what the service worker really does (app/features/offline-help).
 *
 * Sources are well-known services, named here and linked (opened in a new tab only when she
 * follows the link); the page itself loads nothing from another site.
 *
 * What Back does after the exit (issue 29 item 6), checked against the browsers' own code:
 * `location.replace()` swaps only the current entry of the tab's session history (HTML Living
 * Standard, "navigate" with historyHandling "replace"), so earlier entries of this site stay
 * and Back reaches them. Deleting history entries in Chrome removes the matching entries from
 * open tabs' Back lists and from recently closed tabs (chromium
 * chrome/browser/browsing_data/navigation_entry_remover.cc: DeleteTabNavigationEntries and
 * DeleteTabRestoreEntries), and Chrome's help describes searching the History page and removing
 * entries (support.google.com/chrome/answer/95589). A closed tab keeps its Back list for
 * "reopen closed tab" (sessions::TabRestoreService in the same code).
 */

export type SaferSection = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly points?: readonly string[];
  /** Said after the points. */
  readonly closing?: string;
};

/** The page's own heading, its "On this page" links and the closing box's words around its links. */
export const stayingSaferPageTexts = {
  eyebrow: 'Your safety',
  title: 'Staying Safer Online',
  onThisPage: 'On this page',
  learnMoreTitle: 'Learn more, and talk it through',
  /** "If you are in danger now, call 911. For help making a plan, see the crisis support page." */
  dangerBefore: 'If you are in danger now, call',
  planBefore: '. For help making a plan, see the',
  crisisLink: 'crisis support page',
  planAfter: '.',
} as const;

export const stayingSaferIntro =
  'Someone may look at your phone or computer, share your accounts, or pay your phone bill. Here is what our exit button can and cannot do, and some small steps that can help. Take what fits your life and leave the rest.';

export const stayingSaferSections: readonly SaferSection[] = [
  {
    id: 'exit-button',
    title: 'What the exit button does',
    paragraphs: [
      'The “Exit this page” button is at the top of every page. You can also press the Esc key, or press Shift three times in a row. Shift does not count while you are typing in a box, so capital letters never take you away in the middle of writing.',
    ],
    points: [
      'The page is covered at once, and any music or video stops.',
      'A weather page opens in its place. It takes the place of the page you were on, so Back cannot return to that page. Back can still show the pages of this site you opened before it in the same tab (see below).',
      'Anything this tab remembered about your visit is cleared, and your private space for the tools is locked.',
      'If you chose to keep crisis help on this phone, it is removed too.',
    ],
  },
  {
    id: 'exit-limits',
    title: 'What the exit button cannot do',
    paragraphs: [
      'It cannot erase your browsing history. The pages you visited on this site stay in the history like any other site.',
    ],
    points: [
      'Only the page you were on is replaced. Pages of this site you opened before it in the same tab are still in that tab’s history, and pressing Back shows them. To clear them, open your browser’s History, search for this site’s name and delete its entries; in Chrome this also takes them out of Back and out of recently closed tabs. Closing the tab alone is not enough, because a closed tab can be reopened with its history.',
      'It only leaves the tab you are in. Other tabs or windows open on this site stay open.',
      'Guides you downloaded stay in your downloads folder until you delete them.',
      'Calls and texts you made from the links here stay in your phone’s call log and messages.',
    ],
    closing: 'Without JavaScript, the button still opens the weather page, but the keys do not work and Back can return here.',
  },
  {
    id: 'private-browsing',
    title: 'Browsing privately',
    paragraphs: [
      'A private window (called Incognito in Chrome, Private in Safari and Firefox) does not keep your history, searches or cookies after you close it. Close every private window when you are done.',
      'It does not hide what you do from software installed on the device, from the person who runs the network you use, or from the sites you visit. Downloads and bookmarks made in a private window stay on the device.',
    ],
  },
  {
    id: 'watched-phone',
    title: 'If you think your phone is being watched',
    paragraphs: [
      'Some apps, often called stalkerware, let another person read messages, see location or listen to calls without the phone showing it. Signs can include:',
    ],
    points: [
      'He knows things you only said in messages, calls or searches.',
      'Apps you do not recognize, or settings you did not change.',
      'The battery runs down much faster than before, or the phone is warm when you are not using it.',
      'Mobile data use is much higher than usual.',
    ],
    closing:
      'These can have ordinary causes too. If you find something, think before you remove it: removing it can tell the other person you know. An advocate at the hotline can help you plan, and a device he has never touched is safer for that call.',
  },
  {
    id: 'shared-accounts',
    title: 'Shared accounts, location and photos',
    paragraphs: [
      'Many people are watched through accounts rather than apps. These are worth checking from a safer device, when it is safe to do so:',
    ],
    points: [
      'Shared accounts: a family phone plan, a shared Apple ID or Google account, or an email account someone else knows the password to.',
      'Devices signed in to your accounts: your email and phone settings list them, and you can sign out the ones you do not know.',
      'Location sharing: Find My, Google Maps location sharing, family safety apps, a car’s app, or a small tracker hidden in a bag or car.',
      'Shared cloud photos: photos can copy themselves to an album or account someone else sees, and many photos carry the place where they were taken.',
      'Email forwarding rules, which send copies of your messages to another address.',
    ],
    closing: 'Changing a password or turning off sharing can be noticed. Doing it is your choice, at a time that is safe for you.',
  },
  {
    id: 'phone-bills',
    title: 'Phone bills list calls and texts',
    paragraphs: [
      'A phone bill, or the carrier’s website or app, can list the numbers you called or texted, including hotlines. If someone else sees your bill or shares your plan, a friend’s phone, a work phone you trust, or a public phone may be safer for those calls.',
    ],
  },
  {
    id: 'wiping-history',
    title: 'Why wiping everything suddenly can draw attention',
    paragraphs: [
      'If your history is usually full and is suddenly empty, someone who checks may notice. It can be safer to delete only the entries for this site, and to keep using the device as you normally do.',
    ],
  },
  {
    id: 'safer-device',
    title: 'Using a safer device',
    paragraphs: [
      'The safest device is one the other person has never had in their hands: a computer at a public library, a trusted friend’s phone, or a cheap phone only you know about. Sign out of everything when you finish on a shared computer.',
    ],
  },
  {
    id: 'private-space',
    title: 'How your private space works',
    paragraphs: [
      'The tools keep what you write in a private space. It is locked in your browser with a key made from your email and your passphrase, before anything is sent to us. We only ever keep it locked: we cannot read it, and someone who knows only your email cannot open it or even tell that it exists.',
      'We cannot see or reset your passphrase. If you forget it, nobody can open your entries, us included. You can always start again with a new passphrase.',
      'A different passphrase opens a different, empty space. If you expected to see your entries and see none, check your email and passphrase.',
      'Lock it when you step away. It also locks itself after a while without use, when you close the tab, and when you use the exit button. If someone else uses this device, do not let the browser save your passphrase.',
    ],
  },
  {
    id: 'offline-help',
    title: 'Crisis help without a signal',
    paragraphs: [
      'Nothing from this site is kept on your phone unless you ask. On the crisis support page you can choose to keep crisis help on this phone: the crisis page, this page, our two guides and a page with every hotline number. Then, with no signal, any page of this site you open shows the hotline numbers.',
      'Anyone who opens the browser on your phone could find those pages. You can remove them from the crisis support page at any time, and the exit button removes them too.',
    ],
  },
];

export type SaferSource = { readonly label: string; readonly href: string; readonly by: string };

/** Well-known services with more on technology safety. */
export const stayingSaferSources: readonly SaferSource[] = [
  { label: 'TechSafety.org', href: 'https://www.techsafety.org/', by: 'the Safety Net Project of the National Network to End Domestic Violence' },
  { label: 'The National Domestic Violence Hotline', href: 'https://www.thehotline.org/', by: 'advocates you can call, text or chat with' },
];

/** The note beside the exit button on her first page in a tab session (app/features/quick-exit/exit-note.ts): its words live with the quick exit's (core/content/quick-exit.ts, and its twin); kept importable from here. */
export { exitNote } from './quick-exit';
