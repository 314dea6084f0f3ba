import { useRef } from 'react';
import { statisticsTexts } from '@core/content/statistics';
import { formatMessage } from '@core/message-format';
import { Card, CardDescription, CardTitle } from '~/components/ui/card';
import { loadOnce } from '~/lib/load-once';
import { useChart } from '~/lib/use-chart';
import { chartColors, chartPalette } from './chart-colors';
import type { drawChart } from './chart-setup';
import { chartHeightPx, chartSummary, formatPercent, type ChartSpec } from './statistics-content';

/** Chart.js, fetched once for all three charts; a failed fetch is tried again next time. */
const loadChartModule: () => Promise<{ drawChart: typeof drawChart }> = loadOnce(() => import('./chart-setup'));

/**
 * One chart (an island, hydrated when it comes near the screen): a canvas drawn by Chart.js
 * once the browser has loaded it (never during the prerender), named for screen readers by a
 * summary of every value, and a table with the same figures for anyone who prefers text: the
 * prerendered page holds the title, description and table. If Chart.js cannot load, the table
 * opens instead. Chart.js is fetched only once an island hydrates, so only when she scrolls
 * to the charts.
 */
export function StatisticsChart({ spec }: { spec: ChartSpec }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawState = useChart(canvasRef, loadChartModule, spec, ({ drawChart }, canvas, shown, animate) => drawChart(canvas, shown, { animate, palette: chartPalette }));

  const titleId = `chart-${spec.id}-title`;
  const descriptionId = `chart-${spec.id}-description`;

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} data-chart={spec.id} className="flex min-w-0 flex-col gap-3">
        <CardTitle id={titleId} className="text-lg">
          {spec.title}
        </CardTitle>
        <CardDescription id={descriptionId} className="text-sm">
          {spec.description}
        </CardDescription>
        {drawState === 'failed' ? null : (
          <div className="relative w-full" style={{ height: chartHeightPx }} data-draw-state={drawState}>
            <canvas ref={canvasRef} role="img" aria-label={chartSummary(spec)} className="block max-w-full" />
          </div>
        )}
        {spec.kind === 'doughnut' ? (
          <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2" aria-label={formatMessage(statisticsTexts.chartKey, { title: spec.title })}>
            {spec.labels.map((label, index) => (
              <li key={label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-3.5 shrink-0 rounded-sm"
                  style={{ backgroundColor: chartColors[index % chartColors.length] }}
                />
                <span>
                  {label}: <span className="font-semibold">{formatPercent(spec.values[index] ?? 0)}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <details className="group text-sm" open={drawState === 'failed' ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline underline-offset-4">
            {statisticsTexts.showTable}
          </summary>
          <ChartTable spec={spec} />
        </details>
      </figure>
    </Card>
  );
}

function ChartTable({ spec }: { spec: ChartSpec }) {
  return (
    <table className="mt-2 w-full border-collapse text-start">
      <caption className="pb-2 text-start font-medium">{spec.title}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-1.5 pe-4 font-semibold">
            {spec.labelHeading}
          </th>
          <th scope="col" className="py-1.5 text-end font-semibold">
            {spec.valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {spec.labels.map((label, index) => (
          <tr key={label} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 pe-4 font-normal">
              {label}
            </th>
            <td className="py-1.5 text-end tabular-nums">{formatPercent(spec.values[index] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
