import { useId, useMemo, useRef, useState } from 'react';
import { INTENSITY_MAX, symptomTrackerTexts } from '@core/content/symptom-tracker';
import { formatMessage } from '@core/message-format';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { useLineChart } from '~/lib/use-chart';
import { byDay, countsPerSymptom, loggedSymptoms, readableDay, symptomNameOf, togetherCounts, type DayPoint, type SymptomLog } from './symptom-patterns';

const ALL = ':all';

const texts = symptomTrackerTexts.patterns;

const th = 'py-2 pe-4 font-semibold align-bottom';
const td = 'py-2 pe-4 align-top';

/** Patterns in what she logged: over time (chart and table), together-counts, counts per symptom. */
export function SymptomPatternsView({ logs }: { logs: readonly SymptomLog[] }) {
  const ids = useId();
  const [symptom, setSymptom] = useState(ALL);
  const symptoms = useMemo(() => loggedSymptoms(logs), [logs]);
  const shown = symptom === ALL || !symptoms.includes(symptom) ? ALL : symptom;
  const days = useMemo(() => byDay(shown === ALL ? logs : logs.filter((log) => symptomNameOf(log) === shown)), [logs, shown]);
  const together = useMemo(() => togetherCounts(logs), [logs]);
  const counts = useMemo(() => countsPerSymptom(logs), [logs]);

  return (
    <div className="flex flex-col gap-6">
      <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby={`${ids}-time`}>
        <h2 id={`${ids}-time`} className="text-xl font-semibold">
          {symptomTrackerTexts.overTime.title}
        </h2>
        {logs.length === 0 ? (
          <p className="text-muted-foreground">{symptomTrackerTexts.overTime.empty}</p>
        ) : (
          <>
            <p className="text-muted-foreground">{symptomTrackerTexts.overTime.description}</p>
            <FormField label={texts.show} className="sm:max-w-xs">
              {(control) => (
                <NativeSelect {...control} value={shown} onChange={(event) => setSymptom(event.target.value)}>
                  <option value={ALL}>{texts.allSymptoms}</option>
                  {symptoms.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <IntensityChart days={days} title={shown === ALL ? texts.allSymptoms : shown} />
          </>
        )}
      </Card>

      <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby={`${ids}-together`}>
        <h2 id={`${ids}-together`} className="text-xl font-semibold">
          {symptomTrackerTexts.together.title}
        </h2>
        <p className="text-muted-foreground text-pretty">{symptomTrackerTexts.together.description}</p>
        {together.length === 0 ? (
          <p className="text-muted-foreground">{symptomTrackerTexts.together.empty}</p>
        ) : (
          <div className="overflow-x-auto" role="region" aria-label={texts.togetherRegion} tabIndex={0}>
            <table className="w-full border-collapse text-start text-sm">
              <caption className="sr-only">{texts.togetherCaption}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className={th}>
                    {texts.moment}
                  </th>
                  <th scope="col" className={th}>
                    {texts.symptom}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {texts.timesTogether}
                  </th>
                </tr>
              </thead>
              <tbody>
                {together.map((pair) => (
                  <tr key={`${pair.trigger}\u0000${pair.symptom}`} className="border-b border-border last:border-0">
                    <td className={`${td} break-words`}>{pair.trigger}</td>
                    <td className={`${td} break-words`}>{pair.symptom}</td>
                    <td className={`${td} text-end tabular-nums`}>{pair.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {counts.length > 0 ? (
          <>
            <h3 className="pt-2 text-lg font-semibold">{texts.eachSymptom}</h3>
            <div className="overflow-x-auto" role="region" aria-label={texts.eachRegion} tabIndex={0}>
              <table className="w-full border-collapse text-start text-sm">
                <caption className="sr-only">{texts.eachCaption}</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className={th}>
                      {texts.symptom}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {texts.timesLogged}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {texts.averageIntensity}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {texts.highest}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {counts.map((count) => (
                    <tr key={count.symptom} className="border-b border-border last:border-0">
                      <th scope="row" className={`${td} break-words font-normal`}>
                        {count.symptom}
                      </th>
                      <td className={`${td} text-end tabular-nums`}>{count.count}</td>
                      <td className={`${td} text-end tabular-nums`}>{count.averageIntensity}</td>
                      <td className={`${td} text-end tabular-nums`}>{count.highestIntensity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </Card>
    </div>
  );
}

/** The chart (drawn once Chart.js has loaded) and the same figures as a table she can open. */
function IntensityChart({ days, title }: { days: DayPoint[]; title: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const summary = formatMessage(texts.chartSummary, { title, max: INTENSITY_MAX, days: days.map((day) => `${readableDay(day.day)}: ${day.averageIntensity}`).join('; ') });
  const chartData = useMemo(
    () => ({
      lineLabel: texts.chartLine,
      labels: days.map((day) => readableDay(day.day)),
      values: days.map((day) => day.averageIntensity),
      scale: { min: 0, max: INTENSITY_MAX, step: 2 },
    }),
    [days],
  );
  const drawState = useLineChart(canvasRef, chartData);

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-chart="symptoms-over-time">
      {drawState === 'failed' ? null : (
        <div className="relative h-64 w-full" data-draw-state={drawState}>
          <canvas ref={canvasRef} role="img" aria-label={summary} className="block max-w-full" />
        </div>
      )}
      <details className="text-sm" open={drawState === 'failed' ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline underline-offset-4">{texts.showTable}</summary>
        <div className="overflow-x-auto" role="region" aria-label={formatMessage(texts.daysRegion, { title })} tabIndex={0}>
          <table className="mt-2 w-full border-collapse text-start">
            <caption className="pb-2 text-start font-medium">{formatMessage(texts.daysCaption, { title })}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  {texts.day}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {texts.logs}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {texts.averageIntensity}
                </th>
                <th scope="col" className={th}>
                  {texts.symptoms}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-border last:border-0">
                  <th scope="row" className={`${td} whitespace-nowrap font-normal`}>
                    {readableDay(day.day)}
                  </th>
                  <td className={`${td} text-end tabular-nums`}>{day.count}</td>
                  <td className={`${td} text-end tabular-nums`}>{day.averageIntensity}</td>
                  <td className={`${td} break-words`}>{day.symptoms.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
