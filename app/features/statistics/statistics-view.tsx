import { assessmentConstants, hotlines } from '@core/constants';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { statisticsTexts as texts } from '@core/content/statistics';
import { defaultStatistics } from '@core/contracts/statistics';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useStatistics } from './api/use-statistics';
import {
  assessmentSummary,
  formatNumber,
  formatPercent,
  programRates,
  researchSourceNote,
  statCards,
  type AssessmentSummary,
  type ProgramRate,
  type StatCard,
} from './statistics-content';

/*
 * The parts of /statistics. Headings and text are static in the page (app/pages/statistics.astro);
 * what waits for GET /api/statistics is an island (ResearchFigures, ProgramRates,
 * CommunityAssessments, sharing one request), and the figures for visitors without JavaScript are
 * in the page's <noscript>, not in an island: the client router drops every <noscript> from a
 * page it swaps in, and an island's prerendered HTML must be exactly what it hydrates.
 */

export const sectionHeading = 'text-2xl font-semibold tracking-tight text-balance';

const figureCard = '@container rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5';
const figureValue = 'text-3xl font-semibold tracking-tight text-primary tabular-nums';
/**
 * A figure written out in full (the Spanish site's "$3,600,000,000,000") sized to its card's
 * width (cqi), so it fits a 320 px phone and a quarter of a wide screen alike.
 */
const longFigureValue = 'text-[clamp(1.125rem,8.5cqi,1.875rem)] font-semibold tracking-tight text-primary tabular-nums';
/** Longer than this and a figure takes the card-sized type. */
const LONG_FIGURE = 12;
/** Where a figure will be: a muted bar one line of `figureValue` high. */
const valuePlaceholder = 'block h-9 w-24 rounded-md bg-muted';

/**
 * The research figures (an island). While the answer is on its way it says 'Loading
 * statistics...' above empty cards of the figures' own size, so nothing below moves when the
 * figures arrive; without JavaScript the empty cards are hidden and the note is shown.
 */
export function ResearchFigures() {
  const state = useStatistics();
  if (state.status === 'loading') {
    return (
      <>
        <p className="relative mt-2 text-muted-foreground">
          {/* The note keeps its place while the status is shown. */}
          <span className="invisible noscript:visible">{researchSourceNote}</span>
          <span role="status" className="absolute inset-0 noscript:hidden">
            {texts.loading}
          </span>
        </p>
        <StatCardList cards={statCards(defaultStatistics.realWorldData)} placeholder />
      </>
    );
  }
  return (
    <>
      <p className="mt-2 text-muted-foreground">{researchSourceNote}</p>
      <StatCardList cards={statCards(state.statistics.realWorldData)} />
    </>
  );
}

/** SPEC.md's research figures, for the page's <noscript>. */
export function ResearchFiguresWithoutScript() {
  return <StatCardList cards={statCards(defaultStatistics.realWorldData)} />;
}

/** The figures, or (`placeholder`) empty cards of the same size while they load. */
function StatCardList({ cards, placeholder = false }: { cards: StatCard[]; placeholder?: boolean }) {
  return (
    <ul
      aria-hidden={placeholder || undefined}
      className={`mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4 sm:gap-4${placeholder ? ' noscript:hidden' : ''}`}
    >
      {cards.map((card) => (
        <li key={card.id} data-stat={placeholder ? undefined : card.id} className={figureCard}>
          {placeholder ? <span className={valuePlaceholder} /> : <p className={card.value.length > LONG_FIGURE ? longFigureValue : figureValue}>{card.value}</p>}
          <p className={placeholder ? 'invisible mt-1' : 'mt-1 text-muted-foreground'}>{card.label}</p>
        </li>
      ))}
    </ul>
  );
}

/** Beside the charts: where to turn if the numbers are hard to read. */
export function HeavyNumbersNote() {
  return (
    <Card className="gap-2 bg-secondary p-4 text-secondary-foreground sm:p-6 lg:self-start">
      <h3 className="text-lg font-semibold">{texts.heavyNumbers.heading}</h3>
      <p>
        {texts.heavyNumbers.beforeCall}
        <a className="font-semibold underline underline-offset-4" href={hotlines.lifelineCall.href}>
          {texts.heavyNumbers.call}
        </a>
        {texts.heavyNumbers.between}
        <a className="font-semibold underline underline-offset-4" href={hotlines.lifelineText.href}>
          {texts.heavyNumbers.text}
        </a>
        {texts.heavyNumbers.beforeHotline}
        <a className="font-semibold underline underline-offset-4" href={hotlines.domesticViolence.href}>
          {hotlines.domesticViolence.display}
        </a>
        {texts.heavyNumbers.end}
      </p>
    </Card>
  );
}

