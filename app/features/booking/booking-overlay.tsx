import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { atom } from 'nanostores';
import type { BookingServiceType } from '@core/constants';
import { bookingDialogTexts } from '@core/content/booking';
import { lazyPart } from '~/components/lazy-part';
import { queryClient } from '~/lib/query-client';
import { renderOverlay } from '~/lib/overlay-root';

/**
 * The booking dialog over any page: this module is fetched by the site shell the first time she
 * presses a "Book" button (any element with `data-book`, see ~/lib/booking-trigger), and the
 * form itself (react-hook-form, zod, the contract) right after, while a plain stand-in shows.
 */
const BookingDialog = lazyPart(() => import('./booking-dialog').then((module) => module.BookingDialog));

const { title, description } = bookingDialogTexts;

/**
 * What shows at once while the form arrives (a moment on a slow connection): it looks like the
 * dialog and is announced as one, but is plain markup, so the dialog code stays out of every
 * page until someone books. Esc or Close cancels; the real dialog takes focus when it comes.
 */
function BookingDialogLoading({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 bg-foreground/50">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-loading-title"
        aria-describedby="booking-loading-description"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' || event.key === 'Esc') {
            event.stopPropagation();
            onOpenChange(false);
          }
        }}
        className="fixed left-1/2 top-[calc(50%+var(--quick-exit-height,0px)/2)] flex w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl outline-none sm:max-w-xl sm:p-6"
      >
        {/* Laid out as DialogHeader: clear of the Close button on the right. */}
        <div className="flex flex-col gap-1.5 pe-10">
          <h2 id="booking-loading-title" className="text-xl font-semibold leading-snug tracking-tight sm:text-2xl">
            {title}
          </h2>
          <p id="booking-loading-description" className="text-muted-foreground">
            {description}
          </p>
        </div>
        <p role="status" className="py-6 text-center text-muted-foreground">
          {bookingDialogTexts.loading}
        </p>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          aria-label={bookingDialogTexts.close}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}

type BookingState = { open: boolean; wanted: boolean; service?: BookingServiceType };

/** Whether the dialog is open and which service it starts with: one small store, shared with the site shell. */
const bookingState = atom<BookingState>({ open: false, wanted: false });

/** The dialog as the store says (drawn in the overlay layer; exported for its tests). */
export function BookingOverlay() {
  const { open, wanted, service } = useSyncExternalStore(bookingState.listen, bookingState.get, bookingState.get);
  const setOpen = (next: boolean) => bookingState.set({ ...bookingState.get(), open: next });
  if (!wanted) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BookingDialogLoading open={open} onOpenChange={setOpen} />}>
        <BookingDialog open={open} onOpenChange={setOpen} presetService={service} />
      </Suspense>
    </QueryClientProvider>
  );
}

/** Asks for the dialog, with `service` already chosen when given. */
export function requestBooking(service?: BookingServiceType): void {
  bookingState.set({ open: true, wanted: true, service });
}

/** Closes the dialog and forgets it (the next opening fetches nothing new but starts afresh). */
export function forgetBooking(): void {
  bookingState.set({ open: false, wanted: false });
}

/** Opens the booking dialog over the page, with `service` already chosen when given (the site shell calls it). */
export function openBooking(service?: BookingServiceType): void {
  requestBooking(service);
  renderOverlay('booking', <BookingOverlay />);
}
