/**
 * Logger settings: structured JSON lines (pino) with one line per request (method, route,
 * status, time) and nothing a visitor typed: no emails, names, phones, passwords, reflections,
 * bodies, cookies or query strings. The redact paths below are the second line of defence.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from './config';

export type LogStream = { write(message: string): void };

const emailPattern = /[^\s/@"'<>?&=]+@[^\s/@"'<>?&=]+/g;

/** Masks anything that looks like an email address. */
export function maskPersonalData(value: string): string {
  return value.replace(emailPattern, '[email]');
}

/** The path of a request without its query string, emails masked. */
export function safeUrl(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return maskPersonalData(path);
}

type SerializableError = { name?: unknown; message?: unknown; code?: unknown; statusCode?: unknown; stack?: unknown };

export function loggerOptions(level: LogLevel, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Belt and braces: these never reach a log line even if someone logs a whole object.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.body',
        'body',
        '*.body',
        'email',
        '*.email',
        'name',
        '*.name',
        'phone',
        '*.phone',
        'password',
        '*.password',
        'userEmail',
        '*.userEmail',
        'firstName',
        '*.firstName',
        'lastName',
        '*.lastName',
        'authorName',
        '*.authorName',
        'authorEmail',
        '*.authorEmail',
        'passphrase',
        '*.passphrase',
        'accessCode',
        '*.accessCode',
        'reflection',
        '*.reflection',
        'notes',
        '*.notes',
        'situation',
        '*.situation',
        'generatedScript',
        '*.generatedScript',
        'content',
        '*.content',
        'req.headers.origin',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: safeUrl(request.url ?? '') }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      // Database errors can quote the values they refused (`detail`): keep only what helps.
      err: (error: SerializableError) => ({
        type: typeof error.name === 'string' ? error.name : 'Error',
        code: typeof error.code === 'string' ? error.code : undefined,
        statusCode: typeof error.statusCode === 'number' ? error.statusCode : undefined,
        message: typeof error.message === 'string' ? maskPersonalData(error.message) : '',
        stack: typeof error.stack === 'string' ? maskPersonalData(error.stack) : '',
      }),
    },
  };
}

/**
 * Fastify's per-request log lines, reduced to one line when a request completes: method, the
 * route pattern (/api/affirmations/:email, never the visitor's values), status and time.
 */
export class PrivateLogController extends LogController {
  override incomingRequest(): void {
    // One line per request is enough: see requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      // The static-file wildcard says nothing: log the file path (query stripped, emails masked).
      url: safeUrl(request.routeOptions.url && !request.routeOptions.url.includes('*') ? request.routeOptions.url : request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request');
  }
}
