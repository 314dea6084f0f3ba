import { useId, useMemo, useRef, useState } from 'react';
import { journalTexts, moodLevels } from '@core/content/journal';
import { formatMessage } from '@core/message-format';
import { moodLabel } from '@core/journal-prompts';
import { feelingCounts, moodSeries } from '@core/journal';
import { useLineChart } from '~/lib/use-chart';
import { formatDateTime, formatDay } from './journal-format';
import type { JournalEntry } from './use-journal';

const texts = journalTexts.patterns;

/** Mood over time (a chart, and the same as a table) and the feelings she named most: plain counts, no judgement. */
export function JournalPatterns({ entries }: { entries: readonly JournalEntry[] }) {
  const ids = useId();
  const series = useMemo(() => moodSeries(entries), [entries]);
  const feelings = useMemo(() => feelingCounts(entries).slice(0, 10), [entries]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const chartData = useMemo(() => {
    if (series.length === 0) return null;
    const moodWords = moodLevels.map((level) => level.label);
    return {
      lineLabel: texts.chartLine,
      labels: series.map((point) => formatDay(point.writtenAt)),
      values: series.map((point) => point.mood),
      scale: { min: 1, max: 5, step: 1 },
      wordsOf: (value: number) => moodWords[value - 1] ?? '',
    };
  }, [series]);
  const drawState = useLineChart(canvasRef, chartData);

  const summary = useMemo(() => {
    if (series.length === 0) return '';
    const counts = moodLevels.map((level) => `${level.label}: ${series.filter((point) => point.mood === level.value).length}`).join(', ');
    return formatMessage(texts.chartSummary, { count: series.length, from: formatDay(series[0]!.writtenAt), to: formatDay(series.at(-1)!.writtenAt), counts });
  }, [series]);

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-5">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">{texts.intro}</p>

      <figure aria-labelledby={`${ids}-mood`} aria-describedby={`${ids}-mood-description`} className="flex min-w-0 flex-col gap-3">
        <h3 id={`${ids}-mood`} className="font-semibold">
          {texts.moodTitle}
        </h3>
        <p id={`${ids}-mood-description`} className="text-sm text-muted-foreground">
          {texts.moodDescription}
        </p>
        {series.length === 0 ? (
          <p>{texts.moodNone}</p>
        ) : (
          <>
            {drawState === 'failed' ? null : (
              <div className="relative h-64 w-full" data-draw-state={drawState}>
                <canvas ref={canvasRef} role="img" aria-label={summary} className="block max-w-full" />
              </div>
            )}
            <details className="text-sm" open={drawState === 'failed' ? true : undefined} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">{texts.showTable}</summary>
              {tableOpen || drawState === 'failed' ? (
                <div className="max-h-96 overflow-auto">
                  <table className="w-full text-start">
                    <caption className="sr-only">{texts.moodTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pe-4 font-semibold">
                          {texts.tableDate}
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          {texts.tableMood}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {series.map((point, index) => (
                        // Two devices' versions of one entry (kept both) share an entryId.
                        <tr key={`${point.entryId}-${index}`} className="border-t border-border">
                          <td className="py-1 pe-4">{formatDateTime(point.writtenAt)}</td>
                          <td className="py-1">
                            {point.mood} {moodLabel(moodLevels, point.mood)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </details>
          </>
        )}
      </figure>

      <div className="space-y-2">
        <h3 id={`${ids}-feelings`} className="font-semibold">
          {texts.feelingsTitle}
        </h3>
        {feelings.length === 0 ? (
          <p>{texts.feelingsNone}</p>
        ) : (
          <ul aria-labelledby={`${ids}-feelings`} className="grid gap-1 text-sm min-[400px]:grid-cols-2">
            {feelings.map((item) => (
              <li key={item.feeling}>
                {item.feeling}: <span className="font-semibold">{formatMessage(texts.times, { count: item.count })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
