import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@core/contracts/common';
import { isMessageCode } from '@core/contracts/codes';
import type { vaultMessages } from '@core/content/validation';
import { rateLimitMessages } from '@core/content/validation';
import type { shareMessages } from '@core/content/share';
import { sentenceForIssue } from '@core/message-codes';
import { languageOf } from './request-language';
import { textsFor } from './texts';

export const serverErrorMessage = 'Something went wrong on our side. Please try again.';
export const tooManyRequestsMessage = rateLimitMessages.tooManyRequests;
export const apiNotFoundMessage = 'There is nothing at this address. Please check the link.';

/**
 * A machine reason an answer may carry beside its sentence: the key of that sentence in the
 * page's own text module, so a page in another language shows its own words (a status alone can
 * mean several things: a 413 is a record too large, a full vault or too many records; a 429 a
 * minute's rate limit or the access-code check's 15-minute lockout). Only these
 * fixed keys: never anything she typed, and only where the sentence already tells the cases apart.
 */
export type ErrorReason = keyof typeof vaultMessages | keyof typeof rateLimitMessages | keyof typeof shareMessages;

/** An error a handler throws to answer a 4xx with this sentence (e.g. 404 unknown email, 409 duplicate), and maybe its reason. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Sentences for Fastify's own client errors, by code. */
const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'That is more than we can accept in one request. Please shorten it and try again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the details as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Please send the details as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_STATUS_CODE: serverErrorMessage,
  FST_ERR_BAD_URL: 'That address is not valid. Please check the link.',
  FST_ERR_MAX_PARAM_LENGTH: 'That address is too long. Please check the link.',
};

const statusMessages: Record<number, string> = {
  400: 'The request could not be understood. Please check it and try again.',
  401: 'Please unlock your tools first.',
  403: 'You do not have access to this.',
  404: apiNotFoundMessage,
  405: 'This address does not accept that kind of request.',
  406: 'We cannot answer in a format your browser accepts.',
  409: 'That already exists.',
  413: fastifyErrorMessages.FST_ERR_CTP_BODY_TOO_LARGE ?? '',
  414: fastifyErrorMessages.FST_ERR_MAX_PARAM_LENGTH ?? '',
  415: fastifyErrorMessages.FST_ERR_CTP_INVALID_MEDIA_TYPE ?? '',
  429: tooManyRequestsMessage,
};

/**
 * The status and `{ error, reason?, issues? }` body for an error (a 5xx is logged here and never shows
 * internals). handleError sends it; a plugin that must answer differently (e.g. upgrade-access
 * also carries `message`) can wrap it.
 */
export function errorReplyFor(error: FastifyError, request: FastifyRequest): { statusCode: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A problem a contract names by a code (docs/decisions/0037) carries it, with its words in
    // the request's language (docs/decisions/0045), so any client can show either.
    const { codes: words, intl } = textsFor(languageOf(request));
    const issues = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const code = isMessageCode(issue.message) ? issue.message : undefined;
      const sentence = code ? sentenceForIssue(words, { ...issue.params, message: code }, intl) : issue.message;
      // A missing or non-object body gives zod's generic text: say it plainly instead.
      const message = path === '' || !sentence ? 'Please send the details as a JSON object.' : sentence;
      return code ? { path, message, code: code.split('?')[0] ?? code } : { path, message };
    });
    const sentences = [...new Set(issues.map((issue) => issue.message))];
    return { statusCode: 400, body: { error: sentences.join(' '), issues } };
  }

  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;

  // 507: our own refusal when the vaults' storage is full (a sentence for her, nothing failed).
  if (statusCode >= 500 && !(error instanceof HttpError && statusCode === 507)) {
    request.log.error({ err: error }, 'request failed');
    return { statusCode: statusCode === 503 ? 503 : 500, body: { error: serverErrorMessage } };
  }

  if (error instanceof HttpError) {
    return { statusCode, body: error.reason ? { error: error.message, reason: error.reason } : { error: error.message } };
  }
  let message: string;
  if (error.code && fastifyErrorMessages[error.code]) message = fastifyErrorMessages[error.code] ?? '';
  else if (error.validation) message = statusMessages[400] ?? '';
  else message = statusMessages[statusCode] ?? 'The request could not be completed. Please check it and try again.';
  return { statusCode, body: { error: message } };
}

/** One error handler for the whole app: `{ error, reason?, issues? }`, never internals for a 5xx. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = errorReplyFor(error, request);
  void reply.status(statusCode).send(body);
}
