import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { NotificationService } from './notify/notification-service';
import { consoleHeaders, createTestAdmin, signInAdmin } from './test-support/admin-session';
import { signInTool } from './test-support/test-app';
import { testConfig } from './test-support/test-config';
import { testDatabases } from './test-support/test-database';
import { type SmtpInbox, startSmtpInbox } from './test-support/smtp-inbox';

/** What people typed, which no log line may carry. */
const secrets = {
  name: 'Marisol Quintero',
  email: 'marisol.q@example.org',
  phone: '555-246-8135',
  notes: 'He checks my phone after nine',
  adminEmail: 'coach.private@example.org',
  adminPassword: 'correct horse battery',
  wrongPassword: 'wrong horse battery',
  passphrase: 'quiet river stones',
  reflection: 'Today I felt my own voice again',
};

describe('structured logs', () => {
  let database: DatabaseHandle;
  let inbox: SmtpInbox;
  let app: FastifyInstance;
  let service: NotificationService;
  const lines: string[] = [];

  beforeAll(async () => {
    const [target] = testDatabases({});
    database = await target!.open();
    inbox = await startSmtpInbox();
    const config = testConfig({ logLevel: 'info', smtpUrl: inbox.url, notifyEmail: 'team.private@example.org' });
    service = new NotificationService({ db: database.db, config, pollMs: 0 });
    app = await buildApp(config, { database, notifications: service, logStream: { write: (line) => void lines.push(line) } });
    await createTestAdmin(database.db, secrets.adminEmail, secrets.adminPassword);
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.close();
  });

  it('log a booking, its emails, admin sign-ins and a tool reflection as JSON lines without anything a person typed', async () => {
    const booked = await app.inject({
      method: 'POST',
      url: `/api/bookings?email=${secrets.email}`,
      payload: {
        name: secrets.name,
        email: secrets.email,
        phone: secrets.phone,
        serviceType: 'individual',
        preferredDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        notes: secrets.notes,
        timeZone: 'America/Chicago',
      },
    });
    expect(booked.statusCode).toBe(201);
    const failed = await signInAdmin(app, secrets.adminEmail, secrets.wrongPassword, { remoteAddress: '10.9.0.1' });
    expect(failed.response.statusCode).toBe(401);
    const { response, jar } = await signInAdmin(app, secrets.adminEmail, secrets.adminPassword);
    expect(response.statusCode).toBe(200);
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booked.json<{ id: number }>().id}`,
      headers: consoleHeaders(jar),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/admin/assessments/lookup', headers: consoleHeaders(jar), payload: { email: secrets.email } });
    const tool = await signInTool(app, secrets.email, secrets.passphrase);
    const reflected = await app.inject({
      method: 'POST',
      url: '/api/affirmations',
      headers: tool.jar.headers(),
      payload: { day: 1, completed: true, reflection: secrets.reflection },
    });
    expect(reflected.statusCode).toBe(201);
    await service.runDue();
    await inbox.waitFor(2);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // Structured: every line is JSON with a level and a time.
    expect(entries.every((entry) => typeof entry.level === 'number' && typeof entry.time === 'number')).toBe(true);
    expect(entries).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/bookings', statusCode: 201 }));
    expect(entries).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/admin/login', statusCode: 401 }));
    expect(entries).toContainEqual(expect.objectContaining({ event: 'admin-login-failed' }));
    expect(entries).toContainEqual(expect.objectContaining({ event: 'admin-login', admin: expect.any(Number) }));
    expect(entries).toContainEqual(expect.objectContaining({ event: 'admin-booking-status', from: 'pending', to: 'confirmed' }));
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'email sent', kind: 'booking_received' }));
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'email sent', kind: 'booking_confirmed' }));

    const text = lines.join('\n');
    for (const [what, value] of Object.entries({ ...secrets, team: 'team.private@example.org', nameAlone: 'Marisol', domain: 'example.org' })) {
      expect(text, what).not.toContain(value);
    }
  });

  it('redact personal fields even when someone logs a whole object', () => {
    app.log.info(
      {
        email: 'a@example.org',
        booking: { name: 'Name Here', phone: '555', notes: 'n', email: 'b@example.org' },
        body: { anything: 'x' },
        password: 'p',
        user: { passphrase: 'pp', reflection: 'r', firstName: 'F', lastName: 'L', authorEmail: 'c@example.org' },
      },
      'careless',
    );
    const line = lines.at(-1) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      msg: 'careless',
      email: '[redacted]',
      booking: { name: '[redacted]', phone: '[redacted]', notes: '[redacted]', email: '[redacted]' },
      body: '[redacted]',
      password: '[redacted]',
      user: { passphrase: '[redacted]', reflection: '[redacted]', firstName: '[redacted]', lastName: '[redacted]', authorEmail: '[redacted]' },
    });
  });
});
