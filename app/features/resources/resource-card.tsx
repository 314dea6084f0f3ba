import type { MouseEvent, ReactNode } from 'react';
import { ArrowRight, Download } from 'lucide-react';
import { resourceLibraryTexts as texts, resourceMessages } from '@core/content/resources';
import { ExternalLink } from '~/components/external-link';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { bookingTrigger } from '~/lib/booking-trigger';
import { cn } from '~/lib/utils';
import { isNotFound, useRecordDownload } from './api/use-record-download';
import { isInternalPath, resourceTypeStyles, type ResourceCardModel } from './resource-cards';
import { startFileDownload } from './start-file-download';

/** One resource: its type's icon and colour, title, description and the action its type calls for. */
export function ResourceCard({ card }: { card: ResourceCardModel }) {
  const style = resourceTypeStyles[card.type];
  const Icon = style.icon;
  const headingId = `${card.key}-title`;
  return (
    <Card role="group" aria-labelledby={headingId} className="h-full p-5 sm:p-6">
      <CardHeader className="flex-1 gap-3">
        <div className="flex items-center gap-3">
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', style.chip)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="text-sm font-medium text-muted-foreground">{style.label}</span>
        </div>
        <CardTitle id={headingId}>{card.title}</CardTitle>
        <CardDescription>{card.description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <ResourceAction card={card} />
      </CardFooter>
    </Card>
  );
}

function ResourceAction({ card }: { card: ResourceCardModel }) {
  if (card.type === 'coaching') {
    return (
      <Button {...bookingTrigger('consultation')} className="w-full sm:w-auto">
        {texts.bookConsultation}
      </Button>
    );
  }
  if (!card.url) return null;
  if (card.type === 'download') return <DownloadLink card={card} url={card.url} />;
  return (
    <PageLink url={card.url}>
      {texts.open}
      <span className="sr-only"> {card.title}</span>
      <ArrowRight aria-hidden="true" />
    </PageLink>
  );
}

function PageLink({ url, children }: { url: string; children: ReactNode }) {
  const className = 'w-full sm:w-auto';
  return (
    <Button asChild variant="outline" className={className}>
      {isInternalPath(url) ? <a href={url}>{children}</a> : <ExternalLink href={url}>{children}</ExternalLink>}
    </Button>
  );
}

/**
 * A real link to the file, so it downloads even before JavaScript. Once the page is interactive
 * and the card comes from the server, a click first counts the download (SPEC.md §2, §7):
 * 'Preparing Download', 'Preparing...' while the count is sent, then 'Download Started' and the
 * file itself.
 */
function DownloadLink({ card, url }: { card: ResourceCardModel; url: string }) {
  const mutation = useRecordDownload({
    onSuccess: (download) => {
      toast({ title: resourceMessages.startedTitle, description: resourceMessages.startedDescription });
      startFileDownload(download.url ?? url);
    },
    onError: (error) => {
      if (isNotFound(error)) {
        toast({ variant: 'destructive', title: texts.notAvailableTitle, description: resourceMessages.notFound });
        return;
      }
      // Only the count failed; the file itself is a static file of the site: give it to her.
      toast({ title: resourceMessages.startedTitle, description: resourceMessages.startedDescription });
      startFileDownload(url);
    },
  });
  const pending = mutation.isPending;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    if (card.id === null) {
      // A built-in card (the list has not arrived): the link downloads the file by itself.
      toast({ title: resourceMessages.startedTitle, description: resourceMessages.startedDescription });
      return;
    }
    event.preventDefault();
    toast({ title: resourceMessages.preparingTitle, description: texts.preparingDescription });
    mutation.mutate(card.id);
  };

  return (
    <Button asChild className="w-full sm:w-auto">
      <a href={url} download="" onClick={onClick} aria-disabled={pending || undefined} data-resource-id={card.id ?? undefined}>
        <Download aria-hidden="true" />
        {pending ? (
          resourceMessages.preparingButton
        ) : (
          <>
            {texts.download}
            <span className="sr-only">
              {' '}
              {card.title}
              {/\.pdf$/i.test(url) ? texts.pdfSuffix : ''}
            </span>
          </>
        )}
      </a>
    </Button>
  );
}
