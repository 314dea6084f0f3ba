import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LEGACY_TOOLS_UNTIL, devAccessCodes, devTotpEncryptionKey, devVaultPepper, isLoopbackHost, legacyToolsOpen, loadConfig } from './config';

/** Access codes long enough for production (16+ characters). */
const A = 'tools-code-of-our-own-A';
const B = 'educator-code-of-our-own-B';
const T = 't'.repeat(40);

describe('loadConfig', () => {
  it('has working defaults in development, with warnings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      // Loopback without HOST: a fresh machine's `npm start` is reachable from that machine only.
      host: '127.0.0.1',
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
    // Not random: a new pepper would orphan every vault made before a restart.
    expect(config.vaultPepper).toBe(devVaultPepper);
    expect(loadConfig({}).vaultPepper).toBe(devVaultPepper);
    expect(config.warnings.some((warning) => warning.includes('VAULT_PEPPER'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/save',
      DATABASE_URL: 'postgres://u@db/save',
      SESSION_SECRET: 's'.repeat(40),
      VAULT_PEPPER: 'p'.repeat(40),
      ACCESS_CODE_TOOLS_BUNDLE: A,
      ACCESS_CODE_EDUCATOR: B,
      TOTP_ENCRYPTION_KEY: T,
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
      vaultPepper: 'p'.repeat(40),
      accessCodeToolsBundle: A,
      accessCodeEducator: B,
      totpEncryptionKey: T,
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
    const secrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, RECEIPT_SIGNING_KEY: 'k'.repeat(43) };
    expect(() => loadConfig(secrets)).toThrow(/VAULT_PEPPER is required in production/);
    // Without its own TOTP key, production refuses to start.
    const { TOTP_ENCRYPTION_KEY: _key, ...withoutTotpKey } = { ...secrets, VAULT_PEPPER: 'p'.repeat(40) };
    expect(() => loadConfig(withoutTotpKey)).toThrow(/TOTP_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...withoutTotpKey, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/TOTP_ENCRYPTION_KEY must be at least 32/);
    expect(() => loadConfig({ ...withoutTotpKey, TOTP_ENCRYPTION_KEY: devTotpEncryptionKey })).toThrow(/TOTP_ENCRYPTION_KEY is still the development default/);
    expect(() => loadConfig({ ...secrets, VAULT_PEPPER: 'short' })).toThrow(/VAULT_PEPPER must be at least 32/);
    expect(() => loadConfig({ ...secrets, VAULT_PEPPER: devVaultPepper })).toThrow(/VAULT_PEPPER is still the development default/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      VAULT_PEPPER: 'p'.repeat(40),
      ACCESS_CODE_TOOLS_BUNDLE: A,
      ACCESS_CODE_EDUCATOR: B,
      TOTP_ENCRYPTION_KEY: T,
      RECEIPT_SIGNING_KEY: 'k'.repeat(43),
      SMTP_URL: 'smtps://user:pass@mail.example.org',
      NOTIFY_EMAIL: 'coach@example.org',
    });
    expect(config.isProduction).toBe(true);
    expect(config.warnings).toEqual([]);
  });

  it('refuses an access code shorter than 16 characters in production; the development defaults stay valid for development', () => {
    const secrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), VAULT_PEPPER: 'p'.repeat(40), ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, RECEIPT_SIGNING_KEY: 'k'.repeat(43) };
    expect(() => loadConfig({ ...secrets, ACCESS_CODE_TOOLS_BUNDLE: 'X' })).toThrow(/ACCESS_CODE_TOOLS_BUNDLE must be at least 16 characters long in production/);
    expect(() => loadConfig({ ...secrets, ACCESS_CODE_EDUCATOR: 'fifteen-chars-x' })).toThrow(/ACCESS_CODE_EDUCATOR must be at least 16 characters long in production/);
    expect(loadConfig({ ...secrets, ACCESS_CODE_EDUCATOR: 'sixteen-chars-xy' }).accessCodeEducator).toBe('sixteen-chars-xy');
    // Shorter codes still work outside production (tests, the development defaults of .env.example).
    expect(loadConfig({ ACCESS_CODE_TOOLS_BUNDLE: 'X' }).accessCodeToolsBundle).toBe('X');
    expect(loadConfig({}).accessCodeEducator).toBe(devAccessCodes.educator);
  });

  it('reads VAULT_STORAGE_CAP_MB (10 GB by default), and the daily vault byte budget is off only with the rate limits', () => {
    expect(loadConfig({}).vaultStorageCapBytes).toBe(10 * 1024 * 1024 * 1024);
    expect(loadConfig({ VAULT_STORAGE_CAP_MB: '50' }).vaultStorageCapBytes).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ VAULT_STORAGE_CAP_MB: '0' })).toThrow(/VAULT_STORAGE_CAP_MB must be a whole number of megabytes/);
    expect(() => loadConfig({ VAULT_STORAGE_CAP_MB: '1.5' })).toThrow(/VAULT_STORAGE_CAP_MB/);
    expect(loadConfig({}).vaultDailyWriteBytes).toBe(250 * 1024 * 1024);
    expect(loadConfig({ RATE_LIMIT_DISABLED: '1' }).vaultDailyWriteBytes).toBeNull();
  });

  it('asks every admin for a second factor in production only', () => {
    const secrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), VAULT_PEPPER: 'p'.repeat(40), ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, RECEIPT_SIGNING_KEY: 'k'.repeat(43) };
    expect(loadConfig(secrets).secondFactorRequired).toBe(true);
    expect(loadConfig({}).secondFactorRequired).toBe(false);
    expect(loadConfig({}).totpEncryptionKey).toBe(devTotpEncryptionKey);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads the mail settings: outbox in DATA_DIR without SMTP_URL, a neutral sender by default', () => {
    const config = loadConfig({ DATA_DIR: '/var/save' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.outboxDir).toBe('/var/save/outbox');
    expect(config.mailFrom).toBe('Appointments <hello@savesisterhood.org>');
    expect(config.warnings).toContain('SMTP_URL is not set: emails are not sent but written to /var/save/outbox as .eml files.');
    expect(config.warnings).toContain('NOTIFY_EMAIL is not set: nobody is emailed about new bookings and messages.');
    // With DATABASE_URL and no DATA_DIR, the outbox is ./data/outbox.
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/save' }).outboxDir).toBe('data/outbox');
    expect(loadConfig({ MAIL_FROM: 'Bookings <b@example.org>' }).mailFrom).toBe('Bookings <b@example.org>');
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ NOTIFY_EMAIL: 'coach' })).toThrow(/NOTIFY_EMAIL must be an email address/);
  });

  it('creates the start-up admin only when both ADMIN_EMAIL and ADMIN_PASSWORD are set, with a long enough password', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Coach@Example.org ', ADMIN_PASSWORD: ' a long password ' }).startupAdmin).toEqual({
      email: 'coach@example.org',
      password: ' a long password ',
    });
    const half = loadConfig({ ADMIN_EMAIL: 'coach@example.org' });
    expect(half.startupAdmin).toBeUndefined();
    expect(half.warnings.some((warning) => warning.startsWith('Only one of ADMIN_EMAIL and ADMIN_PASSWORD is set'))).toBe(true);
    expect(() => loadConfig({ ADMIN_EMAIL: 'coach@example.org', ADMIN_PASSWORD: 'too short' })).toThrow(/ADMIN_PASSWORD: An admin password needs at least 12 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'coach', ADMIN_PASSWORD: 'a long password' })).toThrow(/ADMIN_EMAIL must be an email address/);
  });

  it('refuses the published development values on an address other machines can reach, naming what to set', () => {
    const ownValues = { ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, VAULT_PEPPER: 'p'.repeat(40) };
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'save.example.org']) {
      expect(() => loadConfig({ HOST })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST })).toThrow(
        `The server would listen on ${HOST}, which other machines can reach, with the published development value of ACCESS_CODE_TOOLS_BUNDLE, ACCESS_CODE_EDUCATOR, VAULT_PEPPER, TOTP_ENCRYPTION_KEY. Set ACCESS_CODE_TOOLS_BUNDLE, ACCESS_CODE_EDUCATOR, VAULT_PEPPER, TOTP_ENCRYPTION_KEY to values of your own`,
      );
      // Written out in full, the published values are refused the same.
      expect(() => loadConfig({ HOST, NODE_ENV: 'test', ...ownValues, ACCESS_CODE_EDUCATOR: devAccessCodes.educator })).toThrow(
        /published development value of ACCESS_CODE_EDUCATOR\. Set ACCESS_CODE_EDUCATOR to values of your own/,
      );
      expect(() => loadConfig({ HOST, ...ownValues, VAULT_PEPPER: devVaultPepper })).toThrow(/published development value of VAULT_PEPPER\./);
      // With values of its own it starts there.
      expect(loadConfig({ HOST, ...ownValues }).host).toBe(HOST);
      // NODE_ENV=development says "my own machine": the development values work anywhere.
      expect(loadConfig({ HOST, NODE_ENV: 'development' }).accessCodeToolsBundle).toBe(devAccessCodes.toolsBundle);
    }
    // On loopback they work, with a warning.
    for (const HOST of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(HOST)).toBe(true);
      const config = loadConfig({ HOST, NODE_ENV: 'test' });
      expect(config.accessCodeEducator).toBe(devAccessCodes.educator);
      expect(config.warnings).toContain('ACCESS_CODE_EDUCATOR is not set: using the development default from .env.example.');
    }
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('localhost.example.org')).toBe(false);
  });

  it('listens on every address in production, where the published values are never taken', () => {
    const secrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), VAULT_PEPPER: 'p'.repeat(40), ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, RECEIPT_SIGNING_KEY: 'k'.repeat(43) };
    expect(loadConfig(secrets).host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...secrets, HOST: '127.0.0.1', ACCESS_CODE_TOOLS_BUNDLE: devAccessCodes.toolsBundle })).toThrow(
      /ACCESS_CODE_TOOLS_BUNDLE is still the development default/,
    );
  });

  it('names session cookies with the __Host- prefix in production only (it needs HTTPS)', () => {
    const secrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), VAULT_PEPPER: 'p'.repeat(40), ACCESS_CODE_TOOLS_BUNDLE: A, ACCESS_CODE_EDUCATOR: B, TOTP_ENCRYPTION_KEY: T, RECEIPT_SIGNING_KEY: 'k'.repeat(43) };
    expect(loadConfig(secrets).cookiePrefix).toBe('__Host-');
    expect(loadConfig({}).cookiePrefix).toBe('');
    expect(loadConfig({ NODE_ENV: 'development' }).cookiePrefix).toBe('');
  });

  it('offers the move of an old tool account through LEGACY_TOOLS_UNTIL (a whole UTC day), 2027-02-26 by default', () => {
    expect(DEFAULT_LEGACY_TOOLS_UNTIL).toBe('2027-02-26');
    expect(loadConfig({}).legacyToolsUntil).toBe('2027-02-26');
    expect(loadConfig({ LEGACY_TOOLS_UNTIL: '2026-12-31' }).legacyToolsUntil).toBe('2026-12-31');
    for (const bad of ['tomorrow', '2027-02-30', '2027-2-26', '26/02/2027']) {
      expect(() => loadConfig({ LEGACY_TOOLS_UNTIL: bad })).toThrow(/LEGACY_TOOLS_UNTIL must be a date written YYYY-MM-DD/);
    }
    expect(legacyToolsOpen('2027-02-26', new Date('2027-02-26T23:59:59.999Z'))).toBe(true);
    expect(legacyToolsOpen('2027-02-26', new Date('2027-02-27T00:00:00.000Z'))).toBe(false);
  });
});
