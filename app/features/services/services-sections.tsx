import { Check, Clock, Info, MessageCircleHeart } from 'lucide-react';
import {
  accreditationNotice,
  bookingNote,
  comparisonColumns,
  comparisonRows,
  freeConsultation,
  serviceOfferings,
  servicesPageTexts as texts,
  testimonials,
  testimonialsAreIllustrative,
  toolsBundle,
  type ServiceOffering,
} from '@core/content/services';
import { localePath } from '@core/i18n';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { Table, TableCaption, TableCell, TableHeaderCell, TableScrollArea } from '~/components/ui/table';
import { formatMessage } from '@core/message-format';

/** The free 30-minute consultation, the first step we suggest. */
export function ConsultationSection() {
  return (
    <section aria-labelledby="consultation" className="mx-auto mt-10 max-w-3xl">
      <Card className="border-primary/30 bg-secondary/60 p-5 sm:p-8">
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <MessageCircleHeart aria-hidden="true" className="size-5" />
            {freeConsultation.length} · {freeConsultation.price}
          </p>
          <CardTitle as="h2" id="consultation" className="text-2xl">
            {freeConsultation.name}
          </CardTitle>
          <CardDescription className="text-base text-foreground">{freeConsultation.summary}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2">
            {freeConsultation.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-col items-stretch sm:flex-row sm:items-center">
          <Button size="lg" {...bookingTrigger('consultation')}>
            {freeConsultation.bookLabel}
          </Button>
        </CardFooter>
        <p className="text-sm text-muted-foreground">{bookingNote}</p>
      </Card>
    </section>
  );
}

function OfferingCard({ offering }: { offering: ServiceOffering }) {
  const headingId = `offering-${offering.id}`;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} role="group">
      <CardHeader>
        <CardTitle id={headingId}>{offering.name}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge>
            <Clock aria-hidden="true" />
            {offering.length}
          </Badge>
          {/* Wraps: "Desde $20 (membresía de por vida)" on one line made the page scroll sideways at 320 px. */}
          <Badge variant="outline" className="whitespace-normal">
            {offering.priceSummary}
          </Badge>
        </div>
        <CardDescription>{offering.summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="space-y-2" aria-label={formatMessage(texts.includesLabel, { name: offering.name })}>
          {offering.includes.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <dl className="divide-y divide-border rounded-lg border border-border" aria-label={formatMessage(texts.pricesLabel, { name: offering.name })}>
          {offering.prices.map((price) => (
            <div key={price.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5">
              <dt className="text-muted-foreground">{price.label}</dt>
              <dd className="font-semibold text-foreground">
                {price.amount}
                {price.note ? <span className="font-normal text-muted-foreground"> {price.note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        {offering.priceNote ? <p className="text-sm text-muted-foreground">{offering.priceNote}</p> : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch">
        <Button variant="outline" {...bookingTrigger(offering.id)} className="whitespace-normal">
          {offering.bookLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The three offerings as cards, each with its prices and a button that books it. */
export function OfferingsSection() {
  return (
    <section aria-labelledby="offerings" className="mt-16">
      <h2 id="offerings" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {texts.offeringsHeading}
      </h2>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {serviceOfferings.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} />
        ))}
      </div>
      <p className="mx-auto mt-6 max-w-3xl text-center text-muted-foreground">
        {texts.bundleLine}{' '}
        <a href={localePath(toolsBundle.href)} className="font-medium text-primary underline underline-offset-4">
          {texts.bundleLink}
        </a>
      </p>
    </section>
  );
}

const comparisonCaption = texts.compareCaption;
/** Wide enough that a phone shows each cell in two or three lines, not a word per line. */
const columnWidths = ['min-w-48', 'min-w-40', 'min-w-36', 'min-w-56'];
/** The option's name stays in view while the rest of its row scrolls by on a phone. */
const stickyColumn = 'sticky start-0 z-10 w-32 bg-inherit shadow-[inset_-1px_0_0_var(--color-border)] sm:static sm:w-auto sm:shadow-none';

/** The comparison table: a real table that scrolls sideways, on its own, on a narrow phone. */
export function ComparisonSection() {
  return (
    <section aria-labelledby="compare" className="mx-auto mt-16 max-w-5xl">
      <h2 id="compare" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {texts.compareHeading}
      </h2>
      <p className="mt-3 text-center text-sm text-muted-foreground sm:hidden">{texts.scrollHint}</p>
      <TableScrollArea label={comparisonCaption} className="mt-4 sm:mt-8">
        <Table>
          <TableCaption className="sr-only">{comparisonCaption}</TableCaption>
          <thead>
            <tr className="border-b border-border bg-secondary text-sm text-secondary-foreground">
              <TableHeaderCell scope="col" className={stickyColumn}>
                {texts.optionColumn}
              </TableHeaderCell>
              {comparisonColumns.map((column, index) => (
                <TableHeaderCell key={column} scope="col" className={columnWidths[index]}>
                  {column}
                </TableHeaderCell>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.offering} className="border-b border-border bg-card last:border-0">
                <TableHeaderCell scope="row" className={stickyColumn}>
                  {row.offering}
                </TableHeaderCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={comparisonColumns[index]}>{cell}</TableCell>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScrollArea>
    </section>
  );
}

/** Testimonials, labelled as illustrative for as long as they are (see the content module). */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials" className="mx-auto mt-16 max-w-5xl">
      <h2 id="testimonials" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {testimonialsAreIllustrative ? texts.testimonialsIllustrativeHeading : texts.testimonialsHeading}
      </h2>
      {testimonialsAreIllustrative ? (
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{texts.testimonialsIllustrativeNote}</p>
      ) : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.quote}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
              <blockquote className="flex-1 text-lg text-pretty">“{testimonial.quote}”</blockquote>
              <figcaption className="text-sm text-muted-foreground">{testimonial.attribution}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC.md: the programs are not yet formally accredited; coaching is not therapy. */
export function AccreditationNotice() {
  return (
    <section
      aria-labelledby="accreditation"
      className="mx-auto mt-16 flex max-w-3xl gap-3 rounded-xl border border-border bg-muted p-5 text-foreground sm:p-6"
    >
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
      <div className="space-y-2">
        <h2 id="accreditation" className="text-lg font-semibold">
          {accreditationNotice.title}
        </h2>
        {accreditationNotice.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          {texts.crisisBefore}
          <a href={localePath('/crisis-support')} className="font-medium text-primary underline underline-offset-4">
            {texts.crisisLink}
          </a>
          {texts.crisisAfter}
        </p>
      </div>
    </section>
  );
}
