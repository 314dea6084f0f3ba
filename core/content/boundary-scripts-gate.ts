/**
 * The boundary-script generator's words shown before she unlocks (the page's first load): kept
 * apart from ./boundary-scripts.ts, whose behaviours and scripts load with the tool behind the gate.
 */
export const boundaryScriptsGateTexts = {
  gateTitle: 'Unlock your scripts',
  gateDescription: 'Enter your email and private passphrase to write boundary scripts and keep the ones that help you.',
  unlockedTitle: 'Your scripts are unlocked',
  loading: 'Loading your scripts...',
} as const;

/** The generator's toast when a field is missing (SPEC.md §5); core/contracts/tools.ts checks with it. */
export const BOUNDARY_MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please select a toxic behavior and describe the situation.',
} as const;

/** The page's header around the island (prerendered; not in the island's JavaScript). */
export const boundaryScriptsPageTexts = {
  eyebrow: 'Healing Tools',
  title: 'Boundary Script Generator',
  intro: 'Find calm, clear words for a boundary, in a simple, firm or exit tone, and keep the ones that help you.',
} as const;
