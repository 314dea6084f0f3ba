import type { BookingRequest } from '@core/contracts/booking';
import type { Database } from './client';
import { bookings } from './schema';

export type BookingRow = typeof bookings.$inferSelect;

/** Stores a booking request; every booking starts 'pending'. */
export async function insertBooking(db: Database, request: BookingRequest): Promise<BookingRow> {
  const [row] = await db
    .insert(bookings)
    .values({
      name: request.name,
      email: request.email,
      phone: request.phone,
      serviceType: request.serviceType,
      preferredDateTime: new Date(request.preferredDateTime),
      notes: request.notes ?? null,
      timeZone: request.timeZone ?? null,
      locale: request.locale,
      status: 'pending',
    })
    .returning();
  if (!row) throw new Error('The booking insert returned no row.');
  return row;
}
