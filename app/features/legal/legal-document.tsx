import { Fragment, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { legalPageTexts, type LegalBlock, type LegalDocument, type LegalSection } from '@core/content/legal';
import { formatMessage } from '@core/message-format';
import { retentionMessageValues } from '@core/retention';
import { PageContainer, PageHeader } from '~/components/page-header';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:decoration-2';
const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Turns the content's `[label](href)` markup into links; everything else stays text. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', href = ''] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      href.startsWith('/') ? (
        <a key={start} href={href} className={linkClass}>
          {label}
        </a>
      ) : (
        <a key={start} href={href} className={`${linkClass} ${/^(tel|sms):/.test(href) ? 'whitespace-nowrap' : 'break-words'}`}>
          {label}
        </a>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A text of the document: its ICU arguments (the retention periods) filled in, then its links. */
function words(text: string): ReactNode[] {
  return renderInline(formatMessage(text, retentionMessageValues));
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{words(block)}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 ps-6 marker:text-primary">
        {block.list.map((item) => (
          <li key={item} className="ps-1">
            {words(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex gap-3 rounded-xl border border-primary/25 bg-secondary p-4 text-secondary-foreground">
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <p>{words(block.note)}</p>
    </div>
  );
}

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section aria-labelledby={section.id} className="space-y-4">
      <h2 id={section.id} className="text-2xl font-semibold tracking-tight text-balance text-foreground">
        <span className="text-primary">{number}.</span> {section.title}
      </h2>
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <Fragment key={subsection.id}>
          <h3 id={subsection.id} className="pt-2 text-xl font-semibold tracking-tight text-balance text-foreground">
            {subsection.title}
          </h3>
          <Blocks blocks={subsection.blocks} />
        </Fragment>
      ))}
    </section>
  );
}

/** A legal page: title, the date its text last changed, a table of contents and the text. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  return (
    <PageContainer>
      <PageHeader eyebrow={legalPageTexts.eyebrow} title={doc.title}>
        <p>{doc.summary}</p>
      </PageHeader>
      <p className="mt-4 text-center text-muted-foreground" data-testid="last-updated">
        {legalPageTexts.lastUpdated} <time dateTime={doc.lastUpdated.iso}>{doc.lastUpdated.display}</time>
      </p>

      <div className="mx-auto mt-10 grid max-w-5xl gap-8 lg:mt-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby={`${doc.id}-toc`}
          className="self-start rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm lg:sticky lg:top-[calc(var(--site-header-height)+1.5rem)]"
        >
          <h2 id={`${doc.id}-toc`} className="text-sm font-semibold uppercase tracking-wider text-primary">
            {legalPageTexts.contents}
          </h2>
          <ol className="mt-3 space-y-1">
            {doc.sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden="true" className="min-w-6 pt-2 text-end text-sm text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-9 items-center rounded-sm text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-[70ch] space-y-10 text-base leading-relaxed sm:text-lg text-foreground/90">
          {doc.sections.map((section, index) => (
            <Section key={section.id} section={section} number={index + 1} />
          ))}
        </article>
      </div>
    </PageContainer>
  );
}
