import { describe, expect, it } from 'vitest';
import {
  ADMIN_ADDRESS_MAX_FAILURES,
  ADMIN_EMAIL_MAX_ATTEMPTS,
  ADMIN_KNOWN_ADDRESS_MS,
  ADMIN_LOCKOUT_MS,
  ADMIN_WINDOW_MS,
  AdminSignInGuard,
  MemoryLimitCounters,
} from './admin-lockout';

/** The policy over counters in memory, on a clock the test moves. */
function guardAt(start = 1_000_000) {
  let now = start;
  const guard = new AdminSignInGuard(new MemoryLimitCounters(() => now));
  return { guard, advance: (ms: number) => (now += ms) };
}

const coach = { email: 'Coach@Example.org', address: '203.0.113.9' };
const stranger = { email: 'coach@example.org', address: '198.51.100.7' };

describe('AdminSignInGuard', () => {
  it('locks only the (email, address) pair after 5 failures, for 15 minutes from the 5th', async () => {
    const { guard, advance } = guardAt();
    await guard.attempt(coach);
    await guard.recordSuccess(coach);
    for (let failure = 0; failure < 4; failure += 1) await guard.recordFailure(stranger);
    expect(await guard.check(stranger)).toEqual({ locked: false });
    advance(60_000);
    await guard.recordFailure(stranger);
    expect(await guard.attempt(stranger)).toEqual({ locked: true });
    // The same email (any case) from her address: not locked.
    expect(await guard.attempt(coach)).toEqual({ locked: false });

    advance(ADMIN_LOCKOUT_MS - 1);
    expect(await guard.check(stranger)).toEqual({ locked: true });
    advance(1);
    expect((await guard.check(stranger)).locked).toBe(false);
  });

  it('counts every attempt for an email before the password, from every address it never signed in from: the 11th is refused', async () => {
    const { guard, advance } = guardAt();
    const answers = [];
    for (let attempt = 0; attempt < ADMIN_EMAIL_MAX_ATTEMPTS + 2; attempt += 1) answers.push(await guard.attempt({ ...stranger, address: `198.51.100.${attempt}` }));
    expect(answers.map((answer) => answer.locked)).toEqual([...Array(ADMIN_EMAIL_MAX_ATTEMPTS).fill(false), true, true]);
    // A new address of hers is refused too while the window lasts…
    expect(await guard.attempt({ ...coach, address: '192.0.2.1' })).toEqual({ locked: true });
    // …then the budget starts again.
    advance(ADMIN_WINDOW_MS);
    expect(await guard.attempt({ ...coach, address: '192.0.2.1' })).toEqual({ locked: false });
  });

  it('an address where the email signed in spends none of its budget, for 90 days', async () => {
    const { guard, advance } = guardAt();
    await guard.attempt(coach);
    await guard.recordSuccess(coach);
    for (let attempt = 0; attempt < ADMIN_EMAIL_MAX_ATTEMPTS + 5; attempt += 1) await guard.attempt({ ...stranger, address: `198.51.100.${attempt}` });
    expect(await guard.attempt({ ...stranger, address: '198.51.100.200' })).toEqual({ locked: true });
    expect(await guard.attempt(coach)).toEqual({ locked: false });
    advance(ADMIN_KNOWN_ADDRESS_MS - ADMIN_WINDOW_MS);
    for (let attempt = 0; attempt < ADMIN_EMAIL_MAX_ATTEMPTS + 1; attempt += 1) await guard.attempt({ ...stranger, address: `198.51.100.${attempt}` });
    expect(await guard.attempt(coach)).toEqual({ locked: false });
    advance(ADMIN_WINDOW_MS);
    for (let attempt = 0; attempt < ADMIN_EMAIL_MAX_ATTEMPTS + 1; attempt += 1) await guard.attempt({ ...stranger, address: `198.51.100.${attempt}` });
    expect(await guard.attempt(coach)).toEqual({ locked: true });
  });

  it('locks an address that fails 20 times across emails, whatever email it tries next', async () => {
    const { guard } = guardAt();
    for (let failure = 0; failure < ADMIN_ADDRESS_MAX_FAILURES; failure += 1) {
      await guard.recordFailure({ email: `guess${failure}@example.org`, address: stranger.address });
    }
    expect(await guard.attempt({ email: 'anyone@example.org', address: stranger.address })).toEqual({ locked: true });
    expect((await guard.attempt({ email: 'anyone@example.org', address: coach.address })).locked).toBe(false);
  });
});
