/**
 * The site's receipt keys (docs/decisions/0030): the key that signs now and the published list
 * of every key with its dates. One source for both the server (which signs and serves
 * /.well-known/receipt-keys.json) and the build (which puts the same list into the pages, so
 * /verify trusts the keys it was built with). Relative imports only: astro.config.mjs loads it.
 *
 * - RECEIPT_SIGNING_KEY: the 32-byte Ed25519 seed (base64url or base64), or a PKCS#8 PEM
 *   (`openssl genpkey -algorithm ed25519`; line breaks may be written as \n). Required in production.
 * - RECEIPT_SIGNING_KEY_SINCE: when it started signing (ISO 8601 date or date and time, UTC).
 * - RECEIPT_PREVIOUS_KEYS: JSON `[{"publicKey": base64url raw key, "from": date or null, "until": date}]`.
 *
 * Outside production with no RECEIPT_SIGNING_KEY, a key is made once and kept in
 * DATA_DIR/receipt-signing-key.json (readable by its user only).
 */
import { type KeyObject, createHash, createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECEIPT_KEY_LIST_FORMAT, type ReceiptKey, type ReceiptKeyList } from '../../core/contracts/receipts';

export class ReceiptKeyError extends Error {
  override name = 'ReceiptKeyError';
}

export type ReceiptKeySettings = {
  /** The private key as configured, or undefined: the development key in DATA_DIR. */
  signingKey: KeyObject | undefined;
  since: string | null;
  previous: ReceiptKey[];
};

export type ReceiptKeyring = {
  privateKey: KeyObject;
  keyId: string;
  publicKey: string;
  list: ReceiptKeyList;
};

export const DEV_RECEIPT_KEY_FILE = 'receipt-signing-key.json';

/** PKCS#8 DER of an Ed25519 private key is this prefix followed by the 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function privateKeyFromSeed(seed: Buffer): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function parseSigningKey(raw: string): KeyObject {
  if (raw.includes('PRIVATE KEY')) {
    let key: KeyObject;
    try {
      key = createPrivateKey(raw.replaceAll('\\n', '\n'));
    } catch {
      throw new ReceiptKeyError('RECEIPT_SIGNING_KEY is not a readable PEM private key.');
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new ReceiptKeyError('RECEIPT_SIGNING_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519).');
    return key;
  }
  const seed = Buffer.from(raw.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (seed.length !== 32) {
    throw new ReceiptKeyError(
      'RECEIPT_SIGNING_KEY must be 32 random bytes in base64url (for example the output of `node -e "console.log(require(\'node:crypto\').randomBytes(32).toString(\'base64url\'))"`) or an Ed25519 PEM private key.',
    );
  }
  return privateKeyFromSeed(seed);
}

function rawPublicKey(privateKey: KeyObject): Buffer {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url');
}

/** The first 16 hex characters of SHA-256 of the raw public key (as core/receipts.ts receiptKeyId). */
export function keyIdOf(raw: Buffer): string {
  return createHash('sha256').update(raw).digest('hex').slice(0, 16);
}

function isoMoment(name: string, raw: string): string {
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(at)) throw new ReceiptKeyError(`${name} must be a date (YYYY-MM-DD) or an ISO 8601 date and time, not "${raw}".`);
  return new Date(at).toISOString();
}

