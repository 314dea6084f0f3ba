import { describe, expect, it } from 'vitest';
import { accessFlagKeys } from '@core/contracts/upgrade';
import { storeAccessFlags } from './access-flags';
import { checkUpgradeInput } from './upgrade-input';

describe('checkUpgradeInput', () => {
  it.each([
    [{ level: null, email: 'maya@example.com', accessCode: 'x' }],
    [{ level: 'tools_bundle' as const, email: '  ', accessCode: 'x' }],
    [{ level: 'educator' as const, email: 'maya@example.com', accessCode: '   ' }],
  ])('a missing package, email or password is missing information: %o', (input) => {
    expect(checkUpgradeInput(input)).toEqual({ ok: false, problem: 'missing' });
  });

  it('an email that is not one is said inline', () => {
    expect(checkUpgradeInput({ level: 'tools_bundle', email: 'maya', accessCode: 'x' })).toEqual({
      ok: false,
      problem: 'invalid-email',
      message: 'Please enter a valid email address.',
    });
  });

  it('builds the request, trimmed', () => {
    expect(checkUpgradeInput({ level: 'educator', email: ' maya@example.com ', accessCode: ' CODE ' })).toEqual({
      ok: true,
      request: { email: 'maya@example.com', accessLevel: 'educator', accessCode: 'CODE' },
    });
  });
});

describe('storeAccessFlags', () => {
  it("sets the level's flag and the email", () => {
    const stored = new Map<string, string>();
    expect(storeAccessFlags({ setItem: (key, value) => stored.set(key, value) }, 'educator', 'maya@example.com')).toBe(true);
    expect(Object.fromEntries(stored)).toEqual({ [accessFlagKeys.educator]: 'true', [accessFlagKeys.email]: 'maya@example.com' });
    expect(accessFlagKeys).toEqual({ tools_bundle: 'access_tools', educator: 'access_educator', email: 'access_email' });
  });

  it('a browser that refuses storage does not break the upgrade', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    expect(storeAccessFlags(refusing, 'tools_bundle', 'maya@example.com')).toBe(false);
  });
});
