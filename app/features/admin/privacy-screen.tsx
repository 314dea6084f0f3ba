import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import {
  type ErasureCounts,
  describeErasureCount,
  erasureKinds,
  erasurePreviewRequestSchema,
  erasureTotal,
} from '@core/contracts/erasure';
import { BACKUP_RETENTION_DAYS, type RetentionKind, formatRetentionDays, retentionKinds } from '@core/retention';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { errorSentence, useErasure, useErasurePreview, useRetentionPeriods } from './api/admin-api';
import { EmailForm, LoadState, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';

const retentionLabels: Record<RetentionKind, string> = {
  assessmentResults: 'Assessment results',
  bookings: 'Bookings, after the appointment',
  messages: 'Messages and donation inquiries',
  signups: 'Signups',
  communityPosts: 'Community posts',
  outboxEmails: 'Email files in the outbox',
};

/** The periods in force (they may be shorter than the privacy policy's, never silently longer). */
function RetentionPeriods() {
  const query = useRetentionPeriods();
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold">How long we keep it</h3>
      <p className="text-muted-foreground text-pretty">
        Anything older is erased on its own, every hour. The statistics keep only their counts, which hold no names.
      </p>
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the periods">
        {query.data ? (
          <dl className="flex flex-col gap-1.5">
            {retentionKinds.map((kind) => (
              <div key={kind} className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2">
                <dt className="shrink-0 text-sm font-medium text-muted-foreground sm:w-64">{retentionLabels[kind]}</dt>
                <dd className="min-w-0">{formatRetentionDays(query.data[kind])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </LoadState>
    </Card>
  );
}

/** The kinds held, one line each ("2 assessment results"); kinds with none are left out. */
function CountList({ counts }: { counts: ErasureCounts }) {
  return (
    <ul className="list-disc space-y-1 ps-5">
      {erasureKinds
        .filter((kind) => counts[kind] > 0)
        .map((kind) => (
          <li key={kind}>{describeErasureCount(kind, counts[kind])}</li>
        ))}
    </ul>
  );
}

type Found = { email: string; counts: ErasureCounts };
type Erased = Found;

/**
 * Find everything held under one email, then erase it after a confirmation that lists it. Says
 * "erased" only once the server has answered what it erased.
 */
function EraseByEmail() {
  const preview = useErasurePreview();
  const erasure = useErasure();
  const [found, setFound] = useState<Found | undefined>();
  const [erased, setErased] = useState<Erased | undefined>();
  const [open, setOpen] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const find = (email: string) => {
    setErased(undefined);
    erasure.reset();
    preview.mutate(email, { onSuccess: (answer) => setFound({ email, counts: answer.counts }), onError: () => setFound(undefined) });
  };

  const confirm = () => {
    if (!found || erasure.isPending) return;
    erasure.mutate(found.email, {
      onSuccess: (answer) => {
        setErased({ email: found.email, counts: answer.counts });
        setFound(undefined);
        setOpen(false);
        // The button that opened the dialog is gone: the outcome takes focus instead.
        requestAnimationFrame(() => outcomeRef.current?.focus());
      },
      onError: () => setOpen(false),
    });
  };

  const previewFailure = preview.isError ? errorSentence(preview.error, 'We could not look this up just now. Please try again.') : undefined;
  const erasureFailure = erasure.isError
    ? errorSentence(erasure.error, 'We could not reach the server, so nothing was erased. Please try again.')
    : undefined;
  const total = found ? erasureTotal(found.counts) : 0;

  return (
    <Card className="gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold">Erase everything about one email</h3>
      <EmailForm
        contract={erasurePreviewRequestSchema}
        hint="Only when she asks, from an address you know is hers. Each erasure is recorded (without the email). Her private vault is not tied to her email: she erases it herself, in her tools."
        onEmail={find}
        pending={preview.isPending}
        submitLabel="Find what we hold"
      />

      <div aria-live="polite" className="flex flex-col gap-3">
        {previewFailure ? <p className="font-medium text-destructive">{previewFailure}</p> : null}
        {erasureFailure ? <p className="font-medium text-destructive">{erasureFailure}</p> : null}
        {found && total === 0 ? (
          <p>
            Nothing is held under <span className="break-all font-medium">{found.email}</span>.
          </p>
        ) : null}
        {found && total > 0 ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4">
            <p>
              Held under <span className="break-all font-medium">{found.email}</span>:
            </p>
            <CountList counts={found.counts} />
            <ConfirmDialog
              open={open}
              onOpenChange={(next) => {
                if (!erasure.isPending) setOpen(next);
              }}
              trigger={
                <Button variant="destructive" className="self-start">
                  <Trash2 aria-hidden="true" />
                  Erase all of this
                </Button>
              }
              title="Erase everything held about this email?"
              richDescription
              description={
                <div className="space-y-3">
                  <p>
                    This erases, for <span className="break-all font-medium text-foreground">{found.email}</span>:
                  </p>
                  <CountList counts={found.counts} />
                  <p className="font-medium text-foreground">This cannot be undone. Nobody can bring it back.</p>
                  <p>The statistics keep their counts, which hold no names.</p>
                </div>
              }
              cancel="Keep it"
              confirm={erasure.isPending ? 'Erasing...' : 'Erase everything'}
              destructive
              closeOnConfirm={false}
              busy={erasure.isPending}
              onConfirm={confirm}
            />
          </div>
        ) : null}
        <div ref={outcomeRef} tabIndex={-1} className="outline-none">
          {erased ? (
            erasureTotal(erased.counts) === 0 ? (
              <p>
                Nothing was left to erase for <span className="break-all font-medium">{erased.email}</span>.
              </p>
            ) : (
              <div className="flex flex-col gap-2 rounded-lg border border-border bg-secondary/40 p-3 sm:p-4">
                <p className="font-medium">
                  Erased for <span className="break-all">{erased.email}</span>:
                </p>
                <CountList counts={erased.counts} />
                <p className="text-sm text-muted-foreground">
                  Copies stay in the server’s daily backups until those are deleted, {formatRetentionDays(BACKUP_RETENTION_DAYS)} after each was
                  taken. Tell her so if she asks.
                </p>
              </div>
            )
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** How long personal data is kept, and erasing everything held about one person. */
export function PrivacyScreen() {
  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-6">
      <ScreenHeader title="Privacy" description="How long personal details are kept, and erasing everything held about one person." />
      <RetentionPeriods />
      <EraseByEmail />
    </section>
  );
}
