import { communityMessages } from '@core/content/validation';
import { useMutation } from '@tanstack/react-query';
import { type CommunityPostRequest } from '@core/contracts/community';
import { apiRequest, statusOf } from '~/lib/api';
import { rateLimitMessages } from '@core/content/validation';
import { answerBody, refusalSentence } from '~/lib/api-answer';

/** The sentence to show for a failed call: the server's own for a 4xx, else the general one. */
function failureMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) return communityMessages.failedDescription;
  return refusalSentence(answerBody(error), rateLimitMessages) ?? communityMessages.failedDescription;
}

/**
 * POST /api/community/posts. Resolves once the server answered 2xx (it stored the post, awaiting
 * review); throws an Error whose message is the sentence to show her.
 */
export async function postCommunityPost(request: CommunityPostRequest): Promise<void> {
  try {
    // Read to its end: an answer left unread stays open in the browser's network layer.
    await (await apiRequest('POST', '/api/community/posts', request)).text();
  } catch (error) {
    throw new Error(failureMessage(error));
  }
}

/** Creates a post awaiting review. No retries, so a post is never sent twice by accident. */
export function useCreateCommunityPost({
  onSuccess,
  onError,
}: {
  onSuccess: (request: CommunityPostRequest) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: postCommunityPost,
    retry: false,
    onSuccess: (_sent, request) => onSuccess(request),
    onError,
  });
}