type Env = Record<string, string | undefined>;
const text = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** Reads and checks the RECEIPT_* settings (ReceiptKeyError with a sentence when they are wrong). */
export function parseReceiptKeySettings(env: Env, isProduction: boolean): ReceiptKeySettings {
  const raw = text(env, 'RECEIPT_SIGNING_KEY');
  if (raw === undefined && isProduction) {
    throw new ReceiptKeyError(
      'RECEIPT_SIGNING_KEY is required in production: set it once to 32 random bytes in base64url (see .env.example), with RECEIPT_SIGNING_KEY_SINCE, and keep it secret. It signs the receipts of her records.',
    );
  }
  const sinceRaw = text(env, 'RECEIPT_SIGNING_KEY_SINCE');
  const previousRaw = text(env, 'RECEIPT_PREVIOUS_KEYS');
  let previous: ReceiptKey[] = [];
  if (previousRaw !== undefined) {
    let value: unknown;
    try {
      value = JSON.parse(previousRaw);
    } catch {
      throw new ReceiptKeyError('RECEIPT_PREVIOUS_KEYS must be JSON: [{"publicKey": "…", "from": "2026-01-01", "until": "2027-01-01"}].');
    }
    if (!Array.isArray(value)) throw new ReceiptKeyError('RECEIPT_PREVIOUS_KEYS must be a JSON list.');
    previous = value.map((item: { publicKey?: unknown; from?: unknown; until?: unknown }) => {
      const key = typeof item?.publicKey === 'string' ? Buffer.from(item.publicKey, 'base64url') : Buffer.alloc(0);
      if (key.length !== 32 || typeof item.until !== 'string') {
        throw new ReceiptKeyError('Each key of RECEIPT_PREVIOUS_KEYS needs "publicKey" (32 bytes, base64url) and "until" (the date it stopped signing).');
      }
      return {
        keyId: keyIdOf(key),
        publicKey: key.toString('base64url'),
        from: typeof item.from === 'string' ? isoMoment('RECEIPT_PREVIOUS_KEYS from', item.from) : null,
        until: isoMoment('RECEIPT_PREVIOUS_KEYS until', item.until),
      };
    });
  }
  return { signingKey: raw === undefined ? undefined : parseSigningKey(raw), since: sinceRaw === undefined ? null : isoMoment('RECEIPT_SIGNING_KEY_SINCE', sinceRaw), previous };
}

/** The development key in DATA_DIR, made on first use (0600, in a 0700 directory). */
function developmentKey(dataDir: string): { key: KeyObject; since: string } {
  const file = join(dataDir, DEV_RECEIPT_KEY_FILE);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { seed: string; createdAt: string };
    return { key: privateKeyFromSeed(Buffer.from(stored.seed, 'base64url')), since: stored.createdAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new ReceiptKeyError(`${file} cannot be read: delete it to make a new development key.`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const seed = randomBytes(32);
  const createdAt = new Date().toISOString();
  try {
    writeFileSync(file, JSON.stringify({ seed: seed.toString('base64url'), createdAt }), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    // Another process (the other language's build) made it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return developmentKey(dataDir);
    throw error;
  }
  return { key: privateKeyFromSeed(seed), since: createdAt };
}

/** The signing key and the published list, from the settings (and DATA_DIR's development key when none is set). */
export function receiptKeyring(settings: ReceiptKeySettings, dataDir: string): ReceiptKeyring {
  const current = settings.signingKey ? { key: settings.signingKey, since: settings.since } : developmentKey(dataDir);
  const raw = rawPublicKey(current.key);
  const keyId = keyIdOf(raw);
  const publicKey = raw.toString('base64url');
  const keys: ReceiptKey[] = [...settings.previous.filter((key) => key.keyId !== keyId), { keyId, publicKey, from: current.since, until: null }];
  return { privateKey: current.key, keyId, publicKey, list: { format: RECEIPT_KEY_LIST_FORMAT, version: 1, keys } };
}

/**
 * For the build: the published list from the environment (the same function the server uses).
 * The build always runs with NODE_ENV=production, so it cannot tell a production build from a
 * local one: without RECEIPT_SIGNING_KEY it uses DATA_DIR's development key and says so.
 */
export function publishedReceiptKeys(env: Env = process.env): ReceiptKeyList {
  const settings = parseReceiptKeySettings(env, false);
  if (!settings.signingKey) console.warn('RECEIPT_SIGNING_KEY is not set: the pages trust the development receipt key in DATA_DIR (set it for a production build).');
  return receiptKeyring(settings, text(env, 'DATA_DIR') ?? './data').list;
}

/** A key made in memory, for tests that build the app without a DATA_DIR. */
export function ephemeralReceiptKeyring(): ReceiptKeyring {
  return receiptKeyring({ signingKey: privateKeyFromSeed(randomBytes(32)), since: null, previous: [] }, '');
}
