import { upgradeMessages } from '@core/content/upgrade-access';
import { useMutation } from '@tanstack/react-query';
import { type UpgradeAccessRequest, type UpgradeAccessResult } from '@core/contracts/upgrade';
import { apiRequest, statusOf } from '~/lib/api';
import { rateLimitMessages } from '@core/content/validation';
import { answerBody, refusalSentence } from '~/lib/api-answer';

/** A failed upgrade: the toast's title and sentence. */
export class UpgradeFailure extends Error {
  readonly title: string;
  constructor(title: string, message: string) {
    super(message);
    this.name = 'UpgradeFailure';
    this.title = title;
  }
}

/**
 * Turns a failed call into what she is told (SPEC.md §7, §8): 403 is a wrong access password;
 * anything else (429, 5xx, no answer at all) is 'Upgrade Failed'
 * with the server's `message`, or our fallback.
 */
export function upgradeFailureFor(error: unknown): UpgradeFailure {
  const message = refusalSentence(answerBody(error), rateLimitMessages, 'message');
  if (statusOf(error) === 403) return new UpgradeFailure(upgradeMessages.wrongCodeTitle, message ?? upgradeMessages.wrongCode);
  return new UpgradeFailure(upgradeMessages.failedTitle, message ?? upgradeMessages.failedFallback);
}

/** POST /api/upgrade-access: the code is checked on the server only. */
export async function postUpgradeAccess(request: UpgradeAccessRequest): Promise<UpgradeAccessResult> {
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/upgrade-access', request);
  } catch (error) {
    throw upgradeFailureFor(error);
  }
  return (await response.json()) as UpgradeAccessResult;
}

export function useUpgradeAccess() {
  return useMutation({ mutationFn: postUpgradeAccess, retry: false });
}
