import { useMutation } from '@tanstack/react-query';
import { communityMessages, type CommunityPostRequest } from '@core/contracts/community';

/** The sentence to show for a failed answer: the server's own for a 4xx, else the general one. */
async function failureMessage(response: Response): Promise<string> {
  if (response.status < 400 || response.status >= 500) return communityMessages.failedDescription;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim() !== '') {
      return body.error;
    }
  } catch {
    // Not JSON: fall through to the general sentence.
  }
  return communityMessages.failedDescription;
}

/**
 * POST /api/community/posts. Resolves once the server answered 2xx (it stored the post, awaiting
 * review); throws an Error whose message is the sentence to show her.
 */
export async function postCommunityPost(request: CommunityPostRequest): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/community/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'include',
    });
  } catch {
    throw new Error(communityMessages.failedDescription);
  }
  if (!response.ok) throw new Error(await failureMessage(response));
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
