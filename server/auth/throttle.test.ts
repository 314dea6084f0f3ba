import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, LoginThrottle } from './throttle';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('LoginThrottle', () => {
  it('locks an account after 5 failures in 15 minutes, whatever the case or spaces of the email', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      throttle.recordFailure({ account: 'Ana@Example.org', address: `10.0.0.${attempt}` });
      time.advance(1000);
    }
    expect(throttle.isLocked({ account: 'ana@example.org', address: '10.0.1.1' })).toBe(false);
    throttle.recordFailure({ account: ' ana@example.org ', address: '10.0.0.9' });
    expect(throttle.isLocked({ account: 'ANA@example.org', address: '10.0.1.1' })).toBe(true);
    expect(throttle.isLocked({ account: 'other@example.org', address: '10.0.1.1' })).toBe(false);
  });

  it('locks an address after 20 failures in 15 minutes, across accounts', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let attempt = 0; attempt < 19; attempt += 1) throttle.recordFailure({ account: `user${attempt}@example.org`, address: '10.0.0.1' });
    expect(throttle.isLocked({ account: 'fresh@example.org', address: '10.0.0.1' })).toBe(false);
    throttle.recordFailure({ account: 'user19@example.org', address: '10.0.0.1' });
    expect(throttle.isLocked({ account: 'fresh@example.org', address: '10.0.0.1' })).toBe(true);
    expect(throttle.isLocked({ account: 'fresh@example.org', address: '10.0.0.2' })).toBe(false);
  });

  it('lasts until the failures leave the window', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 5; attempt += 1) throttle.recordFailure(keys);
    time.advance(LOGIN_WINDOW_MS - 1);
    expect(throttle.isLocked(keys)).toBe(true);
    time.advance(1);
    expect(throttle.isLocked(keys)).toBe(false);
  });

  it('counts only failures inside the window (old ones do not add up)', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.recordFailure(keys);
    time.advance(LOGIN_WINDOW_MS);
    throttle.recordFailure(keys);
    expect(throttle.isLocked(keys)).toBe(false);
  });

  it('clears the account on success but keeps counting the address', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now, maxPerAddress: 6 });
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.recordFailure(keys);
    throttle.recordSuccess({ account: 'ANA@example.org' });
    throttle.recordFailure(keys);
    expect(throttle.isLocked({ account: 'ana@example.org', address: '10.9.9.9' })).toBe(false);
    throttle.recordFailure(keys);
    expect(throttle.isLocked({ account: 'other@example.org', address: '10.0.0.1' })).toBe(true);
  });

  it('keeps its memory bounded: old entries are pruned and the maps are capped', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now, maxEntries: 100 });
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      throttle.recordFailure({ account: `user${attempt}@example.org`, address: `10.0.${Math.floor(attempt / 250)}.${attempt % 250}` });
    }
    expect(throttle.size.accounts).toBeLessThanOrEqual(100);
    expect(throttle.size.addresses).toBeLessThanOrEqual(100);
    time.advance(LOGIN_WINDOW_MS + 60_000);
    throttle.recordFailure({ account: 'late@example.org', address: '10.1.0.1' });
    expect(throttle.size).toEqual({ accounts: 1, addresses: 1 });
  });

  it('with lockoutMs, locks for that long from the failure that reached the limit, even if the failures were spread out', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now, maxPerAddress: 5, lockoutMs: LOGIN_WINDOW_MS });
    const keys = { account: 'coach@example.org', address: '10.0.0.1' };
    // Five failures three minutes apart: the fifth comes 12 minutes after the first.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(throttle.isLocked(keys)).toBe(false);
      throttle.recordFailure(keys);
      if (attempt < 4) time.advance(3 * 60_000);
    }
    expect(throttle.isLocked(keys)).toBe(true);
    // The first failure has left the window, but the lock runs 15 minutes from the fifth.
    time.advance(LOGIN_WINDOW_MS - 1);
    expect(throttle.isLocked(keys)).toBe(true);
    expect(throttle.isLocked({ account: 'coach@example.org', address: '10.0.0.2' })).toBe(true);
    expect(throttle.isLocked({ account: 'other@example.org', address: '10.0.0.1' })).toBe(true);
    time.advance(1);
    expect(throttle.isLocked(keys)).toBe(false);
  });

  it('with lockoutMs and maxPerAddress 5, five failures from one address on different emails lock the address', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now, maxPerAddress: 5, lockoutMs: LOGIN_WINDOW_MS });
    for (let attempt = 0; attempt < 5; attempt += 1) throttle.recordFailure({ account: `guess${attempt}@example.org`, address: '10.0.0.7' });
    expect(throttle.isLocked({ account: 'coach@example.org', address: '10.0.0.7' })).toBe(true);
    expect(throttle.isLocked({ account: 'coach@example.org', address: '10.0.0.8' })).toBe(false);
  });
});
