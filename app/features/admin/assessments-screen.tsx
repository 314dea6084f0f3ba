import { assessmentLookupSchema, type AssessmentLookupResult } from '@core/contracts/admin';
import { assessmentQuestions } from '@core/content/assessment-questions';
import { isAssessmentOptionId } from '@core/assessment-structure';
import { Card } from '~/components/ui/card';
import { Table, TableCaption, TableCell, TableHeaderCell, TableScrollArea } from '~/components/ui/table';
import { errorSentence, useAssessmentLookup, useWeeklyAssessments } from './api/admin-api';
import { Detail, EmailForm, EmptyState, FilterSelect, LoadState, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { formatDateTime, formatWeek } from './format';
import { useConsoleParams } from './use-console-params';

const weekChoices = ['4', '12', '26', '52'] as const;

/** The short name of a tier for a table column: "Low Risk", "Critical", … */
function tierShortName(riskLevel: string): string {
  return riskLevel.split(' - ')[0] ?? riskLevel;
}

/**
 * Her answers in the console's words (English): each stored question id and option id looked up
 * in the questions (docs/decisions/0044); an answer stored as words before ids keeps its words.
 */
function Answers({ answers }: { answers: AssessmentLookupResult['results'][number]['answers'] }) {
  if (answers.length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm font-medium">Her answers ({answers.length})</summary>
      <ol className="mt-2 flex flex-col gap-2 text-sm">
        {answers.map((answer) => {
          const question = assessmentQuestions.find((candidate) => candidate.id === answer.questionId);
          const words = answer.optionId !== undefined && isAssessmentOptionId(answer.optionId) ? question?.options[answer.optionId] : answer.option;
          return (
            <li key={answer.questionId}>
              <span className="text-muted-foreground">
                {answer.questionId}. {question?.question ?? 'A question this site no longer asks'}
              </span>{' '}
              <span className="font-medium">{words ?? `Option ${answer.optionId ?? '?'}`}</span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function WeeklyTable() {
  const { get, update } = useConsoleParams();
  const weeks = (weekChoices as readonly string[]).includes(get('weeks')) ? Number(get('weeks')) : 12;
  const query = useWeeklyAssessments(weeks);
  return (
    <div className="flex flex-col gap-4">
      <FilterSelect
        label="Weeks shown"
        value={String(weeks)}
        options={weekChoices.map((value) => ({ value, label: `Last ${value} weeks` }))}
        onChange={(value) => update({ weeks: value === '12' ? undefined : value })}
      />
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the counts">
        {query.data ? (
          query.data.weeks.every((week) => week.total === 0) ? (
            <EmptyState>No assessments were taken in these weeks.</EmptyState>
          ) : (
            <TableScrollArea label="Assessments per week and tier">
              <Table className="text-sm">
                <TableCaption>Assessments per week (weeks start on Monday, UTC), by result</TableCaption>
                <thead>
                  <tr className="border-b border-border">
                    <TableHeaderCell scope="col">Week of</TableHeaderCell>
                    {query.data.riskLevels.map((level) => (
                      <TableHeaderCell key={level} scope="col" className="text-end">
                        {tierShortName(level)}
                      </TableHeaderCell>
                    ))}
                    <TableHeaderCell scope="col" className="text-end">
                      Total
                    </TableHeaderCell>
                  </tr>
                </thead>
                <tbody>
                  {[...query.data.weeks].reverse().map((week) => (
                    <tr key={week.weekStart} className="border-b border-border last:border-0">
                      <TableHeaderCell scope="row" className="whitespace-nowrap font-medium">
                        {formatWeek(week.weekStart)}
                      </TableHeaderCell>
                      {week.counts.map((count, index) => (
                        <TableCell key={query.data.riskLevels[index]} className="text-end tabular-nums">
                          {count}
                        </TableCell>
                      ))}
                      <TableCell className="text-end font-semibold tabular-nums">{week.total}</TableCell>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScrollArea>
          )
        ) : null}
      </LoadState>
    </div>
  );
}

function Lookup() {
  const lookup = useAssessmentLookup();
  const failure = lookup.isError ? errorSentence(lookup.error, 'We could not look this up just now. Please try again.') : undefined;
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold">One person&apos;s results</h3>
      <EmailForm
        contract={assessmentLookupSchema}
        hint="Only when she asks you to, or has agreed. Each look-up is recorded (without the email)."
        onEmail={(email) => lookup.mutate(email)}
        pending={lookup.isPending}
        submitLabel="Look up"
      />
      <div aria-live="polite">
        {failure ? <p className="font-medium text-destructive">{failure}</p> : null}
        {lookup.data ? (
          lookup.data.results.length === 0 ? (
            <p className="text-muted-foreground">No results are stored for this email.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {lookup.data.results.map((result) => (
                <li key={result.id} className="rounded-lg border border-border p-3">
                  <dl className="flex flex-col gap-1.5">
                    <Detail term="Result">{result.riskLevel}</Detail>
                    <Detail term="Score">{result.score} of 140</Detail>
                    <Detail term="Name">{result.name}</Detail>
                    <Detail term="Taken">{formatDateTime(result.createdAt)}</Detail>
                  </dl>
                  <Answers answers={result.answers} />
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </Card>
  );
}

/** How many took the assessment, by week and result; one person's results and answers only on request. */
export function AssessmentsScreen() {
  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-6">
      <ScreenHeader title="Assessments" description="Counts by week. One person's results and answers only when you look her up by email." />
      <WeeklyTable />
      <Lookup />
    </section>
  );
}
