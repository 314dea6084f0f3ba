import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

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
  accessCodeToolsBundle: string;
  accessCodeEducator: string;
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  /** The prerendered React Router build (absolute path). */
  clientDir: string;
  isProduction: boolean;
  /** Off only for benchmarks (RATE_LIMIT_DISABLED=1). */
  rateLimitEnabled: boolean;
  /** Trust X-Forwarded-For from a reverse proxy (TRUST_PROXY=1), so rate limits see client IPs. */
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Things worth telling whoever starts the server (no secrets in them). */
  warnings: string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Development defaults, also listed in .env.example. Never accepted in production. */
export const devAccessCodes = { toolsBundle: 'TOOLS-DEV-2026', educator: 'EDUCATOR-DEV-2026' } as const;

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

  const accessCode = (name: string, devDefault: string): string => {
    const value = text(env, name);
    if (value !== undefined && isProduction && value === devDefault) {
      throw new ConfigError(`${name} is still the development default: set a code of your own for production.`);
    }
    if (value !== undefined) return value;
    if (isProduction) throw new ConfigError(`${name} is required in production (the development default must not be used).`);
    warnings.push(`${name} is not set: using the development default from .env.example.`);
    return devDefault;
  };
  const accessCodeToolsBundle = accessCode('ACCESS_CODE_TOOLS_BUNDLE', devAccessCodes.toolsBundle);
  const accessCodeEducator = accessCode('ACCESS_CODE_EDUCATOR', devAccessCodes.educator);

  const rawLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(rawLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${rawLevel}".`);
  }

  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }

  const rateLimitEnabled = !flag(env, 'RATE_LIMIT_DISABLED');
  if (!rateLimitEnabled) {
    if (isProduction) throw new ConfigError('RATE_LIMIT_DISABLED is for benchmarks only and cannot be used in production.');
    warnings.push('Rate limits are off (RATE_LIMIT_DISABLED): use this for benchmarks only.');
  }

  return {
    port: parsePort(text(env, 'PORT')),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl,
    sessionSecret,
    accessCodeToolsBundle,
    accessCodeEducator,
    smtpUrl: text(env, 'SMTP_URL'),
    notifyEmail: text(env, 'NOTIFY_EMAIL'),
    clientDir: text(env, 'CLIENT_DIR') ?? defaultClientDir,
    isProduction,
    rateLimitEnabled,
    trustProxy: flag(env, 'TRUST_PROXY'),
    logLevel: rawLevel as LogLevel,
    warnings,
  };
}
