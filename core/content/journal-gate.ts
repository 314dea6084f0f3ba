/**
 * The journal's words shown before she unlocks (the page's first load): kept apart from
 * ./journal.ts, whose prompts and texts load with the tool behind the gate.
 */
export const journalGateTexts = {
  gateTitle: 'Unlock your journal',
  gateDescription: 'Enter your email and private passphrase to open your journal. Your entries are encrypted on this device before they are stored.',
  unlockedTitle: 'Your journal is unlocked',
  loading: 'Loading your journal...',
} as const;

/** The page's header around the island (prerendered; not in the island's JavaScript). */
export const journalPageTexts = {
  eyebrow: 'Healing Tools',
  intro:
    'A gentle prompt each day, your mood and your own words, and, when you need it, a dated record of what happened. Everything is kept private behind your own passphrase.',
} as const;
