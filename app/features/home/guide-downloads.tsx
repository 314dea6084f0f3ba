import { BookOpen, Download, Info } from 'lucide-react';
import { guideFileInfo, guidesSection, homeGuides } from '@core/content/home';
import { formatMessage } from '@core/message-format';

/**
 * The two free guides (SPEC.md §2 home). Plain same-site links with `download`: they work
 * before JavaScript arrives and send nothing anywhere. A quiet note says a download stays on
 * the device, for someone whose phone may be looked at.
 */
export function GuideDownloads() {
  return (
    <section aria-labelledby="home-guides-heading" className="flex flex-col rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      <h2 id="home-guides-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden="true" className="size-5 text-primary" />
        {guidesSection.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{guidesSection.intro}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {homeGuides.map((guide) => {
          const infoId = `guide-${guide.id}-info`;
          return (
            <li key={guide.id} className="rounded-xl border border-border bg-background/60 p-4">
              <p className="font-semibold">{guide.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{guide.description}</p>
              <a
                href={guide.href}
                download={guide.fileName}
                type="application/pdf"
                aria-describedby={infoId}
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md border border-primary/40 bg-card px-4 py-2 font-medium text-primary transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Download aria-hidden="true" className="size-4" />
                {guidesSection.download} <span className="sr-only">{guide.title}</span>
              </a>
              <span id={infoId} className="ms-3 text-sm text-muted-foreground">
                {formatMessage(guideFileInfo, { sizeKb: guide.sizeKb, pages: guide.pages })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{guidesSection.deviceNote}</span>
      </p>
    </section>
  );
}
