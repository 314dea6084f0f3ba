import { describe, expect, it } from 'vitest';
import { ConfigError, devAccessCodes, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults in development, with warnings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      accessCodeToolsBundle: devAccessCodes.toolsBundle,
      accessCodeEducator: devAccessCodes.educator,
      isProduction: false,
      rateLimitEnabled: true,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.clientDir).toMatch(/build[\\/]client$/);
    expect(config.warnings.some((warning) => warning.includes('SESSION_SECRET'))).toBe(true);
    expect(loadConfig({}).sessionSecret).not.toBe(config.sessionSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/save',
      DATABASE_URL: 'postgres://u@db/save',
      SESSION_SECRET: 's'.repeat(40),
      ACCESS_CODE_TOOLS_BUNDLE: 'A',
      ACCESS_CODE_EDUCATOR: 'B',
      SMTP_URL: 'smtp://mail',
      NOTIFY_EMAIL: 'coach@example.org',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/save',
      databaseUrl: 'postgres://u@db/save',
      sessionSecret: 's'.repeat(40),
      accessCodeToolsBundle: 'A',
      accessCodeEducator: 'B',
      smtpUrl: 'smtp://mail',
      notifyEmail: 'coach@example.org',
      rateLimitEnabled: false,
      logLevel: 'warn',
    });
  });

  it('requires secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) })).toThrow(/ACCESS_CODE_TOOLS_BUNDLE/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      ACCESS_CODE_TOOLS_BUNDLE: 'A',
      ACCESS_CODE_EDUCATOR: 'B',
    });
    expect(config.isProduction).toBe(true);
    expect(config.warnings).toEqual([]);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
