import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../db/bookings';
import type { SignupRow } from '../db/signups';
import { addressOf, appointmentLength, bookingConfirmedEmail, emailTextsFor, bookingReceivedEmail, formatAppointmentTime, signupExistsEmail } from './messages';

const booking: BookingRow = {
  id: 7,
  name: 'Jane Private',
  email: 'jane@example.org',
  phone: '555-987-6543',
  serviceType: 'family',
  preferredDateTime: new Date('2027-01-15T01:00:00Z'),
  notes: 'Secret note',
  status: 'confirmed',
  timeZone: 'America/Los_Angeles',
  locale: 'en',
  createdAt: new Date('2026-11-22T10:00:00Z'),
};

describe('email texts', () => {
  it('show the appointment in her own time zone, by name, on her own date', () => {
    // 01:00 UTC on the 15th is the evening of the 14th in Los Angeles.
    expect(formatAppointmentTime(booking.preferredDateTime, 'America/Los_Angeles')).toBe('Thursday, January 14, 2027 at 5:00 PM Pacific Standard Time');
    expect(formatAppointmentTime(booking.preferredDateTime, null)).toBe('Friday, January 15, 2027 at 1:00 AM Coordinated Universal Time');
    expect(formatAppointmentTime(booking.preferredDateTime, 'Not/AZone')).toBe('Friday, January 15, 2027 at 1:00 AM Coordinated Universal Time');
  });

  it('tell the coach what and when, never who', () => {
    const email = bookingReceivedEmail(booking, 'coach@example.org');
    expect(email.to).toBe('coach@example.org');
    expect(email.text).toContain('Mother-Daughter Healing (2 hrs) - $225');
    expect(email.text).not.toMatch(/Jane|jane@|555-987|Secret note/);
    expect(email.calendar).toBeUndefined();
  });

  it('give her the length of her appointment and an invitation that lasts as long', () => {
    const email = bookingConfirmedEmail(booking, { from: 'Appointments <hello@example.org>', sequence: 9, now: new Date('2026-11-22T10:00:00Z') });
    expect(email.to).toBe('jane@example.org');
    expect(email.text).toContain('Length: 2 hours');
    expect(email.calendar?.content).toContain('DTEND:20270115T030000Z');
    expect(email.calendar?.content).toContain('SEQUENCE:9');
  });

  it('write her name as she typed it, braces and quotes included, and greet her without one when she gave none', () => {
    const email = bookingConfirmedEmail({ ...booking, name: "Ana {María} O'Neil" }, { from: 'hello@example.org', sequence: 0, now: new Date('2026-11-22T10:00:00Z') });
    expect(email.text.split('\n')[0]).toBe("Hello Ana {María} O'Neil,");
    const signup = { email: 'ana@example.org', firstName: ' ', locale: 'es' } as SignupRow;
    expect(signupExistsEmail(signup).text.split('\n')[0]).toBe('Hola:');
    expect(signupExistsEmail({ ...signup, firstName: 'Ana' }).text).toMatch(/^Hola, Ana:\n\nAlguien pidió unirse/);
  });

  it('give the length in hours or minutes, in her language', () => {
    expect(appointmentLength(emailTextsFor('en'), 60)).toBe('1 hour');
    expect(appointmentLength(emailTextsFor('en'), 90)).toBe('90 minutes');
    expect(appointmentLength(emailTextsFor('es'), 120)).toBe('2 horas');
    expect(appointmentLength(emailTextsFor('es'), 45)).toBe('45 minutos');
  });

  it('read the address of a From', () => {
    expect(addressOf('Appointments <hello@example.org>')).toBe('hello@example.org');
    expect(addressOf('hello@example.org')).toBe('hello@example.org');
  });
});
