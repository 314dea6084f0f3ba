import { affirmationsGateTexts } from '@core/content/affirmations-gate';
import { toast } from '~/hooks/use-toast';

/**
 * SPEC.md §4 and §8: the toast when the journey is unlocked. Shown when she unlocks it with her
 * passphrase, not when an open session is quietly restored on a later page load.
 */
export function showJourneyWelcome(): void {
  toast(affirmationsGateTexts.welcome);
}
