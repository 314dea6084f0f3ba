import { Download } from 'lucide-react';
import { type BookingStatus, bookingStatuses, bookingStatusLabels, exportPath } from '@core/contracts/admin';
import { Button } from '~/components/ui/button';
import { todayBounds, useBookings } from './api/admin-api';
import { BookingCard } from './booking-card';
import { EmptyState, FilterSelect, LoadState, Pager, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { useConsoleParams } from './use-console-params';

const whenOptions = [
  { value: '', label: 'Any date' },
  { value: 'today', label: 'Today' },
  { value: 'upcoming', label: 'From now on' },
] as const;

/** Every booking, newest request first, filtered by status and date, a page at a time. */
export function BookingsScreen() {
  const { page, get, update } = useConsoleParams();
  const status = (bookingStatuses as readonly string[]).includes(get('status')) ? (get('status') as BookingStatus) : undefined;
  const when = get('when');
  const range = when === 'today' ? todayBounds() : when === 'upcoming' ? { from: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(), to: undefined } : {};
  const query = useBookings({ status, ...range, page });
  const filtered = status !== undefined || when !== '';

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeader
        title="Bookings"
        description="Newest requests first. Confirming one emails her a calendar invitation."
        actions={
          <Button asChild variant="outline">
            <a href={exportPath('bookings')} download>
              <Download aria-hidden="true" />
              Download all (CSV)
            </a>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={[{ value: '', label: 'Any status' }, ...bookingStatuses.map((value) => ({ value, label: bookingStatusLabels[value] }))]}
          onChange={(value) => update({ status: value })}
        />
        <FilterSelect label="Date" value={when} options={whenOptions} onChange={(value) => update({ when: value })} />
      </div>
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the bookings">
        {query.data && query.data.items.length === 0 ? (
          <EmptyState
            action={
              filtered ? (
                <Button variant="outline" onClick={() => update({ status: undefined, when: undefined })}>
                  Show every booking
                </Button>
              ) : undefined
            }
          >
            {filtered ? 'No bookings match these filters.' : 'No bookings yet. When someone books a session, it shows here.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
            {query.data?.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
        {query.data ? <Pager page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={(next) => update({ page: next })} label="Bookings" /> : null}
      </LoadState>
    </section>
  );
}
