import { assessmentConstants, hotlines } from '@core/constants';
import { defaultStatistics, type Statistics } from '@core/contracts/statistics';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useStatistics } from './api/use-statistics';
import { StatisticsChart } from './statistics-chart';
import {
  assessmentSummary,
  charts,
  formatNumber,
  formatPercent,
  programRates,
  researchSourceNote,
  statCards,
  type AssessmentSummary,
} from './statistics-content';

const sectionHeading = 'text-2xl font-semibold tracking-tight text-balance';

/** The statistics page body: 'Loading statistics...' while GET /api/statistics loads, then the figures. */
export function StatisticsSections() {
  const state = useStatistics();
  return (
    <div className="mt-10 space-y-14 sm:mt-12">
      {state.status === 'loading' ? (
        // A screen tall: the figures that replace it are taller still, so nothing below it is on
        // screen to jump when they arrive (it was a layout shift of 0.33 on a phone).
        <div className="min-h-[100svh]">
          <p role="status" className="rounded-xl border border-border bg-card p-6 text-center text-lg text-muted-foreground">
            Loading statistics...
          </p>
          {/* In the prerendered page for visitors without JavaScript (and crawlers): the research
              figures with SPEC.md's defaults. Browsers running scripts never show it. */}
          <noscript>
            <StatisticsContent statistics={defaultStatistics} />
          </noscript>
        </div>
      ) : (
        <StatisticsContent statistics={state.statistics} />
      )}
      <TakeAssessment />
    </div>
  );
}

/** Everything the page shows once the numbers are known (exported for tests). */
export function StatisticsContent({ statistics }: { statistics: Statistics }) {
  const summary = assessmentSummary(statistics.userAssessments);
  return (
    <>
      <ResearchFigures data={statistics.realWorldData} />
      <Charts />
      <ProgramSuccess data={statistics.recoveryPrograms} />
      {summary ? <CommunityAssessments summary={summary} /> : null}
    </>
  );
}

function ResearchFigures({ data }: { data: Statistics['realWorldData'] }) {
  return (
    <section aria-labelledby="stats-research">
      <h2 id="stats-research" className={sectionHeading}>
        What the research shows
      </h2>
      <p className="mt-2 text-muted-foreground">{researchSourceNote}</p>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4 sm:gap-4">
        {statCards(data).map((card) => (
          <li
            key={card.id}
            data-stat={card.id}
            className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
          >
            <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{card.value}</p>
            <p className="mt-1 text-muted-foreground">{card.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Charts() {
  return (
    <section aria-labelledby="stats-charts">
      <h2 id="stats-charts" className={sectionHeading}>
        A closer look
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        {charts.map((spec) => (
          <StatisticsChart key={spec.id} spec={spec} />
        ))}
        <Card className="gap-2 bg-secondary p-4 text-secondary-foreground sm:p-6 lg:self-start">
          <h3 className="text-lg font-semibold">If these numbers feel heavy</h3>
          <p>
            Take a break whenever you need to. If you are thinking about suicide, you can{' '}
            <a className="font-semibold underline underline-offset-4" href={hotlines.lifelineCall.href}>
              call 988
            </a>{' '}
            or{' '}
            <a className="font-semibold underline underline-offset-4" href={hotlines.lifelineText.href}>
              text 988
            </a>{' '}
            at any time. The National Domestic Violence Hotline is open day and night:{' '}
            <a className="font-semibold underline underline-offset-4" href={hotlines.domesticViolence.href}>
              {hotlines.domesticViolence.display}
            </a>
            .
          </p>
        </Card>
      </div>
    </section>
  );
}

function ProgramSuccess({ data }: { data: Statistics['recoveryPrograms'] }) {
  return (
    <section aria-labelledby="stats-programs">
      <h2 id="stats-programs" className={sectionHeading}>
        Program success
      </h2>
      <p className="mt-2 text-muted-foreground">Of the women who join our recovery programs:</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {programRates(data).map((rate) => (
          <li key={rate.id} data-rate={rate.id} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
            <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{formatPercent(rate.value)}</p>
            <p className="mt-1 text-muted-foreground">{rate.label}</p>
            <Bar percent={rate.value} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CommunityAssessments({ summary }: { summary: AssessmentSummary }) {
  const plural = summary.total === 1 ? 'assessment' : 'assessments';
  return (
    <section aria-labelledby="stats-assessments" data-section="assessments">
      <h2 id="stats-assessments" className={sectionHeading}>
        What our community’s assessments show
      </h2>
      <p className="mt-2 text-muted-foreground">Totals only: no one’s answers or details are shown here.</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4">
        <div className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
          <dt className="text-muted-foreground">Self-{plural} completed</dt>
          <dd className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{formatNumber(summary.total)}</dd>
        </div>
        <div className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
          <dt className="text-muted-foreground">Average score</dt>
          <dd className="text-3xl font-semibold tracking-tight text-primary tabular-nums">
            {summary.averageScore} <span className="text-lg font-normal text-muted-foreground">out of {summary.maxScore}</span>
          </dd>
        </div>
      </dl>
      <Card className="mt-4 p-4 sm:p-6">
        <table className="w-full border-collapse text-left">
          <caption className="pb-3 text-left text-lg font-semibold">Results by tier</caption>
          <thead>
            <tr className="border-b border-border text-sm">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Result
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Number
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row) => (
              <tr key={row.label} className="border-b border-border align-top last:border-0">
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  {row.label}
                  <Bar percent={row.percent} />
                </th>
                <td className="py-2.5 pr-3 text-right tabular-nums">{formatNumber(row.count)}</td>
                <td className="py-2.5 text-right tabular-nums">{formatPercent(row.percent)}</td>
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

function TakeAssessment() {
  return (
    <section aria-labelledby="stats-next" className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
      <h2 id="stats-next" className={sectionHeading}>
        Where are you right now?
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-muted-foreground text-pretty">
        The free, private self-assessment takes {assessmentConstants.minutes} minutes and can help you see your own patterns more
        clearly.
      </p>
      <Button asChild size="lg" className="mt-6">
        <a href="/assessment">Take the assessment</a>
      </Button>
    </section>
  );
}
