/**
 * Logger settings: structured JSON lines (pino) with one line per request (method, route,
 * status, time) and nothing a visitor typed: no emails, names, phones, passwords, reflections,
 * bodies, headers, cookies or query strings.
 *
 * An allow-list, not a deny-list: a log line keeps only the fields named in `loggedFields`, each
 * only with a value of the kind named there (a number, a yes/no, or a short text with anything
 * that looks like an email masked). Whatever else a call passes (a body, a request, a new field
 * nobody listed) is dropped, so a careless `log.info({ booking })` writes nothing personal. To log
 * a new field, add it to `loggedFields`, after checking it can never hold what a person typed.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from './config';

export type LogStream = { write(message: string): void };

/** Longest input the email mask reads, and longest text a log field keeps. */
export const MASK_INPUT_LIMIT = 16 * 1024;
export const LOGGED_TEXT_LIMIT = 300;
const TRUNCATED = '…';

/** Characters that end an email-like token (what the old regex's class excluded). */
function endsToken(char: string): boolean {
  return /[\s/@"'<>?&=]/.test(char);
}

/**
 * Masks anything that looks like an email address (`local@domain`, both parts free of spaces and
 * of / @ " ' < > ? & =) in one left-to-right pass: linear in the length, whatever the input (the
 * regex it replaces went back over each run of letters from every start, quadratic on a long run
 * without @). Input past MASK_INPUT_LIMIT is cut, and the token at the cut is dropped whole, since
 * it could be the first half of an address.
 */
export function maskPersonalData(value: string): string {
  let text = value;
  let cut = false;
  if (text.length > MASK_INPUT_LIMIT) {
    text = text.slice(0, MASK_INPUT_LIMIT);
    let end = text.length;
    while (end > 0 && !endsToken(text[end - 1] ?? ' ')) end -= 1;
    text = text.slice(0, end);
    cut = true;
  }
  const length = text.length;
  let out = '';
  let copiedUpTo = 0;
  let index = 0;
  while (index < length) {
    if (endsToken(text[index] ?? ' ')) {
      index += 1;
      continue;
    }
    let runEnd = index;
    while (runEnd < length && !endsToken(text[runEnd] ?? ' ')) runEnd += 1;
    if (text[runEnd] === '@' && runEnd + 1 < length && !endsToken(text[runEnd + 1] ?? ' ')) {
      let domainEnd = runEnd + 1;
      while (domainEnd < length && !endsToken(text[domainEnd] ?? ' ')) domainEnd += 1;
      out += `${text.slice(copiedUpTo, index)}[email]`;
      copiedUpTo = domainEnd;
      index = domainEnd;
    } else {
      index = runEnd;
    }
  }
  return out + text.slice(copiedUpTo) + (cut ? TRUNCATED : '');
}

/** A text for a log field: emails masked, no longer than LOGGED_TEXT_LIMIT. */
export function loggedText(value: string, limit = LOGGED_TEXT_LIMIT): string {
  const masked = maskPersonalData(value);
  return masked.length > limit ? `${masked.slice(0, limit)}${TRUNCATED}` : masked;
}

/** The path of a request without its query string, emails masked. */
export function safeUrl(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return loggedText(path);
}

type FieldKind = 'number' | 'boolean' | 'text' | 'error';

/**
 * Every field a log line may carry. Texts here are our own words (event names, route patterns,
 * status names, error codes), never a visitor's; they are masked and cut anyway.
 */
export const loggedFields: Readonly<Record<string, FieldKind>> = {
  // pino's own, and the request id Fastify binds (generated, never the visitor's header).
  pid: 'number',
  hostname: 'text',
  reqId: 'text',
  component: 'text',
  // The one line per request (PrivateLogController).
  method: 'text',
  url: 'text',
  statusCode: 'number',
  ms: 'number',
  // Console events: who (an admin's id), what (an id, a status), how many.
  event: 'text',
  admin: 'number',
  booking: 'number',
  post: 'number',
  resource: 'number',
  from: 'text',
  to: 'text',
  found: 'number',
  export: 'text',
  rows: 'number',
  // The mail queue: the row, its kind, the try and the failure's code.
  notification: 'number',
  kind: 'text',
  attempt: 'number',
  reason: 'text',
  code: 'text',
  permanent: 'boolean',
  retryInSeconds: 'number',
  // Counts and durations of background work (purges, migrations, limits).
  count: 'number',
  deleted: 'number',
  seconds: 'number',
  // How full the private vaults' storage is (server/vault-storage.ts): a share of the cap.
  percent: 'number',
  err: 'error',
};

function keepField(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'text':
      return typeof value === 'string' ? loggedText(value) : undefined;
    case 'error':
      return value !== null && typeof value === 'object' ? value : undefined;
  }
}

