import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BookingServiceType } from '@core/constants';
import { BookingDialog } from './booking-dialog';

type BookingContextValue = {
  /** Opens the booking dialog, with `service` already chosen when given. */
  openBooking: (service?: BookingServiceType) => void;
};

const BookingContext = createContext<BookingContextValue | null>(null);

/** Holds whether the booking dialog is open and which service it starts with; renders the dialog. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<BookingServiceType | undefined>(undefined);

  const openBooking = useCallback((preset?: BookingServiceType) => {
    setService(preset);
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      <BookingDialog open={open} onOpenChange={setOpen} presetService={service} />
    </BookingContext.Provider>
  );
}

/** `openBooking(service?)` from anywhere under BookingProvider. */
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside <BookingProvider>.');
  return value;
}
