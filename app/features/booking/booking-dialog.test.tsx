// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { BookingOverlay, forgetBooking, requestBooking } from './booking-overlay';
import { setUpFormTests } from '~/lib/form-test-support';

function Opener() {
  return (
    <>
      <button type="button" onClick={() => requestBooking()}>
        Open
      </button>
      <button type="button" onClick={() => requestBooking('family')}>
        Open family
      </button>
    </>
  );
}

function renderBooking() {
  return render(
    <>
      <Opener />
      <BookingOverlay />
      <Toaster />
    </>,
  );
}

function nextWeekLocal(): string {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T14:30`;
}

/**
 * Opens the dialog and waits for its form, which is fetched the first time the dialog opens (a
 * dialog saying 'Loading the booking form...' stands in for it until then, and is replaced).
 */
async function openDialog(button = 'Open') {
  fireEvent.click(screen.getByRole('button', { name: button }));
  // (The first import of the form is transformed on the fly here, which can take a few seconds.)
  await screen.findByLabelText(/^Name/, {}, { timeout: 15_000 });
  return screen.getByRole('dialog', { name: 'Book Your Session' });
}

function fill(dialog: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function fillAll(dialog: HTMLElement) {
  fill(dialog, /^Name/, 'Maya Test');
  fill(dialog, /^Email/, 'maya@example.com');
  fill(dialog, /^Phone/, '555-123-4567');
  fill(dialog, /^Service/, 'individual');
  fill(dialog, /^Preferred date and time/, nextWeekLocal());
  fill(dialog, /^Notes/, 'Evenings are easier.');
}

describe('BookingDialog', () => {
  const api = setUpFormTests();
  // Registered after the shared setup, so it runs before it: the booking is forgotten before the screen is cleared.
  afterEach(() => {
    act(() => forgetBooking());
  });

  it('has the fields, attributes and submit button the spec asks for', async () => {
    renderBooking();
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    const email = within(dialog).getByLabelText(/^Email/);
    const phone = within(dialog).getByLabelText(/^Phone/);
    const service = within(dialog).getByLabelText(/^Service/) as HTMLSelectElement;
    const when = within(dialog).getByLabelText(/^Preferred date and time/);
    expect(name).toHaveProperty('required', true);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(service.required).toBe(true);
    expect(Array.from(service.options).map((o) => o.text)).toEqual([
      'Choose a service',
      'Free Consultation (30 min)',
      'Individual Session (90 min) - $150',
      'S.A.V.E.™ Recovery Program - $1,497',
      'Mother-Daughter Healing (2 hrs) - $225',
    ]);
    expect(when.getAttribute('type')).toBe('datetime-local');
    expect(when.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(within(dialog).getByLabelText(/^Notes/)).toHaveProperty('required', false);
    expect(dialog.querySelector('form')?.noValidate).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schedule Session' })).toBeTruthy();
  });

  it('a preset service is chosen when the dialog opens', async () => {
    renderBooking();
    const dialog = await openDialog('Open family');
    expect((within(dialog).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('family');
  });

  it('with a required field empty: a destructive Missing Information toast, and nothing is sent', async () => {
    renderBooking();
    const dialog = await openDialog();
    fill(dialog, /^Name/, 'Maya Test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Missing Information');
    expect(alert.textContent).toContain('Please fill in all required fields.');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Book Your Session' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maya Test');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('an invalid email is shown inline, tied to the field, and nothing is sent', async () => {
    renderBooking();
    const dialog = await openDialog();
    fillAll(dialog);
    fill(dialog, /^Email/, 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    const message = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(message).toContain('Please enter a valid email address.');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('notes over the limit say the limit as a number she reads (2,000), keep every character and send nothing', async () => {
    renderBooking();
    const dialog = await openDialog();
    fillAll(dialog);
    const long = 'a'.repeat(2001);
    fill(dialog, /^Notes/, long);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    const notes = within(dialog).getByLabelText(/^Notes/) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = notes.getAttribute('aria-describedby') ?? '';
    const message = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(message).toContain('Please keep this under 2,000 characters.');
    expect(notes.value).toBe(long);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the booking, says so, then closes and starts fresh next time', async () => {
    let answer!: (response: Response) => void;
    api.fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderBooking();
    const dialog = await openDialog();
    fillAll(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));

    const pending = await within(dialog).findByRole('button', { name: 'Scheduling...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bookings');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Maya Test', email: 'maya@example.com', phone: '555-123-4567', serviceType: 'individual', notes: 'Evenings are easier.' });
    expect(new Date(String(body.preferredDateTime)).toISOString()).toBe(body.preferredDateTime);
    // Her time zone goes with it, so her confirmation shows her own time.
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The page's language, so her confirmation and invitation come in it (issue 20).
    expect(body.locale).toBe('en');

    await act(async () => {
      answer(new Response(JSON.stringify({ id: 1, status: 'pending', serviceType: 'individual', preferredDateTime: body.preferredDateTime }), { status: 201 }));
    });
    expect(await screen.findByText('Booking Submitted Successfully!')).toBeTruthy();
    expect(screen.getByText('We will contact you within 24 hours to confirm your appointment.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book Your Session' })).toBeNull());

    const again = await openDialog();
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('when the server fails: a destructive Error toast, the dialog stays open with the values', async () => {
    api.fetchMock.mockResolvedValue(new Response('{"error":"Down"}', { status: 503 }));
    renderBooking();
    const dialog = await openDialog();
    fillAll(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to submit booking. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Book Your Session' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('maya@example.com');
    expect((within(dialog).getByRole('button', { name: 'Schedule Session' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });
});
