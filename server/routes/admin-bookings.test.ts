import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, AdminOverview, Page } from '@core/contracts/admin';
import { DEFAULT_VAULT_STORAGE_CAP_MB } from '../config';
import type { DatabaseHandle } from '../db/client';
import { bookings, contactSubmissions, communityPosts, notifications } from '../db/schema';
import { consoleHeaders, openSignedInConsole, type SignedInConsole } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const DAY = 24 * 3600 * 1000;

describe.each(testDatabases())('console bookings on $name', (target) => {
  let harness: SignedInConsole;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let jar: CookieJar;
  const ids: Record<string, number> = {};

  /** Inserts a booking created `ageMinutes` ago for an appointment `inDays` from now. */
  const insert = async (name: string, ageMinutes: number, inDays: number, status = 'pending') => {
    const [row] = await database.db
      .insert(bookings)
      .values({
        name,
        email: `${name.toLowerCase()}@example.org`,
        phone: '555-123-4567',
        serviceType: 'individual',
        preferredDateTime: new Date(Date.now() + inDays * DAY),
        timeZone: 'America/Chicago',
        // One booking made on the Spanish site: the console shows her language.
        locale: name === 'Middle' ? 'es' : 'en',
        status,
        createdAt: new Date(Date.now() - ageMinutes * 60_000),
      })
      .returning({ id: bookings.id });
    ids[name] = row!.id;
  };

  beforeAll(async () => {
    // No mail is sent here: the queue's rows are what these tests read.
    harness = await openSignedInConsole(target, { config: { notifyEmail: undefined } });
    ({ app, database, jar } = harness);
    await insert('Oldest', 50, 3);
    await insert('Older', 40, 0.01);
    await insert('Middle', 30, 5, 'confirmed');
    await insert('Newer', 20, -2, 'completed');
    await insert('Newest', 10, 7, 'cancelled');
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: consoleHeaders(jar) });
  const patch = (id: number | string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/admin/bookings/${id}`, headers: consoleHeaders(jar), payload: payload as object });
  const namesOf = (page: Page<AdminBooking>) => page.items.map((item) => item.name);

  it('lists bookings newest request first, with everything the coach needs', async () => {
    const response = await get('/api/admin/bookings');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<AdminBooking>>();
    expect(namesOf(page)).toEqual(['Newest', 'Newer', 'Middle', 'Older', 'Oldest']);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.items[2]).toEqual({
      id: ids.Middle,
      name: 'Middle',
      email: 'middle@example.org',
      phone: '555-123-4567',
      serviceType: 'individual',
      preferredDateTime: expect.any(String),
      timeZone: 'America/Chicago',
      locale: 'es',
      notes: null,
      status: 'confirmed',
      createdAt: expect.any(String),
      clientEmail: null,
    });
  });

  it('pages through the list and says how many there are', async () => {
    const first = (await get('/api/admin/bookings?pageSize=2')).json<Page<AdminBooking>>();
    const second = (await get('/api/admin/bookings?pageSize=2&page=2')).json<Page<AdminBooking>>();
    const third = (await get('/api/admin/bookings?pageSize=2&page=3')).json<Page<AdminBooking>>();
    const beyond = (await get('/api/admin/bookings?pageSize=2&page=9')).json<Page<AdminBooking>>();
    expect([namesOf(first), namesOf(second), namesOf(third), namesOf(beyond)]).toEqual([['Newest', 'Newer'], ['Middle', 'Older'], ['Oldest'], []]);
    expect([first.total, beyond.total]).toEqual([5, 5]);
  });

  it('filters by status, and by appointment time (the coach\'s "today")', async () => {
    expect(namesOf((await get('/api/admin/bookings?status=pending')).json())).toEqual(['Older', 'Oldest']);
    expect(namesOf((await get('/api/admin/bookings?status=')).json())).toHaveLength(5);
    const from = new Date(Date.now() - DAY / 2).toISOString();
    const to = new Date(Date.now() + DAY / 2).toISOString();
    expect(namesOf((await get(`/api/admin/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).json())).toEqual(['Older']);
  });

  it('refuses a bad filter or page with 400 and a sentence', async () => {
    for (const [query, sentence] of [
      ['status=rejected', 'Please choose a status: pending, confirmed, completed or cancelled.'],
      ['page=0', 'The page must be a whole number from 1.'],
      ['page=abc', 'The page must be a whole number from 1.'],
      ['pageSize=500', 'The page size must be a whole number from 1 to 100.'],
      ['from=yesterday', 'from must be a date and time'],
    ] as const) {
      const response = await get(`/api/admin/bookings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toContain(sentence);
    }
  });

  it('sets each of the four statuses, and queues her invitation only when confirming', async () => {
    const id = ids.Oldest!;
    const queued = async () => database.db.select().from(notifications).where(eq(notifications.bookingId, id));
    let response = await patch(id, { status: 'confirmed' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminBooking>()).toMatchObject({ id, status: 'confirmed', clientEmail: { kind: 'confirmation', state: 'queued' } });
    expect((await queued()).map((row) => row.kind)).toEqual(['booking_confirmed']);

    // Confirming again changes nothing and sends nothing more.
    expect((await patch(id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await queued()).toHaveLength(1);

    response = await patch(id, { status: 'completed' });
    expect(response.json<AdminBooking>().status).toBe('completed');
    response = await patch(id, { status: 'pending' });
    expect(response.json<AdminBooking>().status).toBe('pending');
    response = await patch(id, { status: 'cancelled' });
    expect(response.json<AdminBooking>().status).toBe('cancelled');
    // Not confirmed just before: nothing to cancel in her calendar.
    expect((await queued()).map((row) => row.kind)).toEqual(['booking_confirmed']);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('cancelled');
  });

  it('queues a cancellation when a confirmed booking is cancelled', async () => {
    const response = await patch(ids.Middle!, { status: 'cancelled' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminBooking>().clientEmail).toEqual({ kind: 'cancellation', state: 'queued' });
  });

  it('refuses an unknown status with 400, an unknown booking with 404, a bad id with 400', async () => {
    const invalid = await patch(ids.Older!, { status: 'done' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ error: string }>().error).toBe('Please choose a status: pending, confirmed, completed or cancelled.');
    expect((await patch(ids.Older!, {})).statusCode).toBe(400);
    const missing = await patch(999_999, { status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'That booking no longer exists. Please refresh the list.' });
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await patch(id, { status: 'confirmed' })).statusCode, id).toBe(400);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, ids.Older!));
    expect(row?.status).toBe('pending');
  });

  it('sums up today: appointments, pending bookings, messages, posts to review', async () => {
    await database.db.insert(contactSubmissions).values([
      { name: 'A', email: 'a@example.org', subject: 'Home page message', message: 'Hello' },
      { name: 'B', email: 'b@example.org', subject: 'Donation Inquiry', message: 'Hi', createdAt: new Date(Date.now() - 3 * DAY) },
    ]);
    await database.db.insert(communityPosts).values({ authorName: 'Anonymous', authorEmail: '', isAnonymous: true, title: 'T', content: 'C', category: 'support' });
    // A cancelled appointment today is not one of today's appointments.
    await insert('CancelledToday', 5, 0.02, 'cancelled');
    const from = new Date(Date.now() - DAY / 2).toISOString();
    const to = new Date(Date.now() + DAY / 2).toISOString();
    const response = await get(`/api/admin/overview?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminOverview>()).toEqual({
      bookingsToday: 1,
      pendingBookings: 1,
      messagesToday: 1,
      pendingPosts: 1,
      failedEmails: 0,
      vaultStorage: { usedBytes: 0, capBytes: DEFAULT_VAULT_STORAGE_CAP_MB * 1024 * 1024, nearCap: false, full: false },
    });
  });
});
