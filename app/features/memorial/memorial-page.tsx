import { Scale, ShieldAlert } from 'lucide-react';
import type { MemorialContent } from '@core/content/memorial';
import { localePath } from '@core/i18n';
import { HotlineList } from '~/components/hotline-list';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { MemorialCandle } from './memorial-candle';

const sectionHeading = 'text-2xl font-semibold tracking-tight text-balance sm:text-3xl';

/** The memorial: remembrance, the warning signs, what justice means, and where to turn. */
export function MemorialPage({ content }: { content: MemorialContent }) {
  return (
    <PageContainer>
      <MemorialCandle className="mx-auto mb-4" />
      <PageHeader eyebrow={content.eyebrow} title={content.title}>
        <p>{content.intro}</p>
      </PageHeader>
      <div className="mx-auto mt-6 max-w-[60ch] rounded-xl bg-secondary px-5 py-4 text-center text-secondary-foreground">
        <p>{content.gentleNote}</p>
        <a href="#memorial-hotlines" className="mt-1 inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:decoration-2">
          {content.hotlinesLinkLabel}
        </a>
      </div>

      <div className="mt-14 space-y-16 sm:mt-16 sm:space-y-20">
        <section aria-labelledby="memorial-story" className="mx-auto max-w-[70ch]">
          <h2 id="memorial-story" className={`${sectionHeading} text-center`}>
            {content.story.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-foreground/90">
            {content.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="memorial-warning-signs" className="mx-auto max-w-4xl">
          <div className="mx-auto max-w-[70ch] text-center">
            <h2 id="memorial-warning-signs" className={sectionHeading}>
              {content.warningSigns.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground text-pretty">{content.warningSigns.intro}</p>
          </div>
          <Card className="mt-8 p-5 sm:p-8">
            <ul className="grid list-disc gap-x-10 gap-y-3 ps-6 leading-relaxed marker:text-primary md:grid-cols-2">
              {content.warningSigns.signs.map((sign) => (
                <li key={sign} className="ps-1">
                  {sign}
                </li>
              ))}
            </ul>
          </Card>
          <div className="mt-6 flex gap-4 rounded-xl border-2 border-destructive/60 bg-card p-5 sm:p-6">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
            <div>
              <h3 className="text-xl font-semibold">{content.warningSigns.danger.title}</h3>
              <p className="mt-2 leading-relaxed">{content.warningSigns.danger.body}</p>
            </div>
          </div>
        </section>

        <section aria-labelledby="memorial-justice" className="mx-auto max-w-4xl">
          <div className="mx-auto max-w-[70ch] text-center">
            <Scale aria-hidden="true" className="mx-auto size-8 text-primary" />
            <h2 id="memorial-justice" className={`${sectionHeading} mt-2`}>
              {content.justice.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground text-pretty">{content.justice.intro}</p>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {content.justice.points.map((point) => (
              <li
                key={point}
                className="rounded-xl border border-border border-s-4 border-s-primary bg-card p-4 leading-relaxed text-card-foreground shadow-sm sm:[&:last-child:nth-child(odd)]:col-span-2"
              >
                {point}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="memorial-actions"
          className="mx-auto max-w-4xl rounded-2xl bg-primary px-5 py-10 text-center text-primary-foreground sm:px-10"
        >
          <h2 id="memorial-actions" className={sectionHeading}>
            {content.actions.title}
          </h2>
          <p className="mx-auto mt-3 max-w-[60ch] text-lg text-pretty">{content.actions.intro}</p>
          <div className="mx-auto mt-6 flex max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
            {content.actions.links.map((link) => (
              <Button
                key={link.to}
                asChild
                size="lg"
                variant={link.variant === 'default' ? 'secondary' : 'outline'}
                className={link.variant === 'default' ? '' : 'border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary'}
              >
                <a href={localePath(link.to)}>{link.label}</a>
              </Button>
            ))}
          </div>
        </section>

        <section aria-labelledby="memorial-hotlines" className="mx-auto max-w-3xl">
          <div className="text-center">
            <h2 id="memorial-hotlines" className={sectionHeading}>
              {content.hotlines.title}
            </h2>
            <p className="mx-auto mt-3 max-w-[65ch] text-lg text-muted-foreground text-pretty">{content.hotlines.note}</p>
          </div>
          <div className="mt-8">
            <HotlineList />
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
