/**
 * The only module that imports Chart.js. `statistics-chart.tsx` loads it with a dynamic
 * import inside an effect, so the library is its own chunk, fetched from our own site and only
 * by the statistics page (DESIGN.md "charts": no CDN, no third-party request).
 *
 * Only the controllers, elements and scales the three charts use are registered, which keeps
 * the chunk small. It imports nothing of ours at run time (the palette is passed in), so no
 * shared chunk is split off. No legend plugin: the doughnut's legend is HTML text beside the canvas.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ChartPalette } from './chart-colors';
import type { ChartSpec } from './statistics-content';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';
Chart.defaults.font.size = 13;

export type DrawnChart = { destroy(): void };

const percentTick = (value: string | number) => `${value}%`;

function configFor(spec: ChartSpec, animate: boolean, palette: ChartPalette): ChartConfiguration<'doughnut' | 'line' | 'bar', number[], string> {
  const labels = [...spec.labels];
  const data = [...spec.values];
  const chartColors = palette.series;
  const common = {
    color: palette.text,
    responsive: true,
    maintainAspectRatio: false,
    animation: animate ? { duration: 600 } : (false as const),
    plugins: {
      tooltip: { callbacks: { label: (item: { formattedValue: string }) => ` ${item.formattedValue}%` } },
    },
  };
  const percentAxis = {
    min: 0,
    max: 100,
    ticks: { callback: percentTick, stepSize: 25, color: palette.text },
    grid: { color: palette.grid },
  };
  const categoryAxis = { grid: { display: false }, ticks: { color: palette.text } };

  if (spec.kind === 'doughnut') {
    return {
      type: 'doughnut',
      data: { labels, datasets: [{ data, backgroundColor: chartColors, borderColor: '#ffffff', borderWidth: 3 }] },
      options: { ...common, cutout: '55%' },
    };
  }
  if (spec.kind === 'line') {
    return {
      type: 'line',
      data: {
        labels,
        datasets: [
          {
            data,
            label: spec.valueHeading,
            borderColor: chartColors[0],
            backgroundColor: chartColors[0],
            borderWidth: 3,
            pointRadius: 5,
            tension: 0.3,
          },
        ],
      },
      options: { ...common, scales: { x: categoryAxis, y: percentAxis } },
    };
  }
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [{ data, label: spec.valueHeading, backgroundColor: chartColors[1], borderRadius: 4, maxBarThickness: 28 }],
    },
    // Horizontal bars: the condition names stay readable on a narrow phone.
    options: { ...common, indexAxis: 'y', scales: { x: percentAxis, y: categoryAxis } },
  };
}

/** Draws one chart into its canvas; the caller destroys it when the component unmounts. */
export function drawChart(
  canvas: HTMLCanvasElement,
  spec: ChartSpec,
  { animate, palette }: { animate: boolean; palette: ChartPalette },
): DrawnChart {
  return new Chart(canvas, configFor(spec, animate, palette));
}
