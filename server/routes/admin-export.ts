import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessLevelLabels, bookingStatusLabels, exportKinds, type ExportKind, exportPath } from '@core/contracts/admin';
import { bookingServiceLabels } from '@core/constants';
import { adminOf } from '../auth/admin-sessions';
import { eachBooking } from '../db/admin-bookings';
import { eachContact, eachSignup } from '../db/admin-people';
import type { Database } from '../db/client';
import type { RouteContext } from '../route-context';
import { CSV_BOM, csvRow } from './admin-csv';

async function* exportRows(db: Database, kind: ExportKind): AsyncGenerator<string> {
  if (kind === 'bookings') {
    yield csvRow(['ID', 'Requested', 'Status', 'Service', 'Preferred date and time (UTC)', 'Her time zone', 'Name', 'Email', 'Phone', 'Notes']);
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
      ]);
    }
  } else if (kind === 'contacts') {
    yield csvRow(['ID', 'Received', 'Subject', 'Donation interest', 'Name', 'Email', 'Message']);
    for await (const contact of eachContact(db)) {
      yield csvRow([contact.id, contact.createdAt, contact.subject, contact.donationType, contact.name, contact.email, contact.message]);
    }
  } else {
    yield csvRow(['ID', 'Joined', 'Access', 'First name', 'Last name', 'Email', 'Phone', 'Interests', 'How heard']);
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
      ]);
    }
  }
}

/**
 * GET /api/admin/export/{bookings,contacts,signups}.csv: every row, newest first, as a download
 * a spreadsheet opens safely (admin-csv.ts). Each export is logged with the admin's id.
 */
export const adminExportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const csvDownload = { description: 'A CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } };
  for (const kind of exportKinds) {
    app.get(exportPath(kind), { schema: { response: { 200: csvDownload } } }, async (request, reply) => {
      let text = CSV_BOM;
      let rows = 0;
      for await (const line of exportRows(db, kind)) {
        text += line;
        rows += 1;
      }
      request.log.info({ event: 'admin-export', admin: adminOf(request).userId, export: kind, rows: rows - 1 }, 'list exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .status(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(text);
    });
  }
};
