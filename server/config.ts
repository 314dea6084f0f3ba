import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPasswordProblem } from './auth/admin-password';
import { emailField } from '@core/contracts/common';
import { normalizeEmail } from '@core/contracts/tools';
import { MAX_RETENTION_DAYS, type RetentionPeriods, defaultRetentionDays, retentionEnvNames, retentionKinds } from '@core/retention';
import { siteConfig } from '@core/site-config';
import { ReceiptKeyError, type ReceiptKeySettings, parseReceiptKeySettings } from './receipts/key-list';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Everything the server reads from its environment, checked once at start-up. */
export type ServerConfig = {
  port: number;
  host: string;
  /** PGlite data directory as given (shown in messages); ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  /** Keys the HMAC that turns a vault locator into the stored vault id (docs/decisions/0015). */
  vaultPepper: string;
  accessCodeToolsBundle: string;
  accessCodeEducator: string;
  /**
   * Encrypts each admin's TOTP secret at rest (AES-256-GCM, key derived from TOTP_ENCRYPTION_KEY
   * by HKDF: server/auth/totp-secret-box.ts, docs/decisions/0018). Never changed once set: a new
   * key makes every stored secret unreadable, and each admin enrols again.
   */
  totpEncryptionKey: string;
  /** In production every admin must turn on the second factor at her next sign-in (docs/decisions/0018). */
  secondFactorRequired: boolean;
  /**
   * All private vaults together may hold this many bytes of envelopes (VAULT_STORAGE_CAP_MB);
   * past it, writes that add bytes answer 507 (server/vault-storage.ts).
   */
  vaultStorageCapBytes: number;
  /**
   * Bytes one address may write into vaults per day, counted in the database (every instance
   * shares it); null when limits are off (RATE_LIMIT_DISABLED, benchmarks only).
   */
  vaultDailyWriteBytes: number | null;
  /** Outgoing mail (smtp:// or smtps://); without it each email is written to outboxDir. */
  smtpUrl: string | undefined;
  /** Who is told of new bookings and messages. */
  notifyEmail: string | undefined;
  /** The From of every email (MAIL_FROM). */
  mailFrom: string;
  /** Where emails are written as .eml files when there is no SMTP_URL: DATA_DIR/outbox. */
  outboxDir: string;
  /** The admin created or updated at start-up when both ADMIN_EMAIL and ADMIN_PASSWORD are set. */
  startupAdmin: { email: string; password: string } | undefined;
  /** The static site Astro built (absolute path). */
  clientDir: string;
  isProduction: boolean;
  /**
   * Put before every session cookie's name: `__Host-` in production, so the browser keeps the
   * cookie only when it came over HTTPS from this very host, for Path=/ and no Domain (a
   * subdomain or a plain-http page cannot set or shadow it); empty otherwise, since the prefix
   * needs HTTPS (docs/decisions/0018).
   */
  cookiePrefix: '__Host-' | '';
  /** Off only for benchmarks (RATE_LIMIT_DISABLED=1). */
  rateLimitEnabled: boolean;
  /**
   * Whose X-Forwarded-For to believe, so limits count visitors and not the proxy: the proxy's
   * addresses or CIDR ranges (TRUST_PROXY=10.0.0.5,10.0.1.0/24), as Fastify takes them; `true`
   * (every hop) only outside production; false when unset.
   */
  trustProxy: boolean | string[];
  logLevel: LogLevel;
  /** Things worth telling whoever starts the server (no secrets in them). */
  warnings: string[];
  /** How many days each kind of personal data is kept before the purge removes it (docs/decisions/0016). */
  retentionDays: RetentionPeriods;
  /** RECEIPT_SIGNING_KEY, RECEIPT_SIGNING_KEY_SINCE, RECEIPT_PREVIOUS_KEYS (docs/decisions/0030). */
  receiptKeys: ReceiptKeySettings;
  /**
   * The last day (YYYY-MM-DD, UTC) an old tool account may still be moved into a vault on her
   * request (LEGACY_TOOLS_UNTIL, docs/decisions/0015); after it the route answers 410 and the
   * purge deletes the old accounts' plain rows.
   */
  legacyToolsUntil: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Development defaults, also listed in .env.example. Never accepted in production. */
export const devAccessCodes = { toolsBundle: 'TOOLS-DEV-2026', educator: 'EDUCATOR-DEV-2026' } as const;

/**
 * The development VAULT_PEPPER (also in .env.example). Fixed rather than random per process:
 * a new pepper orphans every vault, so a restart in development must keep the same one.
 */
export const devVaultPepper = 'dev-vault-pepper-not-for-production-000000';

/**
 * The development TOTP_ENCRYPTION_KEY (also in .env.example). Fixed for the same reason as the
 * pepper: a random one per process would make every enrolled admin's secret unreadable at restart.
 */
export const devTotpEncryptionKey = 'dev-totp-encryption-key-not-for-production-0000';

/** Production refuses a shorter access code: a short code can be guessed from many addresses. */
export const MIN_ACCESS_CODE_LENGTH = 16;
/**
 * VAULT_STORAGE_CAP_MB's default: 10 GB, about a hundred full vaults (100 MB each with photos,
 * docs/decisions/0032) or thousands of ordinary ones.
 */
export const DEFAULT_VAULT_STORAGE_CAP_MB = 10 * 1024;
/**
 * Bytes one address may write into vaults in a day: two and a half full vaults
 * (VAULT_TOTAL_MAX_BYTES, photos included: docs/decisions/0032), a day of photos and room for
 * a restore on a shared connection; a flood stops at 2.5 % of the default cap per address.
 */
export const VAULT_DAILY_WRITE_BYTES = 250 * 1024 * 1024;

/**
 * True for an address only this machine can reach. The published development values (access
 * codes, VAULT_PEPPER) are accepted only there, or with NODE_ENV=development.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** proxy-addr's names for whole ranges (Fastify hands TRUST_PROXY to it). */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset, a list of addresses / CIDR ranges, or (outside production) 1 for every hop. */
export function parseTrustProxy(raw: string | undefined, isProduction: boolean): boolean | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) {
    if (isProduction) {
      throw new ConfigError(
        'TRUST_PROXY=1 would believe X-Forwarded-For from anyone, so any visitor could pick the address she is counted as. In production set TRUST_PROXY to your reverse proxy\'s addresses or ranges, for example TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24,fd00::/8.',
      );
    }
    return true;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (proxyRangeNames.includes(entry.toLowerCase())) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must list your reverse proxy's addresses or CIDR ranges, separated by commas (for example 10.0.0.5,10.0.1.0/24), not "${entry}".`,
      );
    }
  }
  return entries;
}

