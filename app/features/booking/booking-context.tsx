import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BookingServiceType } from '@core/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';

/**
 * The booking form (its dialog, react-hook-form, zod's resolver and the booking contract) is
 * fetched the first time someone opens it, not with every page: most visits never book, and it
 * was a good part of the JavaScript every page loaded and ran before it answered a tap.
 */
const BookingDialog = lazy(() => import('./booking-dialog').then((module) => ({ default: module.BookingDialog })));

const title = 'Book Your Session';
const description = 'Tell us how to reach you and when suits you. We will contact you within 24 hours to confirm.';

/** What shows at once while the form arrives (a moment on a slow connection). */
function BookingDialogLoading({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <p role="status" className="py-6 text-center text-muted-foreground">
          Loading the booking form...
        </p>
      </DialogContent>
    </Dialog>
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
