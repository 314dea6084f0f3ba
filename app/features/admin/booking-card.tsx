import { useId, useState } from 'react';
import { CalendarCheck, CalendarX, CheckCheck, RotateCcw } from 'lucide-react';
import { type AdminBooking, type BookingStatus, bookingStatusLabels } from '@core/contracts/admin';
import { bookingServiceLabels } from '@core/content/booking';
import { LOCALE_NAMES } from '@core/i18n';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { errorSentence, useAdminSession, useSetBookingStatus } from './api/admin-api';
import { Detail } from './console-parts';
import { formatDateTime, theirTime } from './format';

type ClientEmailTexts = Record<NonNullable<AdminBooking['clientEmail']>['kind'], Record<NonNullable<AdminBooking['clientEmail']>['state'], string>>;

const clientEmailText: ClientEmailTexts = {
  confirmation: {
    queued: 'Her calendar invitation is being sent.',
    sent: 'Her calendar invitation was sent.',
    failed: 'Her calendar invitation could not be sent. Please contact her yourself.',
    skipped: 'No invitation was sent: the booking changed before it went.',
  },
  cancellation: {
    queued: 'Her cancellation is being sent.',
    sent: 'She was emailed that it is cancelled.',
    failed: 'Her cancellation could not be sent. Please contact her yourself.',
    skipped: 'No cancellation was needed: she had no invitation.',
  },
};

/** Without SMTP_URL an email is only written to the server's outbox: never say it was sent. */
const outboxClientEmailText: ClientEmailTexts = {
  confirmation: {
    queued: 'Her calendar invitation is waiting for the outbox, not sent.',
    sent: 'Her calendar invitation is in the outbox, not sent.',
    failed: 'Her calendar invitation could not be written to the outbox. Please contact her yourself.',
    skipped: 'No invitation was written: the booking changed before it went.',
  },
  cancellation: {
    queued: 'Her cancellation is waiting for the outbox, not sent.',
    sent: 'Her cancellation is in the outbox, not sent.',
    failed: 'Her cancellation could not be written to the outbox. Please contact her yourself.',
    skipped: 'No cancellation was needed: she had no invitation.',
  },
};

const doneToast: Record<BookingStatus, { title: string; description: string }> = {
  confirmed: { title: 'Booking confirmed', description: 'Her calendar invitation is on its way.' },
  cancelled: { title: 'Booking cancelled', description: 'The booking is kept in the list as cancelled.' },
  completed: { title: 'Marked completed', description: 'The session is recorded as done.' },
  pending: { title: 'Booking reopened', description: 'It is pending again.' },
};

/** One booking: who, what, when (hers and the coach's time), and what to do next. */
export function BookingCard({ booking, headingLevel = 'h3' }: { booking: AdminBooking; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const headingId = useId();
  const setStatus = useSetBookingStatus();
  const outbox = useAdminSession().data?.emailDelivery === 'outbox';
  const emailTexts = outbox ? outboxClientEmailText : clientEmailText;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const their = theirTime(booking.preferredDateTime, booking.timeZone);

  const change = (status: BookingStatus) => {
    setStatus.mutate(
      { id: booking.id, status },
      {
        onSuccess: () =>
          toast(
            outbox && status === 'confirmed'
              ? { ...doneToast.confirmed, description: 'Her calendar invitation goes to the outbox, not sent.' }
              : doneToast[status],
          ),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Not changed', description: errorSentence(error, 'We could not change this booking. Please try again.') }),
      },
    );
  };
  const busy = setStatus.isPending;

  return (
    <Card className="gap-3 p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold leading-snug">
          {booking.name}
          <span className="sr-only">, {bookingStatusLabels[booking.status]}</span>
        </Heading>
        <Badge variant={booking.status === 'pending' ? 'default' : 'secondary'} aria-hidden="true">
          {bookingStatusLabels[booking.status]}
        </Badge>
      </div>
      <dl className="flex flex-col gap-1.5">
        <Detail term="When">
          {formatDateTime(booking.preferredDateTime)}
          {their ? <span className="block text-sm text-muted-foreground">Her time: {their}</span> : null}
        </Detail>
        <Detail term="Service">{bookingServiceLabels[booking.serviceType]}</Detail>
        {/* Her emails and calendar invitation are written in it. */}
        <Detail term="Language">{LOCALE_NAMES[booking.locale]}</Detail>
        <Detail term="Email">
          <a className="break-all text-primary underline underline-offset-4" href={`mailto:${booking.email}`}>
            {booking.email}
          </a>
        </Detail>
        <Detail term="Phone">
          <a className="text-primary underline underline-offset-4" href={`tel:${booking.phone.replace(/[^+0-9]/g, '')}`}>
            {booking.phone}
          </a>
        </Detail>
        {booking.notes ? <Detail term="Notes"><span className="whitespace-pre-wrap">{booking.notes}</span></Detail> : null}
        <Detail term="Requested">{formatDateTime(booking.createdAt)}</Detail>
      </dl>
      {booking.clientEmail ? (
        <p className={booking.clientEmail.state === 'failed' ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {emailTexts[booking.clientEmail.kind][booking.clientEmail.state]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {booking.status === 'pending' ? (
          <Button size="sm" disabled={busy} onClick={() => change('confirmed')}>
            <CalendarCheck aria-hidden="true" />
            Confirm<span className="sr-only"> the booking of {booking.name}</span>
          </Button>
        ) : null}
        {booking.status === 'confirmed' ? (
          <Button size="sm" disabled={busy} onClick={() => change('completed')}>
            <CheckCheck aria-hidden="true" />
            Mark completed<span className="sr-only"> for {booking.name}</span>
          </Button>
        ) : null}
        {booking.status === 'pending' || booking.status === 'confirmed' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
            <CalendarX aria-hidden="true" />
            Cancel<span className="sr-only"> the booking of {booking.name}</span>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => change('pending')}>
            <RotateCcw aria-hidden="true" />
            Reopen<span className="sr-only"> the booking of {booking.name}</span>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this booking?"
        description={
          booking.status === 'confirmed'
            ? `${booking.name} will be emailed that her appointment is cancelled, and it leaves her calendar.`
            : `Nothing is sent to ${booking.name}. You may want to tell her yourself.`
        }
        cancel="Keep it"
        confirm="Cancel the booking"
        destructive
        onConfirm={() => change('cancelled')}
      />
    </Card>
  );
}
