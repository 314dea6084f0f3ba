import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import type { BookingServiceType } from '@core/constants';

/**
 * The booking form (its dialog, react-hook-form, zod's resolver and the booking contract) is
 * fetched the first time someone opens it, not with every page: most visits never book, and it
 * was a good part of the JavaScript every page loaded and ran before it answered a tap.
 */
const BookingDialog = lazy(() => import('./booking-dialog').then((module) => ({ default: module.BookingDialog })));

const title = 'Book Your Session';
const description = 'Tell us how to reach you and when suits you. We will contact you within 24 hours to confirm.';

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
        <div className="flex flex-col gap-1.5 pr-10">
          <h2 id="booking-loading-title" className="text-xl font-semibold leading-snug tracking-tight sm:text-2xl">
            {title}
          </h2>
          <p id="booking-loading-description" className="text-muted-foreground">
            {description}
          </p>
        </div>
        <p role="status" className="py-6 text-center text-muted-foreground">
          Loading the booking form...
        </p>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          aria-label="Close"
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}

type BookingContextValue = {
  /** Opens the booking dialog, with `service` already chosen when given. */
  openBooking: (service?: BookingServiceType) => void;
};

const BookingContext = createContext<BookingContextValue | null>(null);

/** Holds whether the booking dialog is open and which service it starts with; renders the dialog. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [service, setService] = useState<BookingServiceType | undefined>(undefined);

  const openBooking = useCallback((preset?: BookingServiceType) => {
    setService(preset);
    setWanted(true);
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={<BookingDialogLoading open={open} onOpenChange={setOpen} />}>
          <BookingDialog open={open} onOpenChange={setOpen} presetService={service} />
        </Suspense>
      ) : null}
    </BookingContext.Provider>
  );
}

/** `openBooking(service?)` from anywhere under BookingProvider. */
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside <BookingProvider>.');
  return value;
}
