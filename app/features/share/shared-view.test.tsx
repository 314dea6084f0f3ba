// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedPageTexts } from '@core/content/share';
import { shareFieldMessages } from '@core/content/validation';
import type { ShareBundle } from '@core/share/share-bundle';
import { shareFragment } from '@core/share/share-keys';
import type * as ShareClient from './share-client';

const bundle: ShareBundle = {
  format: 'save-sisterhood-share',
  version: 1,
  madeAt: '2026-11-28T12:00:00.000Z',
  language: 'en',
  records: [],
  attachments: [],
  calendar: null,
  exitPlan: {
    steps: [{ kind: 'exit-plan-step', phaseId: 'safety', stepId: 'code-word', done: true, doneAt: '2026-11-01T09:00:00.000Z' }],
    notes: [{ kind: 'exit-plan-note', phaseId: 'safety', noteId: 'safe-place', text: 'Aunt M., second street' }],
  },
  symptoms: [{ kind: 'symptom-log', symptomId: 'headache', ownSymptom: '', intensity: 7, occurredAt: '2026-11-20T08:00:00.000Z', triggerIds: ['raised-voice'], ownTrigger: 'a text', notes: 'after the call' }],
};

const openShareLink = vi.fn(async (_secret: Uint8Array, code: string | undefined) => (code === '123456' ? { outcome: 'opened' as const, bundle } : { outcome: 'cannot-open' as const }));
vi.mock('./share-client', async (original) => ({ ...(await original<typeof ShareClient>()), openShareLink }));

const { SharedView } = await import('./shared-view');

beforeEach(() => {
  window.location.hash = `#${shareFragment(new Uint8Array(32).fill(7), true)}`;
});
afterEach(() => {
  cleanup();
  openShareLink.mockClear();
});

describe('the advocate’s page', () => {
  it('asks for the six digits before it asks the server anything, then shows the exit plan and symptom logs she shared', async () => {
    render(<SharedView downloadPack={async () => 'pack.pdf'} />);
    // The code form is its own part, loaded when a link has a code (a moment on a busy machine).
    const field = await screen.findByLabelText(sharedPageTexts.codeLabel, {}, { timeout: 15_000 });
    fireEvent.change(field, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: sharedPageTexts.open }));
    expect(await screen.findByText(shareFieldMessages.code)).toBeTruthy();
    expect(openShareLink).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: sharedPageTexts.open }));
    await screen.findByRole('heading', { name: sharedPageTexts.exitPlanTitle }, { timeout: 15_000 });
    await screen.findByTestId('shared-symptom');
    expect(openShareLink).toHaveBeenCalledWith(expect.any(Uint8Array), '123456', undefined);
    // The plan's own words for the step and the note's topic, and what she wrote.
    expect(screen.getByText(/Agree on a code word with a trusted person/)).toBeTruthy();
    expect(screen.getByText('A safe place I can go')).toBeTruthy();
    expect(screen.getByText('Aunt M., second street')).toBeTruthy();
    const log = screen.getByTestId('shared-symptom');
    expect(log.textContent).toContain('Headache');
    expect(log.textContent).toContain('Intensity: 7 out of 10');
    expect(log.textContent).toContain('A raised voice, a text');
    expect(log.textContent).toContain('after the call');
    // Nothing signed in an exit plan or a symptom log: no pack and no check to offer.
    expect(screen.queryByRole('button', { name: sharedPageTexts.download })).toBeNull();
  });

  it('a wrong code says only that the link cannot be opened', async () => {
    render(<SharedView downloadPack={async () => 'pack.pdf'} />);
    fireEvent.change(await screen.findByLabelText(sharedPageTexts.codeLabel, {}, { timeout: 15_000 }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: sharedPageTexts.open }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(sharedPageTexts.cannotOpen));
    expect(screen.queryByRole('heading', { name: sharedPageTexts.exitPlanTitle })).toBeNull();
  });
});
