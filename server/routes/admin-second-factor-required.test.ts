/**
 * In production every admin turns on two-step sign-in at her next sign-in (issue 25, item 6):
 * until she does, the console answers only her session and the Security screen's routes. And
 * secrets stored plain before they were sealed are sealed when the server starts.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { type AdminSession, recoveryCodesSchema, secondFactorSetupSchema } from '@core/contracts/admin';
import { adminMessages } from '@core/content/api-messages';
import { buildApp } from '../app';
import { newTotpSecret } from '../auth/second-factor';
import { TotpSecretBox } from '../auth/totp-secret-box';
import { adminSecondFactors } from '../db/schema';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { CookieJar, useTestApp } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const PASSWORD = 'a long admin password';
const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe.each(testDatabases())('two-step sign-in required (production) on $name', (target) => {
  const suite = useTestApp(target, { config: { secondFactorRequired: true } });

  const get = (jar: CookieJar, url: string) => suite.app.inject({ method: 'GET', url, headers: consoleHeaders(jar) });
  const post = (jar: CookieJar, url: string, payload?: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url, headers: consoleHeaders(jar), ...(payload === undefined ? {} : { payload }) });

  it('signs her in to the Security screen only, until she turns it on; then the whole console, and the code at every sign-in', async () => {
    const email = 'new.coach@example.org';
    await createTestAdmin(suite.database.db, email, PASSWORD);
    const { response, jar } = await signInAdmin(suite.app, email, PASSWORD, { remoteAddress: '10.30.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminSession>()).toEqual({ email, secondFactor: false, mustEnrolSecondFactor: true, emailDelivery: 'outbox' });

    // Everything else waits for it, reads and writes alike.
    for (const [method, url] of [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/bookings'],
      ['GET', '/api/admin/export/signups.csv'],
      ['POST', '/api/admin/assessments/lookup'],
    ] as const) {
      const answer = await suite.app.inject({ method, url, headers: consoleHeaders(jar), ...(method === 'POST' ? { payload: { email: 'someone@example.org' } } : {}) });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toEqual({ error: adminMessages.enrolFirst });
    }
    expect((await get(jar, '/api/admin/session')).json()).toMatchObject({ mustEnrolSecondFactor: true });

    // The Security screen's flow: set up, confirm with her password and a code, recovery codes once.
    const setup = secondFactorSetupSchema.parse((await post(jar, '/api/admin/second-factor/setup')).json());
    const confirmed = await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(recoveryCodesSchema.parse(confirmed.json()).recoveryCodes).toHaveLength(10);

    expect((await get(jar, '/api/admin/session')).json()).toMatchObject({ secondFactor: true, mustEnrolSecondFactor: false });
    expect((await get(jar, '/api/admin/overview')).statusCode).toBe(200);

    // Next sign-in asks for the code.
    const again = await signInAdmin(suite.app, email, PASSWORD, { remoteAddress: '10.30.0.1' });
    expect(again.response.statusCode).toBe(401);
    expect(again.response.json()).toEqual({ error: adminMessages.codeNeeded, secondFactorRequired: true });
  });

  it('seals secrets stored plain when the server starts, and they still work', async () => {
    const email = 'old.coach@example.org';
    const userId = await createTestAdmin(suite.database.db, email, PASSWORD);
    const secret = newTotpSecret();
    // As the table held them before: the base32 secret itself.
    await suite.database.db.insert(adminSecondFactors).values({ userId, secret, enabledAt: new Date() });

    const restarted = await buildApp(testConfig({ secondFactorRequired: true }), { database: suite.database });
    try {
      await restarted.ready();
      const [row] = await suite.database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
      expect(TotpSecretBox.isSealed(row!.secret)).toBe(true);
      expect(row!.secret).not.toContain(secret);
      const signedIn = await restarted.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: consoleHeaders(new CookieJar()),
        payload: { email, password: PASSWORD, code: codeAt(secret) },
        remoteAddress: '10.30.0.2',
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ secondFactor: true, mustEnrolSecondFactor: false });
    } finally {
      await restarted.close();
    }
  });
});
