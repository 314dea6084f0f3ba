/**
 * The 30-day journey's words shown before she unlocks (the page's first load): kept apart from
 * ./affirmations.ts, whose thirty days load with the tool behind the gate.
 */
/** How many days the journey has (core/contracts/tools.ts checks a day against it). */
export const JOURNEY_LENGTH = 30;

export const affirmationsGateTexts = {
  gateTitle: 'Unlock your journey',
  gateDescription: 'Enter your email and private passphrase to open your 30 days and the reflections you have written.',
  unlockedTitle: 'Your journey is unlocked',
  loading: 'Loading your journey...',
  /** SPEC.md §4 and §8: the toast when she unlocks the journey with her passphrase. */
  welcome: { title: 'Welcome to Your 30-Day Journey', description: 'Your progress will be saved securely.' },
} as const;

/** The journey's toast when a day is completed without a reflection (SPEC.md §5); core/contracts/tools.ts checks with it. */
export const REFLECTION_REQUIRED = {
  title: 'Reflection Required',
  description: 'Please write a reflection before completing this day.',
} as const;

/** The page's header around the island (prerendered; not in the island's JavaScript). */
export const affirmationsPageTexts = {
  eyebrow: 'Healing Tools',
  title: '30-Day Affirmation Journey',
  intro: 'One affirmation and one gentle question a day, for thirty days. Your reflections are kept private behind your own passphrase.',
} as const;
