// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { riskLevels } from '@core/content/assessment-tiers';
import { defaultStatistics, type Statistics } from '@core/contracts/statistics';
import { getQueryFn } from '~/lib/api';
import { StatisticsChart } from './statistics-chart';
import { charts } from './statistics-content';
import { CommunityAssessments, ProgramRates, ResearchFigures, TakeAssessment } from './statistics-view';

// jsdom has no canvas: the chart module is replaced, the rest of the page is real.
const { drawChart } = vi.hoisted(() => ({ drawChart: vi.fn(() => ({ destroy: () => undefined })) }));
vi.mock(import('./chart-setup'), () => ({ drawChart }));

function renderPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } } });
  return render(
    // The page's parts in its order (app/pages/statistics.astro), sharing one client as its islands do.
    <QueryClientProvider client={client}>
      <section aria-labelledby="stats-research">
        <h2 id="stats-research">What the research shows</h2>
        <ResearchFigures />
      </section>
      {charts.map((spec) => (
        <StatisticsChart key={spec.id} spec={spec} />
      ))}
      <ProgramRates />
      <CommunityAssessments />
      <TakeAssessment />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  drawChart.mockClear();
});

describe('the statistics page', () => {
  it('says it is loading, then shows the figures, without the assessment section at 0', async () => {
    renderPage(() => json(defaultStatistics));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading statistics...');
    expect(await screen.findByText('$104K')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    for (const text of ['41%', '47.1%', '22.3%', '$3.6 trillion', '20%', '18 months', '85%', '94%', '96%']) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('heading', { name: /community’s assessments/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe('/assessment');
  });

  it('gives each chart a named image and a table with a caption, and draws without animation under reduced motion', async () => {
    renderPage(() => json(defaultStatistics));
    await screen.findByText('$104K');
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.tagName)).toEqual(['CANVAS', 'CANVAS', 'CANVAS']);
    expect(images[0]?.getAttribute('aria-label')).toContain('Psychological aggression 47.1%');
    const tables = screen.getAllByRole('table', { hidden: true });
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Types of violence women experience',
      'Typical recovery progress (illustrative)',
      'Mental-health effects among survivors',
    ]);
    await vi.waitFor(() => expect(drawChart).toHaveBeenCalledTimes(3));
    expect(drawChart).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), expect.anything(), expect.objectContaining({ animate: false }));
  });

  it('shows the community section with totals when there are assessments', async () => {
    const answer: Statistics = {
      ...defaultStatistics,
      userAssessments: { totalAssessments: 3, averageScore: 48, riskLevelDistribution: { [riskLevels[1]]: 2, [riskLevels[3]]: 1 } },
    };
    renderPage(() => json(answer));
    const heading = await screen.findByRole('heading', { name: 'What our community’s assessments show' });
    const section = heading.closest('section');
    if (!section) throw new Error('no section');
    expect(within(section).getByText('3')).toBeTruthy();
    expect(within(section).getByText(/out of 140/).parentElement?.textContent).toBe('48 out of 140');
    const table = within(section).getByRole('table', { name: 'Results by tier' });
    const moderate = within(table).getByRole('row', { name: new RegExp(riskLevels[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    expect(moderate.textContent).toContain('67%');
  });

  it('shows the defaults when the call fails', async () => {
    renderPage(() => json({ error: 'down' }, 503));
    expect(await screen.findByText('$104K')).toBeTruthy();
    expect(screen.getByText('41%')).toBeTruthy();
    expect(screen.queryByText(/503/)).toBeNull();
  });
});
