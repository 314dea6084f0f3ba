import { signupMessages } from '@core/content/signup';
import { useMutation } from '@tanstack/react-query';
import { type SignupReceived, type SignupRequest } from '@core/contracts/signup';
import { apiRequest } from '~/lib/api';
import { rateLimitMessages } from '@core/content/validation';
import { answerBody, refusalSentence } from '~/lib/api-answer';

/**
 * The sentence of a failed signup: the JSON `error` field (SPEC.md §7), 'Signup failed' when the
 * JSON has none, and the general fallback when the answer is not JSON or never came (offline:
 * nothing was stored).
 */
export function signupFailureMessage(error: unknown): string {
  const body = answerBody(error);
  if (body === undefined) return signupMessages.failedFallback;
  return refusalSentence(body, rateLimitMessages) ?? signupMessages.innerFallback;
}

/** POST /api/signup. Throws an Error whose message is the sentence to show her. */
export async function postSignup(request: SignupRequest): Promise<SignupReceived> {
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/signup', request);
  } catch (error) {
    throw new Error(signupFailureMessage(error));
  }
  return (await response.json()) as SignupReceived;
}

/** The signup request; no retries, so she is never signed up twice by accident. */
export function useSignup({ onSuccess, onError }: { onSuccess: (received: SignupReceived, request: SignupRequest) => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: postSignup,
    retry: false,
    onSuccess,
    onError,
  });
}
