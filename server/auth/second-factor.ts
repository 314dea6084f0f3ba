/**
 * The console's second factor (docs/decisions/0018): TOTP (RFC 6238: SHA-1, 6 digits, 30-second
 * steps, what every authenticator app reads) through the otpauth library, a QR code drawn here
 * as SVG (no other site ever sees the secret), and recovery codes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { acceptStep, useRecoveryCode } from '../db/admin-second-factor';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after is accepted too: a phone's clock may be a little off. */
const WINDOW = 1;
/** The name the authenticator app shows: plain, naming neither the site's subject nor the coach. */
export const TOTP_ISSUER = 'Console';
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 base32 characters: 80 random bits, shown as four groups of four. */
const RECOVERY_CODE_LENGTH = 16;

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS });
}

/** A new TOTP secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the console shows to enrol: the secret, its otpauth:// address and that address as a QR code. */
export async function enrolmentOf(secret: string, email: string): Promise<{ secret: string; otpauthUri: string; qrCodeSvg: string }> {
  const otpauthUri = totp(secret, email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return { secret, otpauthUri, qrCodeSvg };
}

/** The 30-second step a 6-digit code belongs to (within one step of now), or undefined. */
export function stepOfCode(secret: string, code: string, now: number = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const generator = totp(secret, '');
  const delta = generator.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return generator.counter({ timestamp: now }) + delta;
}

/** New recovery codes as shown once (`abcd-efgh-ijkl-mnop`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    // 256 is a multiple of 32, so every character is equally likely.
    const chars = [...bytes].map((byte) => BASE32[byte % 32]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** A recovery code as typed (any case, spaces or dashes) reduced to its 16 characters, or undefined. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return new RegExp(`^[a-z2-7]{${RECOVERY_CODE_LENGTH}}$`).test(code) ? code : undefined;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code) ?? code).digest('hex');
}

/**
 * Checks a code at sign-in or when turning the factor off: a TOTP code of a step not used
 * before, or an unused recovery code (which is then used up). True at most once per code.
 */
export async function useSecondFactorCode(db: Database, userId: number, secret: string, code: string, now: number = Date.now()): Promise<boolean> {
  const step = stepOfCode(secret, code, now);
  if (step !== undefined) return acceptStep(db, userId, step);
  const recovery = normalizeRecoveryCode(code);
  if (recovery === undefined) return false;
  return useRecoveryCode(db, userId, hashRecoveryCode(recovery));
}
