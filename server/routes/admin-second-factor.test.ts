import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodesSchema, secondFactorSetupSchema, secondFactorStatusSchema } from '@core/contracts/admin';
import { adminMessages } from '@core/content/api-messages';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '../auth/second-factor';
import { TotpSecretBox } from '../auth/totp-secret-box';
import { testConfig } from '../test-support/test-config';
import type { DatabaseHandle } from '../db/client';
import { adminRecoveryCodes, adminSecondFactors } from '../db/schema';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import { CookieJar, openTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const PASSWORD = 'a long admin password';

/** The code an authenticator app shows for this secret at this moment. */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** A 6-digit code that matches none of the steps around now (the server accepts one step either side). */
function wrongCodeFor(secret: string): string {
  const now = Date.now();
  const near = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((offset) => codeAt(secret, now + offset)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !near.has(code)) ?? '999999';
}

describe.each(testDatabases())('the console second factor on $name', (target) => {
  let harness: TestApp;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    harness = await openTestApp(target);
    ({ app, database } = harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const post = (jar: CookieJar, url: string, payload?: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: consoleHeaders(jar), ...(payload === undefined ? {} : { payload }) });
  const get = (jar: CookieJar, url: string) => app.inject({ method: 'GET', url, headers: consoleHeaders(jar) });
  const login = (email: string, body: Record<string, string>, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/admin/login', headers: consoleHeaders(new CookieJar()), payload: { email, password: PASSWORD, ...body }, remoteAddress });

  /** Signs in, sets up and confirms a second factor; answers its secret and recovery codes. */
  async function enrol(email: string, remoteAddress: string) {
    const userId = await createTestAdmin(database.db, email, PASSWORD);
    const { jar } = await signInAdmin(app, email, PASSWORD, { remoteAddress });
    expect(secondFactorStatusSchema.parse((await get(jar, '/api/admin/second-factor')).json())).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setupAnswer = await post(jar, '/api/admin/second-factor/setup');
    expect(setupAnswer.statusCode).toBe(200);
    const setup = secondFactorSetupSchema.parse(setupAnswer.json());
    return { userId, jar, setup };
  }

  it('enrols: a secret, its otpauth address and a QR code drawn here; a first right code turns it on and answers recovery codes once', async () => {
    const email = 'enrol@example.org';
    const { userId, jar, setup } = await enrol(email, '10.20.0.1');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Console:${encodeURIComponent(email)}?issuer=Console&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(setup.qrCodeSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);

    // Not on until confirmed: sign-in asks for nothing yet.
    expect((await login(email, {}, '10.20.0.2')).statusCode).toBe(200);
    expect((await get(jar, '/api/admin/session')).json()).toMatchObject({ secondFactor: false });

    // The password too: an open session alone cannot tie the console to another phone.
    const noPassword = await post(jar, '/api/admin/second-factor/confirm', { password: 'not the password at all', code: codeAt(setup.secret, Date.now()) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ error: adminMessages.wrongPassword });

    const wrong = await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: wrongCodeFor(setup.secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: adminMessages.wrongCode });

    const confirmed = await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(setup.secret, Date.now()) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    // Stored hashed only: no code, nor its 16 characters, is in the table.
    const stored = await database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(normalizeRecoveryCode(code));
    }
    // Shown once: confirming again, or setting up again while on, is refused.
    expect((await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(setup.secret, Date.now() + 30_000) })).statusCode).toBe(409);
    const again = await post(jar, '/api/admin/second-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMessages.secondFactorOn });
    expect(secondFactorStatusSchema.parse((await get(jar, '/api/admin/second-factor')).json())).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // The secret is stored sealed (AES-256-GCM under TOTP_ENCRYPTION_KEY): neither it nor its bytes in any spelling are in the table.
    const [row] = await database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
    expect(row?.secret).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain(setup.secret);
    expect(rowText.toLowerCase()).not.toContain(setup.secret.toLowerCase());
    expect(rowText).not.toContain(Buffer.from(Secret.fromBase32(setup.secret).bytes).toString('base64url'));
    expect(new TotpSecretBox(testConfig().totpEncryptionKey).open(userId, row!.secret)).toBe(setup.secret);
  });

  it('asks for the code at sign-in once the password is right, takes each TOTP code once, and refuses a wrong one', async () => {
    const email = 'totp@example.org';
    const { setup, jar } = await enrol(email, '10.21.0.1');
    // Confirmed with the code of the step before now: the current step is still unused.
    expect((await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(setup.secret, Date.now() - 30_000) })).statusCode).toBe(200);

    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: consoleHeaders(jar),
      payload: { email, password: 'not the password at all' },
      remoteAddress: '10.21.0.2',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: adminMessages.wrongCredentials });

    const noCode = await login(email, {}, '10.21.0.2');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: adminMessages.codeNeeded, secondFactorRequired: true });
    expect(noCode.headers['set-cookie']).toBeUndefined();

    const wrongCode = await login(email, { code: wrongCodeFor(setup.secret) }, '10.21.0.2');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({ error: adminMessages.wrongCode, secondFactorRequired: true });

    const code = codeAt(setup.secret, Date.now());
    const signedIn = await login(email, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, '10.21.0.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ email, secondFactor: true, mustEnrolSecondFactor: false, emailDelivery: 'outbox' });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^save_admin=/);

    // The same code again (someone who saw it over her shoulder) does not open a session.
    const replay = await login(email, { code }, '10.21.0.3');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: adminMessages.wrongCode, secondFactorRequired: true });
  });

  it('takes each recovery code once, in any case and with or without dashes, and only for its own admin', async () => {
    const email = 'recovery@example.org';
    const other = 'other.recovery@example.org';
    const { setup, jar, userId: enrolledId } = await enrol(email, '10.22.0.1');
    const { recoveryCodes } = recoveryCodesSchema.parse(
      (await post(jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(setup.secret, Date.now()) })).json(),
    );
    const otherEnrolment = await enrol(other, '10.22.0.9');
    expect((await post(otherEnrolment.jar, '/api/admin/second-factor/confirm', { password: PASSWORD, code: codeAt(otherEnrolment.setup.secret, Date.now()) })).statusCode).toBe(200);

    const [first = '', second = ''] = recoveryCodes;
    // Another admin's password with this admin's recovery code: refused.
    expect((await login(other, { code: first }, '10.22.0.2')).statusCode).toBe(401);

    const used = await login(email, { code: first.toUpperCase().replaceAll('-', ' ') }, '10.22.0.2');
    expect(used.statusCode).toBe(200);
    const reused = await login(email, { code: first }, '10.22.0.3');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: adminMessages.wrongCode, secondFactorRequired: true });
    expect(secondFactorStatusSchema.parse((await get(jar, '/api/admin/second-factor')).json()).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    // Turning it off takes a code too (a recovery code here); a wrong one changes nothing.
    const refused = await post(jar, '/api/admin/second-factor/remove', { code: first });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: adminMessages.wrongCode });
    expect((await post(jar, '/api/admin/second-factor/remove', { code: second })).statusCode).toBe(204);
    expect(await database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, enrolledId))).toEqual([]);
    expect((await login(email, {}, '10.22.0.4')).statusCode).toBe(200);
  });

  it('needs an admin session and this site as Origin for every second-factor route', async () => {
    const outsider = new CookieJar();
    for (const [method, url] of [
      ['GET', '/api/admin/second-factor'],
      ['POST', '/api/admin/second-factor/setup'],
      ['POST', '/api/admin/second-factor/confirm'],
      ['POST', '/api/admin/second-factor/remove'],
    ] as const) {
      const response = await app.inject({ method, url, headers: consoleHeaders(outsider), ...(method === 'POST' ? { payload: { code: '123456' } } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
    const email = 'origin@example.org';
    await createTestAdmin(database.db, email, PASSWORD);
    const { jar } = await signInAdmin(app, email, PASSWORD, { remoteAddress: '10.23.0.1' });
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/admin/second-factor/setup',
      headers: { ...consoleHeaders(jar), origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