/** The allowed fields of a log call's object, and how many others were dropped. */
export function allowedLogFields(object: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let dropped = 0;
  for (const [key, value] of Object.entries(object)) {
    const kind = Object.hasOwn(loggedFields, key) ? loggedFields[key] : undefined;
    const safe = kind === undefined ? undefined : keepField(kind, value);
    if (safe === undefined) {
      if (value !== undefined) dropped += 1;
    } else {
      kept[key] = safe;
    }
  }
  // The number only (a dropped field's name could itself be someone's data): a hint to add it above.
  if (dropped > 0) kept.droppedFields = dropped;
  return kept;
}

type SerializableError = { name?: unknown; message?: unknown; code?: unknown; statusCode?: unknown; stack?: unknown };

/**
 * An error as logged: its type, code and status always; its message and stack only for a fault
 * of ours (no status, or 5xx), masked and cut. A 4xx is the visitor's request being refused, and
 * its message may quote what she sent (a JSON parser's message quotes the body).
 */
export function serializeError(error: SerializableError): { type: string; message: string; stack: string; code?: string; statusCode?: number } {
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const ours = statusCode === undefined || statusCode >= 500;
  return {
    type: typeof error.name === 'string' ? loggedText(error.name, 80) : 'Error',
    ...(typeof error.code === 'string' ? { code: loggedText(error.code, 80) } : {}),
    ...(statusCode === undefined ? {} : { statusCode }),
    message: ours && typeof error.message === 'string' ? loggedText(error.message) : '',
    stack: ours && typeof error.stack === 'string' ? loggedText(error.stack, 4000) : '',
  };
}

export function loggerOptions(level: LogLevel, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: {
      log: allowedLogFields,
      bindings: allowedLogFields,
    },
    hooks: {
      // The message: a sentence of ours, masked and cut all the same; interpolation values
      // (`log.info('%s', x)`) are dropped, since they are exactly where a value would slip in.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (typeof first === 'string') {
          method.call(this, loggedText(first));
          return;
        }
        if (typeof second === 'string') {
          method.call(this, first as object, loggedText(second));
          return;
        }
        method.call(this, first as object);
      },
    },
    serializers: {
      err: serializeError,
    },
  };
}

/**
 * What a request line says for its path: the route pattern (/api/admin/bookings/:id, never the
 * values in it); for a file of the site (the static wildcard) its path when it was found, since
 * then it is one of our files; anything else (not found, refused) only that it matched no route.
 */
function loggedPath(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return safeUrl(pattern);
  const found = reply.statusCode < 300 || reply.statusCode === 304;
  if (pattern && found) return safeUrl(request.url);
  return pattern ? '(file not found)' : '(no route)';
}

/**
 * Fastify's per-request log lines, reduced to one line when a request completes: method, the
 * route pattern, status and time. Fastify's other lines that would quote a URL or an error's
 * message say the same in words of ours.
 */
export class PrivateLogController extends LogController {
  override incomingRequest(): void {
    // One line per request is enough: see requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      url: loggedPath(request, reply),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method }, 'route not found');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ statusCode: reply.statusCode, err: error }, 'request failed');
    else reply.log.info({ statusCode: reply.statusCode, err: error }, 'request refused');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ statusCode: reply.statusCode, err: error }, 'could not write the answer headers');
  }
}
