/**
 * The tools' one Chart.js module (the journal's mood over time, the symptom tracker's intensity
 * over time). It is loaded only by `useLineChart` (./use-line-chart.ts) with a dynamic import, so
 * Chart.js is a chunk of its own, fetched from our site only when she has something to see. Only
 * what a line chart needs is registered, and it carries no words: the caller passes them in.
 */
import type { DrawnChart } from './use-chart';
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);
Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';
Chart.defaults.font.size = 13;

export type LineChartColors = { line: string; text: string; grid: string };

export type LineChartData = {
  /** Each point's label on the x axis (a day, in her language). */
  labels: string[];
  values: number[];
  /** The line's name in a tooltip. */
  lineLabel: string;
  /** The scale: its ends and the step between its ticks. */
  scale: { min: number; max: number; step: number };
  /** Words said after a value on the axis and in a tooltip (the mood's "3 Okay"); none by default. */
  wordsOf?: (value: number) => string;
};

export type LineChartOptions = { colors: LineChartColors; animate: boolean };

/** Draws one line; the caller destroys it when what it shows changes or the view goes. */
export function drawLineChart(canvas: HTMLCanvasElement, data: LineChartData, { colors, animate }: LineChartOptions): DrawnChart {
  const withWords = (value: number | string) => {
    const words = data.wordsOf?.(Number(value)) ?? '';
    return words === '' ? String(value) : `${value} ${words}`;
  };
  // Many points: no dots and no animation (cheaper to draw on a slow phone); never a smoothed curve, which would show values nobody logged.
  const many = data.values.length > 60;
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: data.labels,
      datasets: [
        {
          data: data.values,
          label: data.lineLabel,
          borderColor: colors.line,
          backgroundColor: colors.line,
          borderWidth: 3,
          pointRadius: many ? 0 : 4,
          tension: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate && !many ? { duration: 400 } : false,
      color: colors.text,
      plugins: { tooltip: { callbacks: { label: (item) => ` ${withWords(item.parsed.y ?? 0)}` } } },
      scales: {
        x: { grid: { display: false }, ticks: { color: colors.text, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } },
        y: {
          min: data.scale.min,
          max: data.scale.max,
          ticks: { stepSize: data.scale.step, color: colors.text, callback: (value) => withWords(value) },
          grid: { color: colors.grid },
        },
      },
    },
  });
}
