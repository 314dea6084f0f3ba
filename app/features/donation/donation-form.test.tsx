// @vitest-environment jsdom
import { donationInterestOptions } from '~/lib/contact-answers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { DonationForm } from './donation-form';
import { setUpFormTests } from '~/lib/form-test-support';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DonationForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const field = (label: RegExp) => screen.getByLabelText(label) as Control;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending\.\.\./ }));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fillRequired() {
  fill(/^Name/, 'Maya Test');
  fill(/^Email/, 'maya@example.com');
  fill(/^Message/, 'How can I give every month?');
}

describe('DonationForm', () => {
  const api = setUpFormTests();

  it('marks name, email and message required with an asterisk the legend explains; interest is optional', () => {
    renderForm();
    expect(screen.getByText('Fields marked with an asterisk (*) are required.')).toBeTruthy();
    for (const label of [/^Name/, /^Email/, /^Message/]) {
      expect(field(label).required).toBe(true);
      expect(field(label).closest('div')?.querySelector('label span[aria-hidden="true"]')?.textContent).toBe('*');
    }
    expect((field(/^Email/) as HTMLInputElement).type).toBe('email');
    const select = field(/^Donation interest/) as HTMLSelectElement;
    expect(select.required).toBe(false);
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['', ...donationInterestOptions.map((o) => o.value)]);
  });

  it('a missing field gives the destructive Missing Information toast, inline errors, focus, and sends nothing', async () => {
    renderForm();
    fill(/^Name/, 'Maya Test');
    fill(/^Message/, '   ');
    submit();
    await waitFor(() => expect(screen.getByText('Missing Information')).toBeTruthy());
    expect(screen.getByText('Please fill out all required fields.')).toBeTruthy();
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(field(/^Message/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Email/));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('an invalid email is marked inline and nothing is sent', async () => {
    renderForm();
    fillRequired();
    fill(/^Email/, 'maya@');
    submit();
    await waitFor(() => expect(screen.getByText('Please enter a valid email address.')).toBeTruthy());
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends a Donation Inquiry (general_inquiry when no interest), shows Sending..., then clears all four fields', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillRequired();
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya Test',
      email: 'maya@example.com',
      message: 'How can I give every month?',
      donationType: 'general_inquiry',
      subject: 'Donation Inquiry',
    });
    await act(async () => answer(json(201, { id: 3 })));
    await waitFor(() => expect(screen.getByText('Message Sent!')).toBeTruthy());
    expect(screen.getByText('Thank you for your interest in supporting the movement. Our team will be in touch soon.')).toBeTruthy();
    for (const label of [/^Name/, /^Email/, /^Message/, /^Donation interest/]) expect(field(label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('sends the chosen interest', async () => {
    api.fetchMock.mockResolvedValue(json(201, { id: 4 }));
    renderForm();
    fillRequired();
    fill(/^Donation interest/, 'monthly_recurring');
    submit();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ donationType: 'monthly_recurring', subject: 'Donation Inquiry' });
  });

  it('on failure shows the Error toast and keeps every value', async () => {
    api.fetchMock.mockResolvedValue(json(500, { error: 'Something went wrong on our side.' }));
    renderForm();
    fillRequired();
    fill(/^Donation interest/, 'full_journey');
    submit();
    await waitFor(() => expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy());
    expect(screen.getByText('Error')).toBeTruthy();
    expect(field(/^Name/).value).toBe('Maya Test');
    expect(field(/^Email/).value).toBe('maya@example.com');
    expect(field(/^Message/).value).toBe('How can I give every month?');
    expect(field(/^Donation interest/).value).toBe('full_journey');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
