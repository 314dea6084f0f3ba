import { describe, expect, it } from 'vitest';
import { type BookingFormValues, bookingRequestSchema, currentTimeZone, emptyBookingForm, isKnownTimeZone, toBookingRequest } from './booking';

const request = (timeZone?: unknown) => ({
  name: 'Maya',
  email: 'maya@example.org',
  phone: '555-123-4567',
  serviceType: 'individual',
  preferredDateTime: new Date(Date.now() + 86_400_000).toISOString(),
  ...(timeZone === undefined ? {} : { timeZone }),
});

describe('the booking time zone', () => {
  it('keeps a known IANA zone, and is optional', () => {
    expect(bookingRequestSchema.parse(request('America/Chicago')).timeZone).toBe('America/Chicago');
    expect(bookingRequestSchema.parse(request('UTC')).timeZone).toBe('UTC');
    expect(bookingRequestSchema.parse(request('America/Argentina/Buenos_Aires')).timeZone).toBe('America/Argentina/Buenos_Aires');
    expect(bookingRequestSchema.parse(request()).timeZone).toBeUndefined();
  });

  it('drops a well-formed zone this runtime does not know, so the booking still goes through', () => {
    const parsed = bookingRequestSchema.safeParse(request('Mars/Olympus_Mons'));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.timeZone).toBeUndefined();
  });

  it('refuses anything not shaped like a zone name', () => {
    for (const zone of ['<script>', 'America/Chicago; DROP', '../../etc/passwd', 'a'.repeat(65), 42]) {
      const parsed = bookingRequestSchema.safeParse(request(zone));
      expect(parsed.success, String(zone)).toBe(false);
    }
  });

  it('is sent with the form, from this runtime', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('Nowhere/Land')).toBe(false);
    const values: BookingFormValues = { ...emptyBookingForm, name: 'Maya', email: 'maya@example.org', phone: '555-123-4567', serviceType: 'family', preferredDateTime: '2030-01-01T10:00' };
    expect(toBookingRequest(values, 'Asia/Tokyo').timeZone).toBe('Asia/Tokyo');
    expect(toBookingRequest(values).timeZone).toBe(currentTimeZone());
  });
});
