import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { limitCounters } from '../db/schema';
import { SharedLimits } from '../security/shared-limits';
import { testDatabases } from '../test-support/test-database';
import { LOGIN_WINDOW_MS, LoginThrottle } from './throttle';

function clock(start = 1_000_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe.each(testDatabases())('LoginThrottle on $name', (target) => {
  let database: DatabaseHandle;
  let time: ReturnType<typeof clock>;
  let limits: SharedLimits;
  const throttle = (options: Partial<ConstructorParameters<typeof LoginThrottle>[0]> = {}) =>
    new LoginThrottle({ limits, scope: 'test-login', ...options });

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(limitCounters);
    time = clock();
    limits = new SharedLimits(database.db, 'throttle-test-secret', time.now);
  });

  it('locks an account after 5 failures in 15 minutes, whatever the case or spaces of the email', async () => {
    const guard = throttle();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await guard.recordFailure({ account: 'Ana@Example.org', address: `10.0.0.${attempt}` });
      time.advance(1000);
    }
    expect(await guard.isLocked({ account: 'ana@example.org', address: '10.0.1.1' })).toBe(false);
    await guard.recordFailure({ account: ' ana@example.org ', address: '10.0.0.9' });
    expect(await guard.isLocked({ account: 'ANA@example.org', address: '10.0.1.1' })).toBe(true);
    expect(await guard.isLocked({ account: 'other@example.org', address: '10.0.1.1' })).toBe(false);
  });

  it('locks an address after 20 failures in 15 minutes, across accounts', async () => {
    const guard = throttle();
    for (let attempt = 0; attempt < 19; attempt += 1) await guard.recordFailure({ account: `user${attempt}@example.org`, address: '10.0.0.1' });
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '10.0.0.1' })).toBe(false);
    await guard.recordFailure({ account: 'user19@example.org', address: '10.0.0.1' });
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '10.0.0.1' })).toBe(true);
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '10.0.0.2' })).toBe(false);
  });

  it('counts an IPv6 visitor per /64: changing the last 64 bits does not escape the lock', async () => {
    const guard = throttle({ maxPerAddress: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await guard.recordFailure({ account: `user${attempt}@example.org`, address: `2001:db8:1:2::${attempt.toString(16)}` });
    }
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).toBe(true);
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '2001:db8:1:3::1' })).toBe(false);
    // An IPv4-mapped address is its IPv4 address.
    for (let attempt = 0; attempt < 3; attempt += 1) await guard.recordFailure({ account: `v4${attempt}@example.org`, address: '::ffff:192.0.2.7' });
    expect(await guard.isLocked({ account: 'fresh@example.org', address: '192.0.2.7' })).toBe(true);
  });

  it('lasts until the window that the failures opened ends', async () => {
    const guard = throttle();
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 5; attempt += 1) await guard.recordFailure(keys);
    time.advance(LOGIN_WINDOW_MS - 1);
    expect(await guard.isLocked(keys)).toBe(true);
    time.advance(1);
    expect(await guard.isLocked(keys)).toBe(false);
  });

  it('counts only failures inside the window (old ones do not add up)', async () => {
    const guard = throttle();
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 4; attempt += 1) await guard.recordFailure(keys);
    time.advance(LOGIN_WINDOW_MS);
    await guard.recordFailure(keys);
    expect(await guard.isLocked(keys)).toBe(false);
  });

  it('clears the account on success but keeps counting the address', async () => {
    const guard = throttle({ maxPerAddress: 6 });
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 4; attempt += 1) await guard.recordFailure(keys);
    await guard.recordSuccess({ account: 'ANA@example.org' });
    await guard.recordFailure(keys);
    expect(await guard.isLocked({ account: 'ana@example.org', address: '10.9.9.9' })).toBe(false);
    await guard.recordFailure(keys);
    expect(await guard.isLocked({ account: 'other@example.org', address: '10.0.0.1' })).toBe(true);
  });

  it('is shared: a second instance on the same database, and one started later, see the same failures', async () => {
    const first = throttle();
    const second = new LoginThrottle({ limits: new SharedLimits(database.db, 'throttle-test-secret', time.now), scope: 'test-login' });
    const keys = { account: 'ana@example.org', address: '10.0.0.1' };
    for (let attempt = 0; attempt < 5; attempt += 1) await (attempt % 2 === 0 ? first : second).recordFailure(keys);
    expect(await first.isLocked(keys)).toBe(true);
    expect(await second.isLocked(keys)).toBe(true);
    const restarted = throttle();
    expect(await restarted.isLocked(keys)).toBe(true);
    // Another throttle's scope counts apart.
    expect(await throttle({ scope: 'other-login' }).isLocked(keys)).toBe(false);
  });

  it('cannot be flooded: thousands of other keys leave a target locked, and the table names nobody', async () => {
    const guard = throttle();
    const target = { account: 'coach@example.org', address: '198.51.100.7' };
    for (let attempt = 0; attempt < 5; attempt += 1) await guard.recordFailure(target);
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 200 }, (_, n) => guard.recordFailure({ account: `flood${batch}-${n}@example.org`, address: `10.${batch}.${n >> 8}.${n & 255}` })),
      );
    }
    expect(await guard.isLocked({ account: 'coach@example.org', address: '203.0.113.1' })).toBe(true);
    const rows = await database.db.select().from(limitCounters);
    expect(rows.length).toBeGreaterThan(4000);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('coach');
    expect(stored).not.toContain('198.51.100.7');
    expect(stored).not.toContain('flood');
  });

  it('deletes counters whose window and lockout have ended, and keeps the others', async () => {
    const guard = throttle({ lockoutMs: 2 * LOGIN_WINDOW_MS, maxPerAccount: 1 });
    await guard.recordFailure({ account: 'locked@example.org', address: '10.0.0.1' });
    time.advance(60_000);
    await guard.recordFailure({ account: 'recent@example.org', address: '10.0.0.2' });
    time.advance(LOGIN_WINDOW_MS - 30_000);
    // Only 10.0.0.1's window has ended; locked@'s lockout runs on, and recent@'s window (and
    // lockout) end later.
    expect(await limits.purge()).toBe(1);
    expect(await guard.isLocked({ account: 'locked@example.org', address: '10.9.9.9' })).toBe(true);
    time.advance(2 * LOGIN_WINDOW_MS);
    expect(await limits.purge()).toBe(3);
    expect(await database.db.select().from(limitCounters)).toEqual([]);
  });

  it('with lockoutMs, locks for that long from the failure that reached the limit, even if the failures were spread out', async () => {
    const guard = throttle({ maxPerAddress: 5, lockoutMs: LOGIN_WINDOW_MS });
    const keys = { account: 'coach@example.org', address: '10.0.0.1' };
    // Five failures three minutes apart: the fifth comes 12 minutes after the first.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await guard.isLocked(keys)).toBe(false);
      await guard.recordFailure(keys);
      if (attempt < 4) time.advance(3 * 60_000);
    }
    expect(await guard.isLocked(keys)).toBe(true);
    // The window has ended, but the lock runs 15 minutes from the fifth.
    time.advance(LOGIN_WINDOW_MS - 1);
    expect(await guard.isLocked(keys)).toBe(true);
    expect(await guard.isLocked({ account: 'coach@example.org', address: '10.0.0.2' })).toBe(true);
    expect(await guard.isLocked({ account: 'other@example.org', address: '10.0.0.1' })).toBe(true);
    time.advance(1);
    expect(await guard.isLocked(keys)).toBe(false);
  });

  it('with lockoutMs and maxPerAddress 5, five failures from one address on different emails lock the address', async () => {
    const guard = throttle({ maxPerAddress: 5, lockoutMs: LOGIN_WINDOW_MS });
    for (let attempt = 0; attempt < 5; attempt += 1) await guard.recordFailure({ account: `guess${attempt}@example.org`, address: '10.0.0.7' });
    expect(await guard.isLocked({ account: 'coach@example.org', address: '10.0.0.7' })).toBe(true);
    expect(await guard.isLocked({ account: 'coach@example.org', address: '10.0.0.8' })).toBe(false);
  });
});
