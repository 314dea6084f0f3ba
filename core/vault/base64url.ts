/**
 * base64url without padding (RFC 4648 §5), for bytes carried in JSON: the same in the browser
 * and in Node (btoa/atob exist in both; Buffer does not exist in the browser).
 */

const base64urlPattern = /^[A-Za-z0-9_-]*$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  // One character per byte; String.fromCharCode(...bytes) would overflow the stack on a big record.
  for (let index = 0; index < bytes.length; index += 1) binary += String.fromCharCode(bytes[index] ?? 0);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of a base64url text, or undefined when it is not one (wrong alphabet or length). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!base64urlPattern.test(text) || text.length % 4 === 1) return undefined;
  const padded = text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // Only the canonical spelling: a text whose unused low bits are set would decode to the same bytes.
  return toBase64url(bytes) === text ? bytes : undefined;
}
