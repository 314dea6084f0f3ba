// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { HomeMessageBox } from './home-message-box';

function renderBox() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomeMessageBox />
      <Toaster />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const pressEnter = (init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(field(/^Your message/), { key: 'Enter', ...init });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HomeMessageBox', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no requestSubmit on forms in every version; dispatch a submit like a browser does.
    if (!HTMLFormElement.prototype.requestSubmit) {
      HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
        this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      };
    }
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });

  it('ignores a blank message: nothing is sent, nothing is said, no error shown', async () => {
    renderBox();
    fill(/^Your name/, 'Maya');
    fill(/^Your message/, '   \n  ');
    pressEnter();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('Enter sends to /api/contact as a home page message, then says so and clears only the message', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 7 }));
    renderBox();
    fill(/^Your name/, 'Maya');
    fill(/^Email for our reply/, 'maya@example.com');
    fill(/^Your message/, 'I would like to talk to someone.');
    pressEnter();
    await waitFor(() => expect(screen.getByText('Message Sent')).toBeTruthy());
    expect(screen.getByText("We'll get back to you shortly. For immediate support, call 1-800-799-SAFE.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      message: 'I would like to talk to someone.',
      subject: 'Home page message',
    });
    await waitFor(() => expect(field(/^Your message/).value).toBe(''));
    expect(field(/^Your name/).value).toBe('Maya');
    expect(field(/^Email for our reply/).value).toBe('maya@example.com');
  });

  it('Shift+Enter does not send', async () => {
    renderBox();
    fill(/^Your message/, 'A first line');
    pressEnter({ shiftKey: true });
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a name and a valid email inline, without sending', async () => {
    renderBox();
    fill(/^Email for our reply/, 'not-an-email');
    fill(/^Your message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Your name/));
    expect(fetchMock).not.toHaveBeenCalled();
    // Corrected, the name's error goes; the email's stays until it is right too.
    fill(/^Your name/, 'Maya');
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).toBeNull());
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('on failure says so and keeps everything she wrote', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 'Something went wrong on our side.' }));
    renderBox();
    fill(/^Your name/, 'Maya');
    fill(/^Email for our reply/, 'maya@example.com');
    fill(/^Your message/, 'Please keep this.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy());
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(field(/^Your message/).value).toBe('Please keep this.');
  });

  it('when rate limited asks her to wait rather than retry at once', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Too many requests' }));
    renderBox();
    fill(/^Your name/, 'Maya');
    fill(/^Email for our reply/, 'maya@example.com');
    fill(/^Your message/, 'Hello again');
    pressEnter();
    await waitFor(() => expect(screen.getByText(/Please wait a minute, then try again\./)).toBeTruthy());
    expect(field(/^Your message/).value).toBe('Hello again');
  });
});
