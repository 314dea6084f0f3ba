import type { ReactNode } from 'react';

/** A titled part of a plain reading page: its paragraphs, then its points and a closing sentence. */
export type ContentSectionText = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly points?: readonly string[];
  /** Said after the points. */
  readonly closing?: string;
};

/** The card every such part is drawn in (the page's "On this page" links jump to its heading). */
export const contentCardClassName = 'rounded-xl border border-border bg-card p-5 text-card-foreground sm:p-6';

/** One part as a card; `children` go after the closing sentence. */
export function ContentSection({ section, children }: { section: ContentSectionText; children?: ReactNode }) {
  return (
    <section aria-labelledby={section.id} className={contentCardClassName}>
      <h2 id={section.id} className="text-xl font-semibold">
        {section.title}
      </h2>
      <div className="mt-3 space-y-3">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.points ? (
        <ul className="mt-3 list-disc space-y-2 ps-6">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.closing ? <p className="mt-3">{section.closing}</p> : null}
      {children}
    </section>
  );
}

/** The "On this page" links under a page's heading, one to each part's heading. */
export function OnThisPage({ label, sections }: { label: string; sections: readonly { readonly id: string; readonly title: string }[] }) {
  return (
    <nav aria-label={label} className="mx-auto mt-8 max-w-3xl">
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
