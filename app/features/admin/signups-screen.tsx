import { howHeardLabels } from '@core/content/signup';
import { Download } from 'lucide-react';
import { accessLevels } from '@core/constants';
import { accessLevelLabels, exportPath } from '@core/contracts/admin';
import { howHeardOptions } from '@core/contracts/signup';
import { LOCALE_NAMES } from '@core/i18n';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useSignups } from './api/admin-api';
import { Detail, EmptyState, FilterSelect, LoadState, Pager, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { formatDate } from './format';
import { useConsoleParams } from './use-console-params';

function heardLabel(value: string | null): string {
  return value && (howHeardOptions as readonly string[]).includes(value) ? howHeardLabels[value as (typeof howHeardOptions)[number]] : 'Not said';
}

/** Everyone who joined for free, with the access she has now. */
export function SignupsScreen() {
  const { page, get, update } = useConsoleParams();
  const accessLevel = (accessLevels as readonly string[]).includes(get('access')) ? get('access') : undefined;
  const query = useSignups({ accessLevel, page });

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeader
        title="Signups"
        description="Newest first, with the access each one has."
        actions={
          <Button asChild variant="outline">
            <a href={exportPath('signups')} download>
              <Download aria-hidden="true" />
              Download all (CSV)
            </a>
          </Button>
        }
      />
      <FilterSelect
        label="Access"
        value={accessLevel ?? ''}
        options={[{ value: '', label: 'Any access' }, ...accessLevels.map((value) => ({ value, label: accessLevelLabels[value] }))]}
        onChange={(value) => update({ access: value })}
      />
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the signups">
        {query.data && query.data.items.length === 0 ? (
          <EmptyState action={accessLevel ? <Button variant="outline" onClick={() => update({ access: undefined })}>Show everyone</Button> : undefined}>
            {accessLevel ? `Nobody with ${accessLevelLabels[accessLevel as (typeof accessLevels)[number]]} access yet.` : 'No signups yet.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {query.data?.items.map((signup) => (
              <li key={signup.id}>
                <Card role="article" aria-labelledby={`signup-${signup.id}`} className="gap-3 p-4 sm:p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`signup-${signup.id}`} className="text-lg font-semibold leading-snug">
                      {/* An access code activated for an email that never signed up makes a row with no name. */}
                      {`${signup.firstName} ${signup.lastName}`.trim() || 'No name given'}
                    </h3>
                    <Badge variant={signup.accessLevel === 'free' ? 'secondary' : 'default'}>{accessLevelLabels[signup.accessLevel]}</Badge>
                  </div>
                  <dl className="flex flex-col gap-1.5">
                    <Detail term="Email">
                      <a className="break-all text-primary underline underline-offset-4" href={`mailto:${signup.email}`}>
                        {signup.email}
                      </a>
                    </Detail>
                    {signup.phone ? <Detail term="Phone">{signup.phone}</Detail> : null}
                    <Detail term="Interests">{signup.interests.length > 0 ? signup.interests.join(', ') : 'None chosen'}</Detail>
                    <Detail term="Heard from">{heardLabel(signup.howHeard)}</Detail>
                    <Detail term="Language">{LOCALE_NAMES[signup.locale]}</Detail>
                    <Detail term="Joined">{formatDate(signup.createdAt)}</Detail>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {query.data ? <Pager page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={(next) => update({ page: next })} label="Signups" /> : null}
      </LoadState>
    </section>
  );
}
