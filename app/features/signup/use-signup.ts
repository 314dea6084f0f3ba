import { useMutation } from '@tanstack/react-query';
import type { SignupCreated, SignupRequest } from '@core/contracts/signup';
import { signupMessages } from '@core/contracts/signup-fields';

/**
 * Reads the sentence of a failed answer: the JSON `error` field (SPEC.md §7), 'Signup failed'
 * when the JSON has none, and the general fallback when the answer is not JSON at all.
 */
export async function signupFailureMessage(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return signupMessages.failedFallback;
  }
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim() !== '') {
    return body.error;
  }
  return signupMessages.innerFallback;
}

/** POST /api/signup. Throws an Error whose message is the sentence to show her. */
export async function postSignup(request: SignupRequest): Promise<SignupCreated> {
  let response: Response;
  try {
    response = await fetch('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'include',
    });
  } catch {
    // Offline or the connection dropped: nothing was stored.
    throw new Error(signupMessages.failedFallback);
  }
  if (!response.ok) throw new Error(await signupFailureMessage(response));
  return (await response.json()) as SignupCreated;
}

/** The signup request; no retries, so she is never signed up twice by accident. */
export function useSignup({ onSuccess, onError }: { onSuccess: (created: SignupCreated, request: SignupRequest) => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: postSignup,
    retry: false,
    onSuccess,
    onError,
  });
}
