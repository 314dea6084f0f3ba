import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessLevelLabels, bookingStatusLabels, exportKinds, type ExportKind, exportPath } from '@core/contracts/admin';
import { bookingServiceLabels } from '@core/content/booking';
import { LOCALE_NAMES } from '@core/i18n';
import { adminOf } from '../auth/admin-sessions';
import { eachBooking } from '../db/admin-bookings';
import { eachContact, eachSignup } from '../db/admin-people';
import type { Database } from '../db/client';
import type { RouteContext } from '../route-context';
import { CSV_BOM, csvRow } from './admin-csv';

async function* exportRows(db: Database, kind: ExportKind): AsyncGenerator<string> {
  if (kind === 'bookings') {
    yield csvRow(['ID', 'Requested', 'Status', 'Service', 'Preferred date and time (UTC)', 'Her time zone', 'Name', 'Email', 'Phone', 'Notes', 'Language']);
    for await (const booking of eachBooking(db)) {
      yield csvRow([
        booking.id,
        booking.createdAt,
        bookingStatusLabels[booking.status],
        bookingServiceLabels[booking.serviceType],
        booking.preferredDateTime,
        booking.timeZone,
        booking.name,
        booking.email,
        booking.phone,
        booking.notes,
        LOCALE_NAMES[booking.locale],
      ]);
    }
  } else if (kind === 'contacts') {
    yield csvRow(['ID', 'Received', 'Subject', 'Donation interest', 'Name', 'Email', 'Message']);
    for await (const contact of eachContact(db)) {
      yield csvRow([contact.id, contact.createdAt, contact.subject, contact.donationType, contact.name, contact.email, contact.message]);
    }
  } else {
    yield csvRow(['ID', 'Joined', 'Access', 'First name', 'Last name', 'Email', 'Phone', 'Interests', 'How heard', 'Language']);
    for await (const signup of eachSignup(db)) {
      yield csvRow([
        signup.id,
        signup.createdAt,
        accessLevelLabels[signup.accessLevel],
        signup.firstName,
        signup.lastName,
        signup.email,
        signup.phone,
        signup.interests,
        signup.howHeard,
        LOCALE_NAMES[signup.locale],
      ]);
    }
  }
}

/**
 * GET /api/admin/export/{bookings,contacts,signups}.csv: every row, newest first, as a download
 * a spreadsheet opens safely (admin-csv.ts). Streamed: rows are read in batches (keyset, see
 * db/keyset.ts) and written as they come, with the socket's back-pressure, so a large list
 * never sits whole in memory. The first batch is read before the answer starts, so a database
 * that is down still answers a plain 500; a failure later cuts the download short (the browser
 * shows it failed, never a file that looks complete). Each export is logged with the admin's id
 * once its last row has gone.
 */
export const adminExportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const csvDownload = { description: 'A CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } };
  for (const kind of exportKinds) {
    app.get(exportPath(kind), { schema: { response: { 200: csvDownload } } }, async (request, reply) => {
      const lines = exportRows(db, kind);
      const header = await lines.next();
      const admin = adminOf(request).userId;
      async function* body(): AsyncGenerator<string> {
        let rows = 0;
        yield CSV_BOM + (header.done ? '' : header.value);
        for await (const line of lines) {
          rows += 1;
          yield line;
        }
        request.log.info({ event: 'admin-export', admin, export: kind, rows }, 'list exported');
      }
      const day = new Date().toISOString().slice(0, 10);
      // The schema's string describes the file for the API docs; a stream is sent as it is
      // (Fastify pipes streams and never serializes them), which the typed reply cannot say.
      const untyped: FastifyReply = reply;
      return untyped
        .status(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(body(), { objectMode: false }));
    });
  }
};
