import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveShareKeys, shareFragment } from '@core/share/share-keys';
import { askEarly, takeEarlyAsk } from './share-ask';

const secret = new Uint8Array(32).fill(9);
const sent: Array<{ url: string; body: unknown }> = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response('{}', { status: 200 });
  }),
);

afterEach(() => {
  sent.length = 0;
  takeEarlyAsk('');
});

describe('asking for a link as the advocate’s page starts', () => {
  it('asks once, with the link id and token only, and hands that ask to the page once', async () => {
    const fragment = `#${shareFragment(secret, false)}`;
    askEarly(fragment);
    const ask = takeEarlyAsk(fragment);
    expect(ask).toBeDefined();
    const { keys, answer } = await ask!;
    expect((await answer).status).toBe(200);
    const expected = await deriveShareKeys(secret);
    expect(keys.linkId).toBe(expected.linkId);
    expect(sent).toEqual([{ url: '/api/shares/open', body: { linkId: expected.linkId, token: expected.token } }]);
    // The fragment (the secret) is never sent.
    expect(JSON.stringify(sent)).not.toContain(fragment.slice(1));
    expect(takeEarlyAsk(fragment)).toBeUndefined();
  });

  it('does not ask for a link with a spoken code, nor without a link, and drops an ask for another link', async () => {
    askEarly(`#${shareFragment(secret, true)}`);
    askEarly('');
    expect(takeEarlyAsk(`#${shareFragment(secret, true)}`)).toBeUndefined();
    askEarly(`#${shareFragment(secret, false)}`);
    expect(takeEarlyAsk(`#${shareFragment(new Uint8Array(32).fill(1), false)}`)).toBeUndefined();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(takeEarlyAsk(`#${shareFragment(secret, false)}`)).toBeUndefined();
  });
});
