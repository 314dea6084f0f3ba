import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadOnce } from './load-once';
import type { drawLineChart, LineChartData } from './line-chart';

/** What a drawn chart gives back: the caller destroys it when what it shows changes or the view goes. */
export type DrawnChart = { destroy(): void };

/** 'failed': Chart.js could not be fetched; the caller opens the same figures as a table. */
export type ChartDrawState = 'waiting' | 'drawn' | 'failed';

/**
 * The one way a page draws a chart (the statistics, the journal's moods, the symptom tracker):
 * its Chart.js module is fetched by `load` (a `loadOnce` dynamic import, so the library is a
 * chunk of its own fetched only when a chart is drawn), then `draw` draws `data` on the canvas;
 * again whenever `data` changes (pass a memoized value), torn down when the view goes. Without
 * motion when she asks her device for less (prefers-reduced-motion). `null` draws nothing.
 */
export function useChart<M, D>(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  load: () => Promise<M>,
  data: D | null,
  draw: (module: M, canvas: HTMLCanvasElement, data: D, animate: boolean) => DrawnChart,
): ChartDrawState {
  const [drawState, setDrawState] = useState<ChartDrawState>('waiting');
  // The latest draw, without redrawing when only the function's identity changed.
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || data === null) return;
    let cancelled = false;
    let chart: DrawnChart | undefined;
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    load().then(
      (module) => {
        if (cancelled) return;
        chart = drawRef.current(module, canvas, data, animate);
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
  }, [canvasRef, load, data]);
  return drawState;
}

/** The tools' line chart (./line-chart.ts), fetched once when the first one is drawn; a failed fetch is tried again next time. */
const loadLineChart: () => Promise<{ drawLineChart: typeof drawLineChart }> = loadOnce(() => import('./line-chart'));

/** From app/app.css: primary plum (at least 5:1 on the white card), muted text, faint border. */
export const lineChartColors = { line: '#6b2d5c', text: '#6b5561', grid: '#e8d9dd' } as const;

/** A line over time in her tools (the journal's moods, the symptom tracker's intensity). */
export function useLineChart(canvasRef: RefObject<HTMLCanvasElement | null>, data: LineChartData | null): ChartDrawState {
  return useChart(canvasRef, loadLineChart, data, ({ drawLineChart }, canvas, shown, animate) => drawLineChart(canvas, shown, { colors: lineChartColors, animate }));
}
