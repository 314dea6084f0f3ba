// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journeyDays } from '@core/content/affirmations';
import type { AffirmationRecord } from '@core/contracts/tools';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { createQueryClient } from '~/lib/query-client';
import { AffirmationJourney } from './affirmation-journey';

const email = 'maya@example.com';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function done(day: number, id = day): AffirmationRecord {
  return { id, day, completed: true, reflection: `My words for day ${day}`, completedAt: '2026-11-20T10:00:00.000Z' };
}

function renderJourney(onSessionEnded = vi.fn()) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <AffirmationJourney email={email} onSessionEnded={onSessionEnded} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSessionEnded };
}

function dayButton(name: string) {
  return within(screen.getByRole('list', { name: 'Days of the journey' })).getByRole('button', { name });
}

describe('AffirmationJourney', () => {
  let records: AffirmationRecord[];
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    records = [];
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/affirmations/${email}`) return json(records);
      if (method === 'POST' && url === '/api/affirmations') {
        const body = JSON.parse(String(init?.body)) as { day: number; reflection: string };
        const created = { id: 100 + body.day, day: body.day, completed: true, reflection: body.reflection, completedAt: new Date().toISOString() };
        records = [...records, created];
        return json(created, 201);
      }
      const patch = /^\/api\/affirmations\/(\d+)$/.exec(url);
      if (method === 'PATCH' && patch) {
        const body = JSON.parse(String(init?.body)) as { reflection: string };
        records = records.map((r) => (r.id === Number(patch[1]) ? { ...r, completed: true, reflection: body.reflection } : r));
        return json(records.find((r) => r.id === Number(patch[1])));
      }
      return json({ error: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });

  it('opens on the first incomplete day, with a check on completed days and the progress', async () => {
    records = [done(1), done(2), done(4)];
    renderJourney();
    expect(await screen.findByText(journeyDays[2]!.theme)).toBeTruthy();
    expect(screen.getByText('Day 3 of 30')).toBeTruthy();
    expect(dayButton('Day 1, completed')).toBeTruthy();
    expect(dayButton('Day 3').getAttribute('aria-current')).toBe('step');
    expect(dayButton('Day 4, completed').getAttribute('aria-current')).toBeNull();
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(progress.getAttribute('aria-valuemax')).toBe('30');
    expect(progress.getAttribute('aria-valuetext')).toBe('3 of 30 days');
    expect(screen.getByText('3 of 30 days')).toBeTruthy();
  });

  it('Previous is disabled on day 1 and Next on day 30', async () => {
    renderJourney();
    await screen.findByText('Day 1 of 30');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(screen.getByText('Day 1 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Day 2 of 30')).toBeTruthy();
    fireEvent.click(dayButton('Day 30'));
    expect(screen.getByText('Day 30 of 30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('a blank reflection shows Reflection Required and sends nothing', async () => {
    renderJourney();
    await screen.findByText('Day 1 of 30');
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Reflection Required')).toBeTruthy();
    expect(screen.getByText('Please write a reflection before completing this day.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
  });

  it('completing a new day POSTs it, then shows it read-only with her words and no form', async () => {
    renderJourney();
    await screen.findByText('Day 1 of 30');
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: '  A cup of tea  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    expect(await screen.findByText('Progress Saved!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ userEmail: email, day: 1, completed: true, reflection: 'A cup of tea' });
    expect(screen.getByRole('heading', { name: 'You completed day 1' })).toBeTruthy();
    expect(screen.getByText('A cup of tea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Day' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(dayButton('Day 1, completed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('1');
  });

  it('completing a day that already has a record PATCHes it by id; a draft on another day is kept', async () => {
    records = [{ id: 77, day: 1, completed: false, reflection: null, completedAt: null }];
    renderJourney();
    await screen.findByText('Day 1 of 30');
    // Her draft for day 2 stays hers while she looks at another day, and is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Your reflection for day 2'), { target: { value: 'Later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.change(screen.getByLabelText('Your reflection for day 1'), { target: { value: 'Breathing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Day' }));
    await screen.findByText('Progress Saved!');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/affirmations/77');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ userEmail: email, completed: true, reflection: 'Breathing' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText('Your reflection for day 2') as HTMLTextAreaElement).value).toBe('Later');
  });

  it('a 401 while loading sends her back to the gate', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Please unlock' }, 401));
    const { onSessionEnded } = renderJourney();
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled());
  });
});
