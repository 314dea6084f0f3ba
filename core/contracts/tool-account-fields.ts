/**
 * What the private tools' gate needs (SPEC.md §2 /tools/*, DESIGN.md "tools privacy"): its
 * limits, texts and the shapes of a session, without zod, so a locked tool page can draw and
 * hydrate its gate without downloading the schemas of tools.ts (which re-exports these and
 * checks the types below against its schemas). The gate imports the schemas when she first
 * reaches for it (docs/decisions/0013).
 */

export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 200;

/** The gate's form and the body of POST /api/tools/session. */
export type ToolSignIn = { email: string; passphrase: string };
export type ToolSignInForm = ToolSignIn;

export type ToolSession = {
  /** The lower-cased email the session belongs to. */
  email: string;
  /** True when this sign-in created the account (first use). */
  created: boolean;
};

/** GET /api/tools/session: whose session this browser holds, if any. */
export type ToolSessionState = { email: string | null };

/** Texts the gate and the server share (SPEC.md §8 style: a title and a sentence). */
export const toolAccountMessages = {
  wrongPassphrase:
    'That passphrase does not match the one set for this email. Please check it and try again.',
  tooManyAttempts:
    'Too many attempts with this email or from this connection. Please wait 15 minutes and try again.',
  signedOut: 'Please unlock your tools with your email and passphrase first.',
  otherEmail: 'You can only see the journey and scripts of the email you unlocked with.',
  whyPassphrase:
    'We ask for a private passphrase so nobody who knows your email can read your reflections or scripts. We cannot recover it for you, so choose one you will remember.',
} as const;
