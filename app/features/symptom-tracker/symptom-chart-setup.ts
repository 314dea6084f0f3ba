/**
 * The only module of the tracker that imports Chart.js: `symptom-patterns-view.tsx` loads it
 * with a dynamic import when the chart is drawn, so the library is a chunk of its own, fetched
 * from our site only once she has logs to see. Only what a line chart needs is registered.
 */
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);
Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';
Chart.defaults.font.size = 13;

/** `label`: the line's name in her language (the page's texts; this chunk carries no words of its own). */
export type IntensityChartData = { label: string; labels: string[]; values: number[]; max: number };
export type ChartColors = { line: string; text: string; grid: string };

/** Draws the average intensity per day; the caller destroys it when the view changes or unmounts. */
export function drawIntensityChart(canvas: HTMLCanvasElement, data: IntensityChartData, { animate, colors }: { animate: boolean; colors: ChartColors }): { destroy(): void } {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: data.labels,
      datasets: [
        {
          label: data.label,
          data: data.values,
          borderColor: colors.line,
          backgroundColor: colors.line,
          borderWidth: 3,
          pointRadius: 5,
          tension: 0.2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? { duration: 400 } : false,
      scales: {
        x: { grid: { display: false }, ticks: { color: colors.text, maxRotation: 0, autoSkip: true } },
        y: { min: 0, max: data.max, ticks: { stepSize: 2, color: colors.text }, grid: { color: colors.grid } },
      },
    },
  });
}
