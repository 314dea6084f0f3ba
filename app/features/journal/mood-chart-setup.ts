/**
 * The journal's only Chart.js import: `journal-patterns.tsx` loads it with a dynamic import when
 * the mood chart is drawn, so the library is its own chunk, fetched from our own site only when
 * she has moods to show. Only what a line chart needs is registered.
 */
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

export type MoodChartData = {
  labels: string[];
  values: number[];
  /** The words of the scale, 1 to 5, for the axis and the tooltips. */
  moodWords: readonly string[];
  /** The line's name in a tooltip (passed in: this chunk carries no words of its own). */
  lineLabel: string;
  colors: { line: string; text: string; grid: string };
  animate: boolean;
};

export type DrawnChart = { destroy(): void };

export function drawMoodChart(canvas: HTMLCanvasElement, data: MoodChartData): DrawnChart {
  const word = (value: number | string) => data.moodWords[Number(value) - 1] ?? '';
  // Many points: no dots, no curve smoothing (cheaper to draw on a slow phone, and honest).
  const many = data.values.length > 60;
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: data.labels,
      datasets: [
        {
          data: data.values,
          label: data.lineLabel,
          borderColor: data.colors.line,
          backgroundColor: data.colors.line,
          borderWidth: 2,
          pointRadius: many ? 0 : 4,
          tension: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: data.animate && !many ? { duration: 400 } : false,
      color: data.colors.text,
      plugins: { tooltip: { callbacks: { label: (item) => ` ${item.formattedValue} ${word(item.parsed.y ?? 0)}` } } },
      scales: {
        x: { grid: { display: false }, ticks: { color: data.colors.text, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } },
        y: { min: 1, max: 5, ticks: { stepSize: 1, color: data.colors.text, callback: (value) => `${value} ${word(value)}` }, grid: { color: data.colors.grid } },
      },
    },
  });
}
