/**
 * base64url without padding (RFC 4648 §5), for bytes carried in JSON: the same in the browser
 * and in Node (btoa/atob exist in both; Buffer does not exist in the browser).
 */

const base64urlPattern = /^[A-Za-z0-9_-]*$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  // One character per byte; String.fromCharCode(...bytes) would overflow the stack on a big record.
  for (let index = 0; index < bytes.length; index += 1) binary += String.fromCharCode(bytes[index] ?? 0);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Each character's six bits, by its code; -1 for a character not in the alphabet. */
const SIXBITS = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) SIXBITS[ALPHABET.charCodeAt(index)] = index;

/**
 * The bytes of a base64url text, or undefined when it is not one (wrong alphabet or length, or
 * not its canonical spelling: a last character setting bits no byte uses would decode to the
 * same bytes). Decoded in one pass over the text: opening a journal's records decodes megabytes
 * of it, which the respelling, atob and a second encoding to compare cost a slow phone about
 * half a second (issue 27, docs/benchmarks.md).
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  const rest = text.length % 4;
  if (rest === 1) return undefined;
  const bytes = new Uint8Array(Math.floor(text.length / 4) * 3 + (rest === 0 ? 0 : rest - 1));
  const whole = text.length - rest;
  let at = 0;
  for (let index = 0; index < whole; index += 4) {
    const a = SIXBITS[text.charCodeAt(index)] ?? -1;
    const b = SIXBITS[text.charCodeAt(index + 1)] ?? -1;
    const c = SIXBITS[text.charCodeAt(index + 2)] ?? -1;
    const d = SIXBITS[text.charCodeAt(index + 3)] ?? -1;
    if ((a | b | c | d) < 0) return undefined;
    const bits = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[at++] = bits >> 16;
    bytes[at++] = (bits >> 8) & 0xff;
    bytes[at++] = bits & 0xff;
  }
  if (rest > 0) {
    const a = SIXBITS[text.charCodeAt(whole)] ?? -1;
    const b = SIXBITS[text.charCodeAt(whole + 1)] ?? -1;
    const c = rest === 3 ? (SIXBITS[text.charCodeAt(whole + 2)] ?? -1) : 0;
    if ((a | b | c) < 0) return undefined;
    const bits = (a << 18) | (b << 12) | (c << 6);
    // The bits after the last whole byte must be zero.
    if ((rest === 2 ? bits & 0xffff : bits & 0xff) !== 0) return undefined;
    bytes[at++] = bits >> 16;
    if (rest === 3) bytes[at++] = (bits >> 8) & 0xff;
  }
  return bytes;
}

/**
 * A base64url text as standard base64 with its padding (for a `data:` address), or undefined
 * when it is not base64url; without decoding it.
 */
export function base64urlToBase64(text: string): string | undefined {
  if (!base64urlPattern.test(text) || text.length % 4 === 1) return undefined;
  return text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4);
}
