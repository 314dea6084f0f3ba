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

/** The bytes of a base64url text, or undefined when it is not one (wrong alphabet or length). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  const padded = base64urlToBase64(text);
  if (padded === undefined) return undefined;
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  // Only the canonical spelling: a text whose last character sets the bits no byte uses would
  // decode to the same bytes. Checked on that character alone (encoding the bytes again to
  // compare cost a slow phone a sixth of a second over a journal's records: issue 27).
  const rest = text.length % 4;
  if (rest !== 0 && (ALPHABET.indexOf(text.at(-1)!) & (rest === 2 ? 0b1111 : 0b11)) !== 0) return undefined;
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
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
