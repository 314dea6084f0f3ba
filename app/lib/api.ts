/**
 * The one API client: every request the browser makes to our API goes through `apiRequest`
 * (the query client's loader, ./query-client.ts, included). No React, no query library here, so
 * the quick exit's head script can use it too.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { UNREACHABLE_MESSAGE } from '@core/content/load-failure';

/** A non-OK answer: its message is SPEC.md §8's `<status>: <body text or status text>`. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

/** What she is told when a request cannot reach the server (its words: core/content/load-failure.ts). */
export { UNREACHABLE_MESSAGE };

/** The HTTP status of a failed request, or undefined when the server never answered. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiRequestError(response.status, text);
}

/**
 * The page's language (`<html lang>`), sent as `Accept-Language` so the API words its answers in
 * it rather than in the browser's own setting (docs/decisions/0045); none outside a page.
 */
function languageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

/**
 * Sends JSON with cookies; any non-OK answer is a failure. `keepalive` lets a request outlive the
 * page (the quick exit ends her session as the page goes).
 */
export async function apiRequest(method: string, url: string, data?: unknown, { keepalive = false } = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { ...languageHeader(), ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    ...(keepalive ? { keepalive } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Sends raw bytes (one sealed chunk of her file, docs/decisions/0032) with cookies; any non-OK
 * answer is a failure. The bytes go as a Blob: the same bytes on the wire, but the browser hands
 * a Blob to its network process without copying it into the request on the page's own thread
 * (measured in Chromium: a 1 MiB array body held the thread about three times as long, and many
 * times longer with developer tools open; docs/benchmarks.md, issue 27).
 */
export async function apiBytesRequest(method: string, url: string, bytes?: Uint8Array<ArrayBuffer>): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { ...languageHeader(), ...(bytes === undefined ? {} : { 'Content-Type': 'application/octet-stream' }) },
    body: bytes === undefined ? undefined : new Blob([bytes]),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data-loading function: GETs the path formed by joining the query key's
 * segments with slashes. With `on401: 'returnNull'` a 401 yields an empty result.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return (await (await apiRequest('GET', queryKey.map(String).join('/'))).json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && statusOf(error) === 401) return null;
      throw error;
    }
  };
}
