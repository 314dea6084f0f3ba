import { describe, expect, it } from 'vitest';
import { defaultRetentionDays, retentionEnvNames } from '@core/retention';
import { ConfigError, loadConfig } from '../config';

const base = { NODE_ENV: 'test', HOST: '127.0.0.1' };

describe('retention periods in the configuration', () => {
  it('has the defaults the privacy policy states', () => {
    expect(loadConfig(base).retentionDays).toEqual(defaultRetentionDays);
  });

  it('reads each RETENTION_*_DAYS, and says when a period is longer than the policy states', () => {
    const config = loadConfig({ ...base, RETENTION_MESSAGE_DAYS: '30', RETENTION_SIGNUP_DAYS: '730', RETENTION_OUTBOX_DAYS: '7' });
    expect(config.retentionDays).toEqual({ ...defaultRetentionDays, messages: 30, signups: 730, outboxEmails: 7 });
    const warnings = config.warnings.filter((warning) => warning.includes('RETENTION_'));
    expect(warnings).toEqual([expect.stringContaining('RETENTION_SIGNUP_DAYS is 730 days, longer than the 365')]);
  });

  it('refuses a period that is not a whole number of days from 1 to 3650', () => {
    for (const name of Object.values(retentionEnvNames)) {
      for (const value of ['0', '-5', '1.5', 'ninety', '3651', '90d']) {
        expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
        expect(() => loadConfig({ ...base, [name]: value })).toThrow(`${name} must be a whole number of days from 1 to 3650, not "${value}".`);
      }
    }
  });
});