/** LEGACY_TOOLS_UNTIL when unset: 90 days after the release that made the move her choice (2026-11-28). */
export const DEFAULT_LEGACY_TOOLS_UNTIL = '2027-02-26';

/** The first moment after LEGACY_TOOLS_UNTIL: the move is offered through that whole day (UTC). */
export function legacyToolsEndAt(until: string): Date {
  return new Date(Date.parse(`${until}T00:00:00.000Z`) + 24 * 3600 * 1000);
}

/** Whether an old tool account may still be moved in (docs/decisions/0015). */
export function legacyToolsOpen(until: string, now: Date = new Date()): boolean {
  return now.getTime() < legacyToolsEndAt(until).getTime();
}

function readLegacyToolsUntil(env: Env): string {
  const raw = text(env, 'LEGACY_TOOLS_UNTIL');
  if (raw === undefined) return DEFAULT_LEGACY_TOOLS_UNTIL;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00.000Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== raw) {
    throw new ConfigError(`LEGACY_TOOLS_UNTIL must be a date written YYYY-MM-DD (for example ${DEFAULT_LEGACY_TOOLS_UNTIL}), not "${raw}".`);
  }
  return raw;
}

const defaultClientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function flag(env: Env, name: string): boolean {
  const value = text(env, name)?.toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

/**
 * RETENTION_*_DAYS (docs/decisions/0016): whole days from 1 to MAX_RETENTION_DAYS. The privacy
 * policy states the defaults, so a longer period is allowed but said at start-up: the policy
 * must then be changed too.
 */
function readRetentionDays(env: Env, warnings: string[]): RetentionPeriods {
  const periods = { ...defaultRetentionDays };
  for (const kind of retentionKinds) {
    const name = retentionEnvNames[kind];
    const raw = text(env, name);
    if (raw === undefined) continue;
    const days = Number(raw);
    if (!/^\d+$/.test(raw) || days < 1 || days > MAX_RETENTION_DAYS) {
      throw new ConfigError(`${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, not "${raw}".`);
    }
    if (days > defaultRetentionDays[kind]) {
      warnings.push(
        `${name} is ${days} days, longer than the ${defaultRetentionDays[kind]} the privacy policy states: set that default in core/retention.ts too (the policy shows it) and rebuild, so the policy stays true.`,
      );
    }
    periods[kind] = days;
  }
  return periods;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const isProduction = env.NODE_ENV === 'production';
  const warnings: string[] = [];

  let sessionSecret = text(env, 'SESSION_SECRET');
  if (sessionSecret === undefined) {
    if (isProduction) {
      throw new ConfigError(
        `SESSION_SECRET is required in production: set it to ${MIN_SECRET_LENGTH} or more random characters (for example the output of \`openssl rand -base64 48\`).`,
      );
    }
    sessionSecret = randomBytes(32).toString('base64url');
    warnings.push('SESSION_SECRET is not set: using a random secret for this process, so sessions end when it restarts.');
  } else if (isProduction && sessionSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long in production.`);
  }

  // Without HOST the server listens on loopback only, so `npm start` on a fresh machine works with
  // the development values and nobody else can reach it; production listens on every address.
  const host = text(env, 'HOST') ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  // The development values are published (.env.example, this file): anyone could use them
  // against a server other machines can reach. Names set to them are listed, then refused at once.
  const devValuesAllowed = !isProduction && (env.NODE_ENV === 'development' || isLoopbackHost(host));
  const publishedValuesUsed: string[] = [];

  const accessCode = (name: string, devDefault: string): string => {
    const value = text(env, name);
    if (value !== undefined && isProduction && value === devDefault) {
      throw new ConfigError(`${name} is still the development default: set a code of your own for production.`);
    }
    if (value !== undefined && isProduction && value.length < MIN_ACCESS_CODE_LENGTH) {
      throw new ConfigError(
        `${name} must be at least ${MIN_ACCESS_CODE_LENGTH} characters long in production, so nobody can guess it (for example the output of \`openssl rand -base64 18\`).`,
      );
    }
    if (value !== undefined && value !== devDefault) return value;
    if (isProduction) throw new ConfigError(`${name} is required in production (the development default must not be used).`);
    if (!devValuesAllowed) publishedValuesUsed.push(name);
    else if (value === undefined) warnings.push(`${name} is not set: using the development default from .env.example.`);
    return devDefault;
  };
  const accessCodeToolsBundle = accessCode('ACCESS_CODE_TOOLS_BUNDLE', devAccessCodes.toolsBundle);
  const accessCodeEducator = accessCode('ACCESS_CODE_EDUCATOR', devAccessCodes.educator);

  let vaultPepper = text(env, 'VAULT_PEPPER');
  if (vaultPepper === undefined) {
    if (isProduction) {
      throw new ConfigError(
        `VAULT_PEPPER is required in production: set it once to ${MIN_SECRET_LENGTH} or more random characters (for example the output of \`openssl rand -base64 48\`), back it up with the database and never change it: a new pepper loses every private vault.`,
      );
    }
    vaultPepper = devVaultPepper;
    if (devValuesAllowed) warnings.push('VAULT_PEPPER is not set: using the development default from .env.example.');
    else publishedValuesUsed.push('VAULT_PEPPER');
  } else if (isProduction && vaultPepper === devVaultPepper) {
    throw new ConfigError('VAULT_PEPPER is still the development default: set a pepper of your own for production.');
  } else if (isProduction && vaultPepper.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`VAULT_PEPPER must be at least ${MIN_SECRET_LENGTH} characters long in production.`);
  } else if (!devValuesAllowed && vaultPepper === devVaultPepper) {
    publishedValuesUsed.push('VAULT_PEPPER');
  }

  let totpEncryptionKey = text(env, 'TOTP_ENCRYPTION_KEY');
  if (totpEncryptionKey === undefined) {
    if (isProduction) {
      throw new ConfigError(
        `TOTP_ENCRYPTION_KEY is required in production: set it once to ${MIN_SECRET_LENGTH} or more random characters (for example the output of \`openssl rand -base64 48\`) and back it up with the database. It encrypts the console's two-step sign-in secrets; a new key makes each admin enrol again.`,
      );
    }
    totpEncryptionKey = devTotpEncryptionKey;
    if (devValuesAllowed) warnings.push('TOTP_ENCRYPTION_KEY is not set: using the development default from .env.example.');
    else publishedValuesUsed.push('TOTP_ENCRYPTION_KEY');
  } else if (isProduction && totpEncryptionKey === devTotpEncryptionKey) {
    throw new ConfigError('TOTP_ENCRYPTION_KEY is still the development default: set a key of your own for production.');
  } else if (isProduction && totpEncryptionKey.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`TOTP_ENCRYPTION_KEY must be at least ${MIN_SECRET_LENGTH} characters long in production.`);
  } else if (!devValuesAllowed && totpEncryptionKey === devTotpEncryptionKey) {
    publishedValuesUsed.push('TOTP_ENCRYPTION_KEY');
  }

  const rawCap = text(env, 'VAULT_STORAGE_CAP_MB');
  const capMb = rawCap === undefined ? DEFAULT_VAULT_STORAGE_CAP_MB : Number(rawCap);
  if (rawCap !== undefined && (!/^\d+$/.test(rawCap) || capMb < 1 || capMb > 1024 * 1024)) {
    throw new ConfigError(`VAULT_STORAGE_CAP_MB must be a whole number of megabytes from 1 to 1048576, not "${rawCap}".`);
  }

  if (publishedValuesUsed.length > 0) {
    const names = publishedValuesUsed.join(', ');
    throw new ConfigError(
      `The server would listen on ${host}, which other machines can reach, with the published development value of ${names}. Set ${names} to values of your own (for example the output of \`openssl rand -base64 48\`), or listen on this machine only (HOST=127.0.0.1), or set NODE_ENV=development on a machine nobody else can reach.`,
    );
  }

  const rawLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(rawLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${rawLevel}".`);
  }

  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }

  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// (for example smtps://user:password@mail.example.org:465).');
  }
  const emailSetting = (name: string): string | undefined => {
    const value = text(env, name);
    if (value === undefined) return undefined;
    if (!emailField.safeParse(value).success) throw new ConfigError(`${name} must be an email address, not "${value}".`);
    return value;
  };
  const notifyEmail = emailSetting('NOTIFY_EMAIL');
  const dataDir = text(env, 'DATA_DIR') ?? './data';
  const outboxDir = join(dataDir, 'outbox');
  if (smtpUrl === undefined) {
    warnings.push(`SMTP_URL is not set: emails are not sent but written to ${outboxDir} as .eml files.`);
  }
  if (notifyEmail === undefined) warnings.push('NOTIFY_EMAIL is not set: nobody is emailed about new bookings and messages.');

  const adminEmail = emailSetting('ADMIN_EMAIL');
  // A password is taken exactly as given (no trimming): spaces may be part of it.
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined) {
    const problem = adminPasswordProblem(adminPassword);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
  }
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    warnings.push('Only one of ADMIN_EMAIL and ADMIN_PASSWORD is set: no admin is created at start-up (set both, or use `npm run admin:create`).');
  }

  const retentionDays = readRetentionDays(env, warnings);
  const legacyToolsUntil = readLegacyToolsUntil(env);

  let receiptKeys: ReceiptKeySettings;
  try {
    receiptKeys = parseReceiptKeySettings(env, isProduction);
  } catch (error) {
    if (error instanceof ReceiptKeyError) throw new ConfigError(error.message);
    throw error;
  }
  if (!receiptKeys.signingKey) warnings.push(`RECEIPT_SIGNING_KEY is not set: receipts are signed with a development key kept in ${join(dataDir, 'receipt-signing-key.json')}.`);

  const rateLimitEnabled = !flag(env, 'RATE_LIMIT_DISABLED');
  if (!rateLimitEnabled) {
    if (isProduction) throw new ConfigError('RATE_LIMIT_DISABLED is for benchmarks only and cannot be used in production.');
    warnings.push('Rate limits are off (RATE_LIMIT_DISABLED): use this for benchmarks only.');
  }

  return {
    port: parsePort(text(env, 'PORT')),
    host,
    dataDir,
    databaseUrl,
    sessionSecret,
    vaultPepper,
    accessCodeToolsBundle,
    accessCodeEducator,
    totpEncryptionKey,
    secondFactorRequired: isProduction,
    vaultStorageCapBytes: capMb * 1024 * 1024,
    vaultDailyWriteBytes: rateLimitEnabled ? VAULT_DAILY_WRITE_BYTES : null,
    smtpUrl,
    notifyEmail,
    mailFrom: text(env, 'MAIL_FROM') ?? `Appointments <${siteConfig.contactEmail}>`,
    outboxDir,
    startupAdmin:
      adminEmail !== undefined && adminPassword !== undefined ? { email: normalizeEmail(adminEmail), password: adminPassword } : undefined,
    clientDir: text(env, 'CLIENT_DIR') ?? defaultClientDir,
    isProduction,
    cookiePrefix: isProduction ? '__Host-' : '',
    rateLimitEnabled,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, isProduction),
    logLevel: rawLevel as LogLevel,
    warnings,
    retentionDays,
    receiptKeys,
    legacyToolsUntil,
  };
}
