import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@core/contracts/admin';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { bookings, limitCounters, notifications } from '../db/schema';
import { consoleHeaders, createTestAdmin, signInAdmin } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';
import { type SmtpInbox, startSmtpInbox } from '../test-support/smtp-inbox';
import { clientSubjects } from './messages';
import { MAX_ATTEMPTS, NotificationService, RETRY_DELAYS_MS } from './notification-service';

const COACH = 'coach@example.org';
const PASSWORD = 'a long admin password';
/** Words that must never reach her inbox or her calendar. */
const revealing = /abuse|abusive|violen|recover|surviv|trauma|S\.A\.V\.E|sisterhood|coach|healing|crisis|toxic/i;

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Private',
  email: 'jane.private@example.org',
  phone: '555-987-6543',
  serviceType: 'individual',
  // 2:30 PM in Chicago (CST, UTC-6) on a Tuesday.
  preferredDateTime: '2027-03-02T20:30:00.000Z',
  notes: 'Only call after 6, he checks my phone.',
  timeZone: 'America/Chicago',
  ...overrides,
});

/** An address nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabases())('emails on $name', (target) => {
  let database: DatabaseHandle;
  let inbox: SmtpInbox;
  let clock: Date;
  const opened: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await target.open();
    inbox = await startSmtpInbox();
    await createTestAdmin(database.db, 'admin@example.org', PASSWORD);
  });
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
    // Each test starts with an empty queue: nothing left over is retried into the next one.
    await database.db.update(notifications).set({ status: 'skipped' }).where(eq(notifications.status, 'pending'));
    inbox.received.splice(0);
    inbox.refuseNext(0, 451);
    inbox.delayMs = 0;
    // The rate limits are kept in the database this file shares: each test starts uncounted.
    await database.db.delete(limitCounters);
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });

  /** An app whose mail queue runs on our clock, and only after answers or when asked. */
  async function open(config: Partial<ServerConfig> = {}) {
    clock = new Date();
    const fullConfig = testConfig({ smtpUrl: inbox.url, notifyEmail: COACH, mailFrom: 'Appointments <hello@example.net>', ...config });
    const service = new NotificationService({ db: database.db, config: fullConfig, now: () => clock, pollMs: 0 });
    const app = await buildApp(fullConfig, { database, notifications: service });
    opened.push(app);
    const { jar } = await signInAdmin(app, 'admin@example.org', PASSWORD);
    return { app, service, jar };
  }
  const book = (app: FastifyInstance, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/bookings', payload: booking(overrides) });
  const setStatus = (app: FastifyInstance, jar: CookieJar, id: number, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/admin/bookings/${id}`, headers: consoleHeaders(jar), payload: { status } });
  const rowsFor = (bookingId: number) => database.db.select().from(notifications).where(eq(notifications.bookingId, bookingId));

  it('tells NOTIFY_EMAIL of a new booking after the answer, without her name, email, phone or notes', async () => {
    const { app, service } = await open();
    const response = await book(app);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [mail] = await inbox.waitFor(1);
    expect(mail!.envelopeTo).toEqual([COACH]);
    expect(mail!.subject).toBe(`New booking request #${id}`);
    expect(mail!.from?.value).toEqual([{ name: 'Appointments', address: 'hello@example.net' }]);
    expect(mail!.text).toContain('Service: Individual Session (90 min) - $150');
    expect(mail!.text).toContain('Preferred time: Tuesday, March 2, 2027 at 2:30 PM Central Standard Time (her time)');
    expect(mail!.text).toContain('/admin?view=bookings');
    expect(mail!.text).not.toMatch(/Jane|jane\.private|555-987|call after 6/);
    await service.runDue();
    expect((await rowsFor(id)).map((row) => [row.kind, row.status, row.attempts])).toEqual([['booking_received', 'sent', 1]]);
  });

  it('tells NOTIFY_EMAIL of a new message, without what she wrote', async () => {
    const { app } = await open();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada Private', email: 'ada@example.org', message: 'Please do not write back to this address.', subject: 'Donation Inquiry' },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe(`New message #${response.json<{ id: number }>().id}: Donation Inquiry`);
    expect(mail!.text).toContain('/admin?view=messages');
    expect(mail!.text).not.toMatch(/Ada|ada@|write back/);
  });

  it('emails nobody about new bookings when NOTIFY_EMAIL is not set', async () => {
    const { app, service } = await open({ notifyEmail: undefined });
    const { id } = (await book(app)).json<{ id: number }>();
    await service.runDue();
    expect(await rowsFor(id)).toEqual([]);
    expect(inbox.received).toEqual([]);
  });

  it('confirming sends her a neutral confirmation with a calendar invitation, in her time zone', async () => {
    const { app, service, jar } = await open({ notifyEmail: undefined });
    const { id } = (await book(app)).json<{ id: number }>();
    const confirmed = await setStatus(app, jar, id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    const [mail] = await inbox.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['jane.private@example.org']);
    expect(mail!.subject).toBe(clientSubjects.confirmed);
    expect(mail!.from?.value[0]?.name).toBe('Appointments');
    expect(mail!.text).toContain('Hello Jane Private,');
    expect(mail!.text).toContain('Tuesday, March 2, 2027 at 2:30 PM Central Standard Time');
    expect(mail!.text).toContain('Length: 1 hour');
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(revealing);

    const calendar = mail!.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(calendar).toBeDefined();
    // Long lines are folded (CRLF and a space): unfold them to read.
    const ics = calendar!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SUMMARY:Appointment');
    expect(ics).toContain('DTSTART:20270302T203000Z');
    expect(ics).toContain('DTEND:20270302T213000Z');
    expect(ics).toContain(`UID:appointment-${id}@`);
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:jane.private@example.org');
    expect(ics).toContain('ORGANIZER;CN="Appointments":mailto:hello@example.net');
    expect(ics.replace(/^(UID|ORGANIZER|ATTENDEE).*$/gm, '')).not.toMatch(revealing);

    // The console shows that it went.
    await service.runDue();
    const list = await app.inject({ method: 'GET', url: '/api/admin/bookings', headers: consoleHeaders(jar) });
    expect(list.json<{ items: { id: number; clientEmail: unknown }[] }>().items.find((item) => item.id === id)?.clientEmail).toEqual({
      kind: 'confirmation',
      state: 'sent',
    });
  });

  it('a booking made in Spanish gets its confirmation, invitation and cancellation in Spanish (issue 20)', async () => {
    const { app, jar } = await open({ notifyEmail: undefined });
    const response = await book(app, { locale: 'es' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(stored?.locale).toBe('es');

    await setStatus(app, jar, id, 'confirmed');
    const [mail] = await inbox.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['jane.private@example.org']);
    expect(mail!.subject).toBe('Tu cita está confirmada');
    expect(mail!.text).toContain('Hola, Jane Private:');
    expect(mail!.text).toContain('martes, 2 de marzo de 2027');
    expect(mail!.text).toContain('hora estándar central');
    expect(mail!.text).toContain('Duración: 1 hora');
    expect(mail!.text).not.toMatch(/Hello|Your appointment|Length|Tuesday|March/);
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/abuso|violencia|recuperaci|sobreviv|trauma|S\.A\.V\.E|hermandad|coach|sanaci|crisis/i);
    const ics = mail!.attachments
      .find((attachment) => attachment.contentType.startsWith('text/calendar'))!
      .content.toString('utf8')
      .replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY;LANGUAGE=es:Cita');
    expect(ics).toContain('DESCRIPTION;LANGUAGE=es:Para cambiar o cancelar esta cita\\, responde al correo con el que llegó.');
    expect(ics).toContain('DTSTART:20270302T203000Z');

    await setStatus(app, jar, id, 'cancelled');
    const [, cancellation] = await inbox.waitFor(2);
    expect(cancellation!.subject).toBe('Tu cita se canceló');
    expect(cancellation!.text).toContain('martes, 2 de marzo de 2027');
    expect(cancellation!.text).toContain('se canceló.');
  });

  it('cancelling a confirmed booking sends a cancellation of the same event', async () => {
    const { app, jar } = await open({ notifyEmail: undefined });
    const { id } = (await book(app, { timeZone: 'Europe/London', preferredDateTime: '2027-07-01T09:00:00.000Z' })).json<{ id: number }>();
    await setStatus(app, jar, id, 'confirmed');
    const [invitation] = await inbox.waitFor(1);
    await setStatus(app, jar, id, 'cancelled');
    const [, cancellation] = await inbox.waitFor(2);
    expect(invitation!.text).toContain('Thursday, July 1, 2027 at 10:00 AM British Summer Time');
    expect(cancellation!.subject).toBe(clientSubjects.cancelled);
    expect(cancellation!.text).toContain('Thursday, July 1, 2027 at 10:00 AM British Summer Time');
    const icsOf = (mail: typeof invitation) =>
      mail!.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!.content.toString('utf8');
    const uid = (text: string) => /UID:(.*)\r\n/.exec(text)?.[1];
    const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(icsOf(cancellation)).toContain('METHOD:CANCEL');
    expect(icsOf(cancellation)).toContain('STATUS:CANCELLED');
    expect(uid(icsOf(cancellation))).toBe(uid(icsOf(invitation)));
    expect(sequence(icsOf(cancellation))).toBeGreaterThan(sequence(icsOf(invitation)));
  });

  it('sends nothing to her when the booking is cancelled before the invitation went', async () => {
    const { app, service, jar } = await open({ notifyEmail: undefined });
    inbox.refuseNext(1, 451);
    const { id } = (await book(app)).json<{ id: number }>();
    await setStatus(app, jar, id, 'confirmed');
    await service.runDue();
    await setStatus(app, jar, id, 'cancelled');
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0] + 1000);
    await service.runDue();
    expect((await rowsFor(id)).map((row) => [row.kind, row.status])).toEqual([
      ['booking_confirmed', 'skipped'],
      ['booking_cancelled', 'skipped'],
    ]);
    expect(inbox.received).toEqual([]);
  });

  it('never slows a booking: the answer comes first, a slow mail server after', async () => {
    const { app, service } = await open();
    inbox.delayMs = 1500;
    const started = performance.now();
    const response = await book(app);
    const took = performance.now() - started;
    expect(response.statusCode).toBe(201);
    expect(took).toBeLessThan(1000);
    expect(inbox.received).toHaveLength(0);
    await service.runDue();
    expect(inbox.received).toHaveLength(1);
  });

  it('retries a refused email later, and never fails the booking', async () => {
    const { app, service } = await open();
    inbox.refuseNext(2, 451);
    const response = await book(app);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    await service.runDue();
    let [row] = await rowsFor(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'EMESSAGE 451' });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + RETRY_DELAYS_MS[0]);

    // Not before its time…
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0] - 1000);
    expect(await service.runDue()).toBe(0);
    // …then the second try is refused too, and the third goes.
    clock = new Date(clock.getTime() + 2000);
    await service.runDue();
    [row] = await rowsFor(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    clock = new Date(row!.nextAttemptAt.getTime() + 1);
    await service.runDue();
    [row] = await rowsFor(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(inbox.received).toHaveLength(1);
    expect((await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status).toBe('pending');
  });

  it('keeps a booking when the mail server is down, and keeps trying', async () => {
    const { app, service } = await open({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const response = await book(app);
    expect(response.statusCode).toBe(201);
    await service.runDue();
    const [row] = await rowsFor(response.json<{ id: number }>().id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^E(SOCKET|CONNECTION)$/) });
  });

  it('gives up on a permanent refusal at once, and after every retry on a passing one; the console counts it', async () => {
    const { app, service, jar } = await open();
    const overview = async () => (await app.inject({ method: 'GET', url: '/api/admin/overview', headers: consoleHeaders(jar) })).json<AdminOverview>();
    const failedBefore = (await overview()).failedEmails;

    inbox.refuseNext(1, 550);
    const permanent = (await book(app)).json<{ id: number }>().id;
    await service.runDue();
    expect((await rowsFor(permanent))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'EMESSAGE 550' });

    inbox.refuseNext(MAX_ATTEMPTS, 451);
    const passing = (await book(app)).json<{ id: number }>().id;
    await service.runDue();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [row] = await rowsFor(passing);
      clock = new Date(row!.nextAttemptAt.getTime() + 1);
      await service.runDue();
    }
    expect((await rowsFor(passing))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await overview()).failedEmails).toBe(failedBefore + 2);
    expect(inbox.received).toEqual([]);
  });

  it('writes .eml files to DATA_DIR/outbox when there is no SMTP_URL', async () => {
    const config = testConfig({ notifyEmail: COACH });
    expect(config.outboxDir.endsWith('outbox')).toBe(true);
    const { app, service, jar } = await open({ smtpUrl: undefined, outboxDir: config.outboxDir });
    expect(service.mailer.description).toBe(`.eml files in ${config.outboxDir}`);
    const { id } = (await book(app)).json<{ id: number }>();
    await setStatus(app, jar, id, 'confirmed');
    await service.runDue();
    const files = (await readdir(config.outboxDir)).sort();
    expect(files).toEqual([expect.stringMatching(new RegExp(`booking-received-\\d+\\.eml$`)), expect.stringMatching(/booking-confirmed-\d+\.eml$/)].sort());
    const confirmation = await simpleParser(await readFile(join(config.outboxDir, files.find((file) => file.includes('confirmed'))!)));
    expect(confirmation.subject).toBe(clientSubjects.confirmed);
    expect(confirmation.attachments.some((attachment) => attachment.content.toString('utf8').includes('METHOD:REQUEST'))).toBe(true);
  });
});
