// @vitest-environment jsdom
/**
 * The console's one-email form (the assessment look-up and the erasure's preview share it): it
 * checks her email with the request's own contract and asks only with an email that passes.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessmentLookupSchema } from '@core/contracts/admin';
import { erasurePreviewRequestSchema } from '@core/contracts/erasure';
import { commonMessages } from '@core/content/validation';
import { EmailForm } from './console-parts';

afterEach(cleanup);

describe('the one-email form of the console', () => {
  it.each([
    ['the assessment look-up', assessmentLookupSchema],
    ['the erasure’s preview', erasurePreviewRequestSchema],
  ])('for %s: a wrong email is named beside the field and asks nothing; a right one is handed on as the contract reads it', async (_name, contract) => {
    const onEmail = vi.fn();
    render(<EmailForm contract={contract} hint="Only when she asks." onEmail={onEmail} pending={false} submitLabel="Look up" />);
    const field = screen.getByLabelText('Her email');
    fireEvent.change(field, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const problem = await screen.findByText(commonMessages.emailInvalid);
    // Read with the field: its hint, then its problem.
    const described = field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Only when she asks.', problem.textContent]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onEmail).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  her@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(onEmail).toHaveBeenCalledWith('her@example.org'));
    expect(onEmail).toHaveBeenCalledTimes(1);
  });

  it('says it is looking, and takes no second press, while the answer is on its way', () => {
    render(<EmailForm contract={assessmentLookupSchema} hint="Only when she asks." onEmail={() => undefined} pending submitLabel="Look up" />);
    expect((screen.getByRole('button', { name: 'Looking...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
