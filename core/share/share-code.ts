/**
 * The spoken code of a share link (docs/decisions/0034), words-free and without the KDF, so the
 * form contract (core/contracts/share.ts) can check it on her advocate's page and on the server
 * without carrying Argon2id.
 */

/** Digits of the spoken code: 10^6 codes, five tries per link (the ADR says what that buys). */
export const SHARE_CODE_DIGITS = 6;

/** The code as she reads it aloud: "123 456". */
export function spokenCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** What the advocate typed, as the digits the derivation uses, or undefined when it is not six digits. */
export function normalizeShareCode(typed: string): string | undefined {
  const digits = typed.replace(/[\s\-.]/g, '');
  return new RegExp(`^\\d{${SHARE_CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}
