import { useMemo } from 'react';
import { AlertTriangle, Download } from 'lucide-react';
import { type ExportKind, exportKinds, exportLabels, exportPath } from '@core/contracts/admin';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { todayBounds, useBookings, useOverview } from './api/admin-api';
import { BookingCard } from './booking-card';
import { EmptyState, LoadState, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { consoleHref, type ConsoleView, followConsoleLink } from './use-console-params';

function Tile({
  count,
  label,
  view,
  filters,
}: {
  count: number | undefined;
  /** [one, many]: "appointment today", "appointments today". */
  label: readonly [string, string];
  view: ConsoleView;
  filters?: Record<string, string>;
}) {
  return (
    <li>
      <a
        href={consoleHref(view, filters)}
        onClick={followConsoleLink}
        className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:bg-secondary focus-visible:bg-secondary"
      >
        <span className="text-3xl font-semibold tabular-nums">{count ?? '–'}</span>
        <span className="text-sm text-muted-foreground">{count === 1 ? label[0] : label[1]}</span>
      </a>
    </li>
  );
}

const exportDescriptions: Record<ExportKind, string> = {
  bookings: 'every booking',
  contacts: 'every message',
  signups: 'every signup',
};

/** How full the storage is, in whole percent (never 100 before it is full). */
function storagePercent({ usedBytes, capBytes }: { usedBytes: number; capBytes: number }): number {
  return Math.min(99, Math.floor((usedBytes / capBytes) * 100));
}

/** The coach's day: what needs her, today's appointments, and her lists to download. */
export function TodayScreen() {
  // One "today" per visit to this screen, in her own time zone.
  const day = useMemo(() => todayBounds(), []);
  const overview = useOverview(day);
  const todays = useBookings({ ...day, page: 1, pageSize: 50 });
  const appointments = useMemo(
    () => [...(todays.data?.items ?? [])].filter((booking) => booking.status !== 'cancelled').sort((a, b) => a.preferredDateTime.localeCompare(b.preferredDateTime)),
    [todays.data],
  );
  const counts = overview.data;

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-6">
      <ScreenHeader title="Today" description={new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date(day.from))} />
      {counts && counts.failedEmails > 0 ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-card p-4 font-medium text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {counts.failedEmails === 1 ? '1 email' : `${counts.failedEmails} emails`} could not be sent after every retry. The bookings screen shows which; please
          contact those people yourself.
        </p>
      ) : null}
      {counts?.vaultStorage.nearCap ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-card p-4 font-medium text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {counts.vaultStorage.full
            ? 'The private spaces\' storage is full: nobody can save anything new in her private space until it is raised.'
            : `The private spaces' storage is ${storagePercent(counts.vaultStorage)}% full.`}{' '}
          Please ask whoever runs the server to raise VAULT_STORAGE_CAP_MB (and the disk) soon. Nothing anyone saved is lost.
        </p>
      ) : null}
      <ul aria-label="What needs you" className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={overview.isPending || undefined}>
        <Tile count={counts?.bookingsToday} label={['appointment today', 'appointments today']} view="bookings" filters={{ when: 'today' }} />
        <Tile count={counts?.pendingBookings} label={['booking to confirm', 'bookings to confirm']} view="bookings" filters={{ status: 'pending' }} />
        <Tile count={counts?.messagesToday} label={['message today', 'messages today']} view="messages" />
        <Tile count={counts?.pendingPosts} label={['post to review', 'posts to review']} view="community" />
      </ul>

      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-semibold">Today&apos;s appointments</h3>
        <LoadState isPending={todays.isPending} isError={todays.isError} onRetry={() => void todays.refetch()} what="today's appointments">
          {appointments.length === 0 ? (
            <EmptyState action={<Button asChild variant="outline"><a href={consoleHref('bookings', { when: 'upcoming' })} onClick={followConsoleLink}>See what is coming up</a></Button>}>
              No appointments today.
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-4">
              {appointments.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} headingLevel="h4" />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>

      <Card className="gap-3 p-4 sm:p-6">
        <h3 className="text-xl font-semibold">Download your lists</h3>
        <p className="text-muted-foreground text-pretty">
          CSV files for a spreadsheet. They hold people&apos;s names, emails and phone numbers: keep them somewhere private, and delete them when you are done.
        </p>
        <ul className="flex flex-wrap gap-2">
          {exportKinds.map((kind) => (
            <li key={kind}>
              <Button asChild variant="outline">
                <a href={exportPath(kind)} download>
                  <Download aria-hidden="true" />
                  {exportLabels[kind]}
                  <span className="sr-only"> ({exportDescriptions[kind]}, CSV)</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
