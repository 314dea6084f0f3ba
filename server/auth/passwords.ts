/**
 * Passphrase hashing for private tool accounts (and, later, admins): scrypt from node:crypto,
 * memory-hard, with a random salt per hash. Stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>` so the cost can be raised later
 * while old hashes still verify. A passphrase is never logged or stored.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const LOG2_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** 128 * N * r bytes are needed (32 MiB at N = 2^15, r = 8): allow 64 MiB. */
const MAX_MEMORY = 64 * 1024 * 1024;
/** Refuse stored parameters that would cost more than this (a tampered row must not hang us). */
const MAX_LOG2_N = 20;

function deriveKey(passphrase: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** A new salted scrypt hash of the passphrase, in the stored format. */
export async function hashPassword(passphrase: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(passphrase, salt, KEY_BYTES, {
    N: 2 ** LOG2_N,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedPattern = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * True when the passphrase matches the stored hash (compared in constant time). A stored value
 * in any other format, or with unreasonable parameters, never matches.
 */
export async function verifyPassword(passphrase: string, stored: string): Promise<boolean> {
  const match = storedPattern.exec(stored);
  if (!match) return false;
  const [, log2N, r, p, saltText, hashText] = match;
  const cost = Number(log2N);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (cost < 1 || cost > MAX_LOG2_N || blockSize < 1 || blockSize > 16 || parallelism < 1 || parallelism > 4) return false;
  const salt = Buffer.from(saltText ?? '', 'base64url');
  const expected = Buffer.from(hashText ?? '', 'base64url');
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return false;
  const actual = await deriveKey(passphrase, salt, expected.length, {
    N: 2 ** cost,
    r: blockSize,
    p: parallelism,
    maxmem: Math.max(MAX_MEMORY, 256 * 2 ** cost * blockSize),
  });
  return timingSafeEqual(actual, expected);
}
