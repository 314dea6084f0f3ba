import { useEffect, useState, type RefObject } from 'react';
import { loadOnce } from './load-once';
import type { drawLineChart, LineChartData } from './line-chart';

/** Chart.js, fetched once when the first chart is drawn; a failed fetch is tried again next time. */
const loadChart: () => Promise<{ drawLineChart: typeof drawLineChart }> = loadOnce(() => import('./line-chart'));

/** From app/app.css: primary plum (at least 5:1 on the white card), muted text, faint border. */
export const lineChartColors = { line: '#6b2d5c', text: '#6b5561', grid: '#e8d9dd' } as const;

/** 'failed': Chart.js could not be fetched; the caller opens the same figures as a table. */
export type ChartDrawState = 'waiting' | 'drawn' | 'failed';

/**
 * Draws `data` as a line on the canvas once Chart.js has loaded, again whenever `data` changes
 * (pass a memoized value), and tears it down when the view goes. Without motion when she asks
 * her device for less (prefers-reduced-motion). `null` draws nothing.
 */
export function useLineChart(canvasRef: RefObject<HTMLCanvasElement | null>, data: LineChartData | null): ChartDrawState {
  const [drawState, setDrawState] = useState<ChartDrawState>('waiting');
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !data) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    loadChart().then(
      (module) => {
        if (cancelled) return;
        chart = module.drawLineChart(canvas, data, { colors: lineChartColors, animate });
        setDrawState('drawn');
      },
      () => {
        if (!cancelled) setDrawState('failed');
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [canvasRef, data]);
  return drawState;
}
