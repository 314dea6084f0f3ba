// @vitest-environment jsdom
// The form's rules arrive in their own file when she reaches for the form; here that file cannot
// be fetched (the connection dropped), as a phone on a bad network would find.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { afterEach, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

vi.mock('./signup-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('says calmly that the server could not be reached, sends nothing and keeps what she typed', async () => {
  const onSend = vi.fn(async () => true);
  render(<SignupForm pending={false} onSend={onSend} />);
  const firstName = screen.getByLabelText(/^First name/) as HTMLInputElement;
  fireEvent.focus(firstName);
  fireEvent.change(firstName, { target: { value: 'Maya' } });
  fireEvent.click(screen.getByRole('button', { name: 'Join the Movement' }));
  expect((await screen.findByRole('alert')).textContent).toBe(UNREACHABLE_MESSAGE);
  expect(onSend).not.toHaveBeenCalled();
  expect(firstName.value).toBe('Maya');
});
