import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBytesRequest, apiRequest, getQueryFn } from './api';
import { refusalSentence } from './api-answer';
import { createQueryClient } from './query-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with cookies included', async () => {
    const fetchMock = mockFetch(new Response('{"id":1}', { status: 201 }));
    const response = await apiRequest('POST', '/api/bookings', { name: 'A' });
    expect(response.status).toBe(201);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bookings');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
    });
  });

  it('sends no body and no content type when there is no data', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/resources/3/download');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it('asks for answers in the page’s language, not the browser’s', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    const fetchMock = mockFetch(new Response('{"id":1}', { status: 201 }));
    await apiRequest('POST', '/api/bookings', { name: 'A' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'Accept-Language': 'es', 'Content-Type': 'application/json' });
  });

  it('fails with the status and the body text', async () => {
    mockFetch(new Response('{"error":"Please enter your name."}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/bookings', {})).rejects.toThrow('400: {"error":"Please enter your name."}');
  });

  it('fails with the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/statistics')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiBytesRequest', () => {
  it('sends a chunk’s exact bytes, typed as octet-stream, with cookies', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    const chunk = new Uint8Array([1, 0, 255, 7, 42]);
    await apiBytesRequest('PUT', '/api/vault/files/f/chunks/0', chunk);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/vault/files/f/chunks/0');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'application/octet-stream' } });
    // A Blob (not the array itself), so the browser need not copy it on the page's thread.
    expect(init?.body).toBeInstanceOf(Blob);
    chunk.fill(0);
    expect(new Uint8Array(await new Response(init!.body).arrayBuffer())).toEqual(new Uint8Array([1, 0, 255, 7, 42]));
  });

  it('sends no body and no content type for a read, and fails on a non-OK answer', async () => {
    const fetchMock = mockFetch(new Response('Not found', { status: 404 }));
    await expect(apiBytesRequest('GET', '/api/vault/files/f/chunks/0')).rejects.toMatchObject({ status: 404 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it('GETs the query key joined by slashes and returns the parsed body', async () => {
    const fetchMock = mockFetch(new Response('[{"id":1}]', { status: 200 }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/admin', 'bookings']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/bookings');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(result).toEqual([{ id: 1 }]);
  });

  it('turns a 401 into an empty result when told to', async () => {
    mockFetch(new Response('{"error":"Please sign in."}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/x']))).resolves.toBeNull();
  });

  it('fails on a 401 otherwise', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/x']))).rejects.toThrow('401: Unauthorized');
  });
});

describe('createQueryClient', () => {
  it('never goes stale, never refetches on focus or interval, never retries', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(options.mutations).toMatchObject({ retry: false });
  });
});

describe('refusalSentence', () => {
  const messages = { tooManyRequests: 'Page words for too many requests.' } as const;

  it('shows the page’s own sentence for a reason it knows, whatever the server wrote', () => {
    expect(refusalSentence({ error: 'Server words.', reason: 'tooManyRequests' }, messages)).toBe('Page words for too many requests.');
  });

  it('keeps the server’s sentence for no reason, an unknown one, or one from the prototype', () => {
    expect(refusalSentence({ error: 'Server words.' }, messages)).toBe('Server words.');
    expect(refusalSentence({ error: 'Server words.', reason: 'somethingElse' }, messages)).toBe('Server words.');
    expect(refusalSentence({ error: 'Server words.', reason: 'constructor' }, messages)).toBe('Server words.');
    expect(refusalSentence({ message: 'Said as message.' }, messages, 'message')).toBe('Said as message.');
    expect(refusalSentence(undefined, messages)).toBeUndefined();
  });
});
