import type { BookingServiceType } from '@core/constants';

/**
 * Any element carrying this attribute opens the booking dialog when pressed (with the service
 * it names already chosen, or none when empty). The site shell (app/scripts/site-shell.ts)
 * listens for it on the whole document, so a static page needs no JavaScript of its own for a
 * "Book" button, and an island needs no import of the booking feature.
 */
export const BOOK_ATTRIBUTE = 'data-book';

/** Props that make a button open the booking dialog: `<Button {...bookingTrigger('consultation')}>`. */
export function bookingTrigger(service?: BookingServiceType): { [BOOK_ATTRIBUTE]: string } {
  return { [BOOK_ATTRIBUTE]: service ?? '' };
}