/** The program success rates (an island, like the research figures). */
export function ProgramRates() {
  const state = useStatistics();
  if (state.status === 'loading') return <ProgramRateList rates={programRates(defaultStatistics.recoveryPrograms)} placeholder />;
  return <ProgramRateList rates={programRates(state.statistics.recoveryPrograms)} />;
}

/** SPEC.md's program rates, for the page's <noscript>. */
export function ProgramRatesWithoutScript() {
  return <ProgramRateList rates={programRates(defaultStatistics.recoveryPrograms)} />;
}

function ProgramRateList({ rates, placeholder = false }: { rates: ProgramRate[]; placeholder?: boolean }) {
  return (
    <ul aria-hidden={placeholder || undefined} className={`mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4${placeholder ? ' noscript:hidden' : ''}`}>
      {rates.map((rate) => (
        <li key={rate.id} data-rate={placeholder ? undefined : rate.id} className={figureCard}>
          {placeholder ? <span className={valuePlaceholder} /> : <p className={figureValue}>{formatPercent(rate.value)}</p>}
          <p className={placeholder ? 'invisible mt-1' : 'mt-1 text-muted-foreground'}>{rate.label}</p>
          <Bar percent={placeholder ? 0 : rate.value} />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'What our community’s assessments show' (an island): once the answer has come, and only when
 * there are assessments (SPEC.md §2).
 */
export function CommunityAssessments() {
  const state = useStatistics();
  const summary = state.status === 'ready' ? assessmentSummary(state.statistics.userAssessments) : null;
  return summary ? <AssessmentTotals summary={summary} /> : null;
}

function AssessmentTotals({ summary }: { summary: AssessmentSummary }) {
  const community = texts.community;
  return (
    <section aria-labelledby="stats-assessments" data-section="assessments">
      <h2 id="stats-assessments" className={sectionHeading}>
        {community.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{community.note}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4">
        <div className={figureCard}>
          <dt className="text-muted-foreground">{formatMessage(community.completed, { total: summary.total })}</dt>
          <dd className={figureValue}>{formatNumber(summary.total)}</dd>
        </div>
        <div className={figureCard}>
          <dt className="text-muted-foreground">{community.averageScore}</dt>
          <dd className={figureValue}>
            {summary.averageScore} <span className="text-lg font-normal text-muted-foreground">{formatMessage(community.outOf, { max: summary.maxScore })}</span>
          </dd>
        </div>
      </dl>
      <Card className="mt-4 p-4 sm:p-6">
        <table className="w-full border-collapse text-start">
          <caption className="pb-3 text-start text-lg font-semibold">{community.caption}</caption>
          <thead>
            <tr className="border-b border-border text-sm">
              <th scope="col" className="py-2 pe-3 font-semibold">
                {community.result}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-semibold">
                {community.number}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {community.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row) => (
              <tr key={row.label} className="border-b border-border align-top last:border-0">
                <th scope="row" className="py-2.5 pe-3 font-normal">
                  {row.label}
                  <Bar percent={row.percent} />
                </th>
                <td className="py-2.5 pe-3 text-end tabular-nums">{formatNumber(row.count)}</td>
                <td className="py-2.5 text-end tabular-nums">{formatPercent(row.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}

/** A plain horizontal bar; decoration only, the figure is always written beside it. */
function Bar({ percent }: { percent: number }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <span aria-hidden="true" className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-muted">
      <span className="block h-full rounded-full bg-primary" style={{ width: `${width}%` }} />
    </span>
  );
}

export function TakeAssessment() {
  return (
    <section aria-labelledby="stats-next" className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
      <h2 id="stats-next" className={sectionHeading}>
        {texts.takeAssessment.heading}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-muted-foreground text-pretty">
        {formatMessage(texts.takeAssessment.text, { minutes: assessmentConstants.minutes })}
      </p>
      <Button asChild size="lg" className="mt-6">
        <a href={localePath('/assessment')}>{texts.takeAssessment.linkLabel}</a>
      </Button>
    </section>
  );
}
