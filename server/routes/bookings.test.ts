import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bookings } from '../db/schema';
import { testConfig } from '../test-support/test-config';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

const validBooking = () => ({
  name: 'Jane Example',
  email: 'jane@example.org',
  phone: '555-123-4567',
  serviceType: 'consultation',
  preferredDateTime: inAWeek(),
  notes: 'Evenings are best.',
});

describe.each(testDatabases())('POST /api/bookings on $name', (target) => {
  const suite = useTestApp(target);

  const countBookings = async () => (await suite.database.db.select({ id: bookings.id }).from(bookings)).length;

  it('stores a valid booking as pending and answers 201', async () => {
    const payload = validBooking();
    const response = await suite.app.inject({ method: 'POST', url: '/api/bookings', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; status: string; serviceType: string; preferredDateTime: string }>();
    expect(body).toEqual({
      id: expect.any(Number),
      status: 'pending',
      serviceType: 'consultation',
      preferredDateTime: new Date(payload.preferredDateTime).toISOString(),
    });
    const [row] = await suite.database.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({
      name: 'Jane Example',
      email: 'jane@example.org',
      phone: '555-123-4567',
      serviceType: 'consultation',
      notes: 'Evenings are best.',
      status: 'pending',
    });
    expect(row?.preferredDateTime.toISOString()).toBe(new Date(payload.preferredDateTime).toISOString());
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores her time zone when her browser sends one, and null otherwise', async () => {
    // Its own app: this file's other tests use up the 10-a-minute limit.
    const relaxed = await buildApp(testConfig({ rateLimitEnabled: false }), { database: suite.database });
    try {
      const withZone = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), timeZone: 'America/Chicago' } });
      expect(withZone.statusCode).toBe(201);
      const [row] = await suite.database.db.select().from(bookings).where(eq(bookings.id, withZone.json<{ id: number }>().id));
      expect(row?.timeZone).toBe('America/Chicago');
      const without = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: validBooking() });
      const [plain] = await suite.database.db.select().from(bookings).where(eq(bookings.id, without.json<{ id: number }>().id));
      expect(plain?.timeZone).toBeNull();
      const bad = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), timeZone: '<b>' } });
      expect(bad.statusCode).toBe(400);
    } finally {
      await relaxed.close();
    }
  });

  it("stores the language she booked in: 'es' when sent, 'en' when not; an unknown one is a clear 400 (issue 20)", async () => {
    const relaxed = await buildApp(testConfig({ rateLimitEnabled: false }), { database: suite.database });
    try {
      const spanish = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), locale: 'es' } });
      expect(spanish.statusCode).toBe(201);
      const [es] = await suite.database.db.select().from(bookings).where(eq(bookings.id, spanish.json<{ id: number }>().id));
      expect(es?.locale).toBe('es');
      const english = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), locale: 'en' } });
      const [en] = await suite.database.db.select().from(bookings).where(eq(bookings.id, english.json<{ id: number }>().id));
      expect(en?.locale).toBe('en');
      const unsaid = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: validBooking() });
      const [plain] = await suite.database.db.select().from(bookings).where(eq(bookings.id, unsaid.json<{ id: number }>().id));
      expect(plain?.locale).toBe('en');
      const before = await countBookings();
      const unknown = await relaxed.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), locale: 'fr' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
        path: 'locale',
        code: 'apiMessages.language',
        message: 'Please send a language this site speaks: en, es.',
      });
      expect(await countBookings()).toBe(before);
    } finally {
      await relaxed.close();
    }
  });

  it('stores notes as null when none are given', async () => {
    const { notes: _notes, ...withoutNotes } = validBooking();
    const response = await suite.app.inject({ method: 'POST', url: '/api/bookings', payload: withoutNotes });
    expect(response.statusCode).toBe(201);
    const [row] = await suite.database.db.select().from(bookings).where(eq(bookings.id, response.json<{ id: number }>().id));
    expect(row?.notes).toBeNull();
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name.', 'bookingFieldMessages.name'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.', 'commonMessages.emailInvalid'],
    ['phone', { phone: undefined }, 'Please enter a phone number.', 'bookingFieldMessages.phoneMissing'],
    ['serviceType', { serviceType: 'massage' }, 'Please choose a service.', 'bookingFieldMessages.service'],
    ['preferredDateTime', { preferredDateTime: 'tomorrow' }, 'Please choose a preferred date and time.', 'bookingFieldMessages.dateTime'],
  ])('refuses a missing or invalid %s with 400 and stores nothing', async (field, change, sentence, code) => {
    const before = await countBookings();
    const response = await suite.app.inject({ method: 'POST', url: '/api/bookings', payload: { ...validBooking(), ...change } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string; code?: string }[] }>();
    expect(body.error).toContain(sentence);
    expect(body.issues).toContainEqual({ path: field, message: sentence, code });
    expect(await countBookings()).toBe(before);
  });

  it('refuses a date in the past', async () => {
    const before = await countBookings();
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...validBooking(), preferredDateTime: '2020-01-01T10:00:00.000Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Please choose a date and time in the future.' });
    expect(await countBookings()).toBe(before);
  });

  it('refuses an empty body with a sentence, not zod internals', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/bookings' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Please send the details/);
  });

  it('refuses invalid JSON with 400', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});
