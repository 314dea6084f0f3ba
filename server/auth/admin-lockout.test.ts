import { describe, expect, it } from 'vitest';
import { ADMIN_ADDRESS_MAX_FAILURES, ADMIN_LOCKOUT_MS, ADMIN_WINDOW_MS, AdminSignInGuard, MemoryLimitCounters } from './admin-lockout';

/** The policy over counters in memory, on a clock the test moves. */
function guardAt(start = 1_000_000) {
  let now = start;
  const guard = new AdminSignInGuard(new MemoryLimitCounters(() => now));
  return { guard, advance: (ms: number) => (now += ms) };
}

const coach = { email: 'Coach@Example.org', address: '203.0.113.9' };
const stranger = { email: 'coach@example.org', address: '198.51.100.7' };

describe('AdminSignInGuard', () => {
  it('locks only the (email, address) pair after 5 failures, for 15 minutes from the 5th; the email is only slowed down', async () => {
    const { guard, advance } = guardAt();
    for (let failure = 0; failure < 4; failure += 1) await guard.recordFailure(stranger);
    expect(await guard.check(stranger)).toEqual({ locked: false, delayMs: 0 });
    advance(60_000);
    await guard.recordFailure(stranger);
    expect(await guard.check(stranger)).toEqual({ locked: true });
    // The same email (any case) from her address: slower, never locked.
    expect(await guard.check(coach)).toEqual({ locked: false, delayMs: 500 });

    advance(ADMIN_LOCKOUT_MS - 1);
    expect(await guard.check(stranger)).toEqual({ locked: true });
    advance(1);
    expect((await guard.check(stranger)).locked).toBe(false);
  });

  it('a success clears the pair, not the email: the stranger stays slowed down after she signs in', async () => {
    const { guard, advance } = guardAt();
    for (let failure = 0; failure < 6; failure += 1) await guard.recordFailure({ ...stranger, address: `198.51.100.${failure}` });
    await guard.recordSuccess(coach);
    expect(await guard.check(stranger)).toEqual({ locked: false, delayMs: 1000 });
    // The window ends 15 minutes after the first failure: then the delay is gone.
    advance(ADMIN_WINDOW_MS);
    expect(await guard.check(stranger)).toEqual({ locked: false, delayMs: 0 });
  });

  it('locks an address that fails 20 times across emails, whatever email it tries next', async () => {
    const { guard } = guardAt();
    for (let failure = 0; failure < ADMIN_ADDRESS_MAX_FAILURES; failure += 1) {
      await guard.recordFailure({ email: `guess${failure}@example.org`, address: stranger.address });
    }
    expect(await guard.check({ email: 'anyone@example.org', address: stranger.address })).toEqual({ locked: true });
    expect((await guard.check({ email: 'anyone@example.org', address: coach.address })).locked).toBe(false);
  });
});
