/**
 * Asking the server for a link's bundle (docs/decisions/0034), started as early as the page
 * allows: /shared's own <script> (app/pages/shared.astro) calls `askEarly` as soon as its few
 * modules arrive, so the link's keys are derived and its ciphertext is on its way while React and
 * the page's code still load (issue 28: the first record ≤ 2 s; docs/benchmarks.md). The page's
 * island then takes that answer (`takeEarlyAsk`) instead of asking again. Only a link without a
 * spoken code is asked for early: one with a code waits for the code, typed on the page. Nothing
 * here reads or opens the answer; ./share-client.ts does. Only the link id and the token are sent,
 * through the one API client.
 */
import { type ShareKeys, deriveShareKeys, parseShareFragment } from '@core/share/share-keys';
import { apiRequest } from '~/lib/api';

/** A link's keys (derived here) and the server's answer to them, not yet read. */
export type ShareAsk = { keys: ShareKeys; answer: Promise<Response> };

/** Derives the link's keys and asks for its ciphertext with the link id and the token. */
export async function askForShare(secret: Uint8Array<ArrayBuffer>, code: string | undefined): Promise<ShareAsk> {
  const keys = await deriveShareKeys(secret, code);
  const answer = apiRequest('POST', '/api/shares/open', { linkId: keys.linkId, token: keys.token });
  // Handled where it is read; this only keeps a failure from being reported as unhandled meanwhile.
  answer.catch(() => undefined);
  return { keys, answer };
}

let early: { fragment: string; ask: Promise<ShareAsk> } | undefined;

/** Asks for the link in `fragment` (the page's `#...`) now, when it has one without a spoken code. */
export function askEarly(fragment: string): void {
  const link = parseShareFragment(fragment);
  if (!link || link.hasCode) return;
  const ask = askForShare(link.secret, undefined);
  ask.catch(() => undefined);
  early = { fragment, ask };
}

/**
 * The early ask for the link in `fragment`, once (a second opening asks again); none when the
 * page asked for no link or for another one (an address changed meanwhile: that answer is dropped).
 */
export function takeEarlyAsk(fragment: string): Promise<ShareAsk> | undefined {
  const taken = early?.fragment === fragment ? early.ask : undefined;
  early = undefined;
  return taken;
}
