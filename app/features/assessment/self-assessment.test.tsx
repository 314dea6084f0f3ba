// @vitest-environment jsdom
import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessmentQuestions } from '@core/content/assessment-questions';
import { assessmentOptionIds } from '@core/assessment-structure';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { progressStorageKey } from './assessment-flow';
import { SelfAssessment } from './self-assessment';

const downloadResultsPdf = vi.hoisted(() => vi.fn(async () => 'wellbeing-notes-2026-11-21.pdf'));
vi.mock('./results-pdf', () => ({ downloadResultsPdf }));

function renderFlow() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <SelfAssessment />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function fillInfo() {
  click('Start the assessment');
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Maya' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'maya@example.com' } });
  click('Continue');
}

function answerQuestions(pick: number, count = assessmentQuestions.length) {
  for (const question of assessmentQuestions.slice(0, count)) {
    // Label queries: role queries over the whole page are slow in jsdom, 35 times over.
    expect(screen.getByText(question.question).closest('fieldset')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(question.options[assessmentOptionIds[pick]!]));
    fireEvent.click(screen.getByText(question.id === assessmentQuestions.length ? 'Get Results' : 'Next'));
  }
}

describe('SelfAssessment', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    downloadResultsPdf.mockClear();
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });

  it('asks for a name and email before the questions', () => {
    renderFlow();
    expect(screen.getByText(/10-15 minutes/)).toBeTruthy();
    click('Start the assessment');
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Maya' } });
    click('Continue');
    expect(screen.getByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please provide your name and email to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    click('Back to intro');
    expect(screen.getByRole('heading', { level: 1, name: 'Understand What You Have Been Living' })).toBe(document.activeElement);
  });

  it('keeps Next disabled until an answer is chosen and says why when pressed', () => {
    renderFlow();
    fillInfo();
    expect(screen.getByText('Question 1 of 35')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' }).getAttribute('aria-valuenow')).toBe('3');
    const heading = screen.getByRole('heading', { level: 2, name: assessmentQuestions[0]!.question });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText('Please select an answer')).toBeTruthy();
    expect(screen.getByText('You must select an answer to continue.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 35')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    expect((screen.getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Often' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(next);
    expect(screen.getByText('Question 2 of 35')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: assessmentQuestions[1]!.question }));
  });

  it('keeps the answers in sessionStorage and picks up where it was after a reload', () => {
    const first = renderFlow();
    fillInfo();
    answerQuestions(1, 3);
    fireEvent.click(screen.getByRole('radio', { name: assessmentQuestions[3]!.options.c }));
    const stored = JSON.parse(sessionStorage.getItem(progressStorageKey)!) as { step: string; currentIndex: number; answers: object };
    expect(stored).toMatchObject({ step: 'questions', currentIndex: 3, info: { name: 'Maya', email: 'maya@example.com' } });
    expect(Object.keys(stored.answers)).toHaveLength(4);
    first.unmount();

    renderFlow();
    expect(screen.getByText('Question 4 of 35')).toBeTruthy();
    expect((screen.getByRole('radio', { name: assessmentQuestions[3]!.options.c }) as HTMLInputElement).checked).toBe(true);
    click('Previous');
    expect((screen.getByRole('radio', { name: assessmentQuestions[2]!.options.b }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the results exactly once, clears storage, and shows the low tier', async () => {
    renderFlow();
    fillInfo();
    answerQuestions(0);
    expect(screen.getByRole('heading', { name: /quick safety check/ })).toBe(document.activeElement);
    expect(sessionStorage.getItem(progressStorageKey)).toContain('"step":"safety"');
    click('Skip');
    expect(await screen.findByText('Assessment Results Saved')).toBeTruthy();
    expect(screen.getByText('Low Risk - Healthy Patterns')).toBeTruthy();
    expect(screen.getByText('0 of 140')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.queryByText('Your safety comes first')).toBeNull();
    expect(sessionStorage.getItem(progressStorageKey)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/assessment');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Maya', email: 'maya@example.com', score: 0, riskLevel: 'Low Risk - Healthy Patterns' });
    expect(body.answers).toHaveLength(35);
    // Each answer travels as ids (docs/decisions/0044), never as the option's words.
    expect((body.answers as unknown[])[0]).toEqual({ questionId: 1, optionId: 'a', weight: 0 });
    expect(body).not.toHaveProperty('phone');
    expect(String(init?.body)).not.toMatch(/safety|weapon|strangl/);
    expect(screen.getByRole('button', { name: /Book a free consultation/ })).toBeTruthy();
  });

  it('leads with the safety panel after a yes, shows crisis lines above the recommendations for critical results, and books urgently', async () => {
    renderFlow();
    fillInfo();
    answerQuestions(4);
    const weapon = screen.getByRole('group', { name: /weapon/ });
    fireEvent.click(within(weapon).getByRole('radio', { name: 'Yes' }));
    expect(sessionStorage.getItem(progressStorageKey)).not.toMatch(/weapon|yes/);
    click('See my results');
    const panel = screen.getByRole('heading', { name: 'Your safety comes first' });
    expect(document.activeElement).toBe(panel);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Your safety comes first', 'Your Results', 'Support right now', 'Recommendations']);
    expect(screen.getByText('Critical - Immediate Support Needed')).toBeTruthy();
    const section = panel.closest('section')!;
    expect(within(section).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(section).getByRole('link', { name: 'Call 1-800-799-7233' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Text START to 88788' }).getAttribute('href')).toBe('sms:88788?&body=START');
    // The site shell opens the booking dialog, with this service chosen, for any [data-book].
    expect(screen.getByRole('button', { name: /Book urgent support now/ }).getAttribute('data-book')).toBe('consultation');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('keeps the results on screen when saving fails', async () => {
    fetchMock.mockResolvedValue(new Response('Down', { status: 503 }));
    renderFlow();
    fillInfo();
    answerQuestions(2);
    click('Skip');
    expect(await screen.findByText('Results Not Saved')).toBeTruthy();
    expect(screen.getByText('High Risk - Significant S.A.V.E.™ Syndrome')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try saving again' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the download toast and makes the PDF of the results', async () => {
    renderFlow();
    fillInfo();
    answerQuestions(0);
    click('Skip');
    await screen.findByText('Assessment Results Saved');
    click(/Download my results/);
    expect(screen.getByText('Preparing Download')).toBeTruthy();
    expect(screen.getByText('Your assessment results PDF is being prepared.')).toBeTruthy();
    await waitFor(() => expect(downloadResultsPdf).toHaveBeenCalledTimes(1));
    expect(downloadResultsPdf.mock.calls[0]).toBeDefined();
  });
});
