import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { bookings, contactSubmissions, userSignups } from '../db/schema';
import { consoleHeaders, openSignedInConsole, type SignedInConsole } from '../test-support/admin-session';
import type { CookieJar } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

/** Splits CSV text into rows of cells (quoted cells, "" for a quote, CRLF between rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe.each(testDatabases())('console CSV exports on $name', (target) => {
  let harness: SignedInConsole;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let jar: CookieJar;

  beforeAll(async () => {
    harness = await openSignedInConsole(target);
    ({ app, database, jar } = harness);
    await database.db.insert(bookings).values([
      {
        name: '=HYPERLINK("http://evil.example","Click me")',
        email: 'eve@example.org',
        phone: '+1 555 123 4567',
        serviceType: 'family',
        preferredDateTime: new Date('2027-03-02T20:30:00Z'),
        timeZone: 'America/Chicago',
        notes: '@SUM(1+1)*cmd|" /C calc"!A0',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        name: 'Zoë Ñúñez',
        email: 'zoe@example.org',
        phone: '555-123-4567',
        serviceType: 'consultation',
        preferredDateTime: new Date('2027-03-03T15:00:00Z'),
        notes: 'Line one\nline "two"',
        status: 'confirmed',
        locale: 'es',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
    ]);
    await database.db.insert(contactSubmissions).values({ name: '-Minus', email: 'm@example.org', subject: 'Donation Inquiry', message: '\t=1+2', donationType: 'full_journey' });
    await database.db.insert(userSignups).values({ firstName: '\r=cmd', lastName: 'Last', email: 's@example.org', interests: ['Workshops & Events', 'Free Resources & Guides'], howHeard: 'friend', accessLevel: 'tools_bundle' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const download = (kind: string) => app.inject({ method: 'GET', url: `/api/admin/export/${kind}.csv`, headers: consoleHeaders(jar) });

  it('exports bookings as a UTF-8 CSV download, newest first, formulas defused', async () => {
    const response = await download('bookings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(['ID', 'Requested', 'Status', 'Service', 'Preferred date and time (UTC)', 'Her time zone', 'Name', 'Email', 'Phone', 'Notes', 'Language']);
    expect(rows.slice(1).map((row) => row.slice(2))).toEqual([
      ['Confirmed', 'Free Consultation (30 min)', '2027-03-03T15:00:00.000Z', '', 'Zoë Ñúñez', 'zoe@example.org', '555-123-4567', 'Line one\nline "two"', 'Español'],
      [
        'Pending',
        'Mother-Daughter Healing (2 hrs) - $225',
        '2027-03-02T20:30:00.000Z',
        'America/Chicago',
        `'=HYPERLINK("http://evil.example","Click me")`,
        'eve@example.org',
        "'+1 555 123 4567",
        `'@SUM(1+1)*cmd|" /C calc"!A0`,
        'English',
      ],
    ]);
  });

  it('exports messages and signups the same way', async () => {
    const contacts = parseCsv((await download('contacts')).body.slice(1));
    expect(contacts).toEqual([
      ['ID', 'Received', 'Subject', 'Donation interest', 'Name', 'Email', 'Message'],
      [expect.any(String), expect.any(String), 'Donation Inquiry', 'full_journey', "'-Minus", 'm@example.org', "'\t=1+2"],
    ]);
    const signups = parseCsv((await download('signups')).body.slice(1));
    expect(signups).toEqual([
      ['ID', 'Joined', 'Access', 'First name', 'Last name', 'Email', 'Phone', 'Interests', 'How heard', 'Language'],
      [expect.any(String), expect.any(String), 'Tools Bundle', "'\r=cmd", 'Last', 's@example.org', '', 'Workshops & Events; Free Resources & Guides', 'friend', 'English'],
    ]);
  });

  it('streams a long list in batches: every row once, newest first, ties on the same instant included', async () => {
    // 1,234 signups (more than two batches of 500), many sharing one created_at to the microsecond.
    const sameInstant = new Date('2026-10-01T08:00:00.123Z');
    const many = Array.from({ length: 1234 }, (_, index) => ({
      firstName: `Person ${index}`,
      lastName: 'Many',
      email: `many.${index}@example.org`,
      createdAt: index % 3 === 0 ? sameInstant : new Date(sameInstant.getTime() - index * 1000),
    }));
    for (let start = 0; start < many.length; start += 400) await database.db.insert(userSignups).values(many.slice(start, start + 400));
    // A microsecond apart: a cursor kept in milliseconds would skip or repeat one of these.
    await database.db.execute(
      sql`insert into user_signups (first_name, last_name, email, created_at) values ('Micro', 'One', 'micro.1@example.org', '2026-10-01 08:00:00.123001+00'), ('Micro', 'Two', 'micro.2@example.org', '2026-10-01 08:00:00.123002+00')`,
    );

    const response = await download('signups');
    expect(response.statusCode).toBe(200);
    // Streamed: sent as it is read, so without a length announced up front.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const rows = parseCsv(response.body.slice(1)).slice(1);
    const emails = rows.map((row) => row[5]);
    expect(emails).toHaveLength(1234 + 2 + 1);
    expect(new Set(emails).size).toBe(emails.length);
    for (const signup of many) expect(emails).toContain(signup.email);
    expect(emails.indexOf('micro.2@example.org')).toBe(emails.indexOf('micro.1@example.org') - 1);
    // Newest first: the Joined column never goes up.
    const joined = rows.map((row) => Date.parse(row[1]!));
    expect(joined.every((time, index) => index === 0 || time <= joined[index - 1]!)).toBe(true);
  });

  it('has no other exports', async () => {
    expect((await download('users')).statusCode).toBe(404);
  });
});
