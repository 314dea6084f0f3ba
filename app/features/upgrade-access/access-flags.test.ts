import { describe, expect, it } from 'vitest';
import { accessFlagKeys } from '@core/contracts/upgrade';
import { storeAccessFlags } from './access-flags';

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
