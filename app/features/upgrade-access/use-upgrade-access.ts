import { useMutation } from '@tanstack/react-query';
import type { UpgradeAccessRequest, UpgradeAccessResult } from '@core/contracts/upgrade';
import { upgradeMessages } from '@core/contracts/upgrade-fields';

/** A failed upgrade: the toast's title and sentence. */
export class UpgradeFailure extends Error {
  readonly title: string;
  constructor(title: string, message: string) {
    super(message);
    this.name = 'UpgradeFailure';
    this.title = title;
  }
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') {
      return body.message;
    }
  } catch {
    // Not JSON: fall back to our own sentence.
  }
  return null;
}

/**
 * Turns a non-OK answer into what she is told (SPEC.md §7, §8): 403 is a wrong access password;
 * anything else (404 no signup with that email, 429, 5xx) is 'Upgrade Failed' with the server's
 * `message`, or our fallback.
 */
export async function upgradeFailureFor(response: Response): Promise<UpgradeFailure> {
  const message = await messageOf(response);
  if (response.status === 403) return new UpgradeFailure(upgradeMessages.wrongCodeTitle, message ?? upgradeMessages.wrongCode);
  return new UpgradeFailure(upgradeMessages.failedTitle, message ?? upgradeMessages.failedFallback);
}

/** POST /api/upgrade-access: the code is checked on the server only. */
export async function postUpgradeAccess(request: UpgradeAccessRequest): Promise<UpgradeAccessResult> {
  let response: Response;
  try {
    response = await fetch('/api/upgrade-access', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'include',
    });
  } catch {
    throw new UpgradeFailure(upgradeMessages.failedTitle, upgradeMessages.failedFallback);
  }
  if (!response.ok) throw await upgradeFailureFor(response);
  return (await response.json()) as UpgradeAccessResult;
}

export function useUpgradeAccess() {
  return useMutation({ mutationFn: postUpgradeAccess, retry: false });
}
