import { donationInterestOptions } from '~/lib/contact-answers';
import { Download, Reply } from 'lucide-react';
import { exportPath } from '@core/contracts/admin';
import { contactSubjects } from '@core/contracts/contact';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useContacts } from './api/admin-api';
import { Detail, EmptyState, FilterSelect, LoadState, Pager, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { formatDateTime } from './format';
import { useConsoleParams } from './use-console-params';

const donationLabels = new Map<string, string>(donationInterestOptions.map((option) => [option.value, `${option.label} (${option.purpose})`]));

/** Messages from the home page box and the donation form, newest first. */
export function MessagesScreen() {
  const { page, get, update } = useConsoleParams();
  const subject = (contactSubjects as readonly string[]).includes(get('subject')) ? get('subject') : undefined;
  const query = useContacts({ subject, page });

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeader
        title="Messages"
        description="From the home page and the donation form, newest first."
        actions={
          <Button asChild variant="outline">
            <a href={exportPath('contacts')} download>
              <Download aria-hidden="true" />
              Download all (CSV)
            </a>
          </Button>
        }
      />
      <FilterSelect
        label="Kind"
        value={subject ?? ''}
        options={[{ value: '', label: 'All messages' }, ...contactSubjects.map((value) => ({ value, label: value }))]}
        onChange={(value) => update({ subject: value })}
      />
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the messages">
        {query.data && query.data.items.length === 0 ? (
          <EmptyState
            action={subject ? <Button variant="outline" onClick={() => update({ subject: undefined })}>Show all messages</Button> : undefined}
          >
            {subject ? `No messages of the kind "${subject}".` : 'No messages yet.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {query.data?.items.map((message) => (
              <li key={message.id}>
                <Card role="article" aria-labelledby={`message-${message.id}`} className="gap-3 p-4 sm:p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`message-${message.id}`} className="text-lg font-semibold leading-snug">
                      {message.name}
                    </h3>
                    <Badge>{message.subject}</Badge>
                  </div>
                  <p className="whitespace-pre-wrap break-words">{message.message}</p>
                  <dl className="flex flex-col gap-1.5">
                    <Detail term="Email">
                      <a className="break-all text-primary underline underline-offset-4" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>
                    </Detail>
                    {message.subject === 'Donation Inquiry' && message.donationType ? (
                      <Detail term="Interest">{donationLabels.get(message.donationType) ?? message.donationType}</Detail>
                    ) : null}
                    <Detail term="Received">{formatDateTime(message.createdAt)}</Detail>
                  </dl>
                  <div>
                    <Button asChild size="sm" variant="outline">
                      <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                        <Reply aria-hidden="true" />
                        Reply<span className="sr-only"> to {message.name}</span>
                      </a>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {query.data ? <Pager page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={(next) => update({ page: next })} label="Messages" /> : null}
      </LoadState>
    </section>
  );
}
