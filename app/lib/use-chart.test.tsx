// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineChartData } from './line-chart';
import { lineChartColors, useLineChart } from './use-chart';

const { drawLineChart, destroy } = vi.hoisted(() => {
  const destroy = vi.fn();
  return { destroy, drawLineChart: vi.fn(() => ({ destroy })) };
});
vi.mock(import('./line-chart'), () => ({ drawLineChart }));

const data: LineChartData = { lineLabel: 'Mood', labels: ['Nov 1', 'Nov 2'], values: [2, 4], scale: { min: 1, max: 5, step: 1 } };

function Chart({ shown }: { shown: LineChartData | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useLineChart(canvasRef, shown);
  return <canvas ref={canvasRef} data-state={state} />;
}

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  drawLineChart.mockClear();
  destroy.mockClear();
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useLineChart', () => {
  it('draws the data once Chart.js has loaded, says so, and destroys the chart when the view goes', async () => {
    const { container, unmount } = render(<Chart shown={data} />);
    const canvas = container.querySelector('canvas')!;
    await waitFor(() => expect(canvas.getAttribute('data-state')).toBe('drawn'));
    expect(drawLineChart).toHaveBeenCalledTimes(1);
    expect(drawLineChart).toHaveBeenCalledWith(canvas, data, { colors: lineChartColors, animate: true });
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('draws without motion when she asks her device for less', async () => {
    reducedMotion = true;
    render(<Chart shown={data} />);
    await waitFor(() => expect(drawLineChart).toHaveBeenCalledTimes(1));
    expect(drawLineChart).toHaveBeenCalledWith(expect.anything(), data, { colors: lineChartColors, animate: false });
  });

  it('draws nothing without data, and redraws (destroying the old chart) when the data changes', async () => {
    const { rerender, container } = render(<Chart shown={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawLineChart).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')!.getAttribute('data-state')).toBe('waiting');
    rerender(<Chart shown={data} />);
    await waitFor(() => expect(drawLineChart).toHaveBeenCalledTimes(1));
    const next = { ...data, values: [3, 5] };
    rerender(<Chart shown={next} />);
    await waitFor(() => expect(drawLineChart).toHaveBeenCalledTimes(2));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(drawLineChart).toHaveBeenLastCalledWith(expect.anything(), next, expect.anything());
  });
});
