// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { Signup } from './signup';
import { setUpFormTests } from '~/lib/form-test-support';

function renderSignup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Signup />
      <Toaster />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Join the Movement' }));

/** The text of the elements an input's aria-describedby points at. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function fillRequired(email = 'maya@example.com') {
  fill(/^First name/, 'Maya');
  fill(/^Last name/, 'Test');
  fill(/^Email/, email);
  fill(/^Confirm email/, email);
}

describe('Signup', () => {
  const api = setUpFormTests();

  it('has every field of SPEC.md §2, the 7 interests in a fieldset and the 6 how-heard options', () => {
    renderSignup();
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Confirm email/).type).toBe('email');
    expect(field(/^Phone/).type).toBe('tel');
    expect(field(/^Phone/).required).toBe(false);
    const interests = screen.getByRole('group', { name: /interested in/ });
    expect(within(interests).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(interests).getByLabelText("Queen's Bag Hub Membership")).toBeTruthy();
    const howHeard = field(/^How did you hear/) as unknown as HTMLSelectElement;
    expect(Array.from(howHeard.options).map((o) => o.value)).toEqual(['', 'facebook', 'instagram', 'therapy-bot', 'friend', 'search', 'other']);
    expect(howHeard.options[0]!.text).toBe('Choose one');
    expect(screen.getByText(/will never be shared/)).toBeTruthy();
  });

  it('empty required fields are marked inline, the first gets focus, and nothing is sent', async () => {
    renderSignup();
    submit();
    await waitFor(() => expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field(/^First name/))).toContain('Please enter your first name.');
    expect(describedText(field(/^Last name/))).toContain('Please enter your last name.');
    expect(describedText(field(/^Email/))).toContain('Please enter your email address.');
    expect(describedText(field(/^Confirm email/))).toContain('Invalid email address');
    expect(document.activeElement).toBe(field(/^First name/));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("a confirm email that differs says so on the confirm field, and nothing is sent", async () => {
    renderSignup();
    fillRequired();
    fill(/^Confirm email/, 'maya@example.org');
    submit();
    await waitFor(() => expect(field(/^Confirm email/).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field(/^Confirm email/))).toContain("Email addresses don't match");
    expect(field(/^Email/).getAttribute('aria-invalid')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request without confirmEmail, shows Joining..., then the welcome screen with focus on its heading', async () => {
    let answer!: (response: Response) => void;
    api.fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSignup();
    fillRequired();
    fill(/^Phone/, '555-123-4567');
    fireEvent.click(screen.getByLabelText('One-on-One Coaching'));
    fireEvent.click(screen.getByLabelText('Free Resources & Guides'));
    fill(/^How did you hear/, 'friend');
    submit();

    const pending = await screen.findByRole('button', { name: 'Joining...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/signup');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Maya',
      lastName: 'Test',
      email: 'maya@example.com',
      phone: '555-123-4567',
      interests: ['One-on-One Coaching', 'Free Resources & Guides'],
      howHeard: 'friend',
      locale: 'en',
    });

    await act(async () => {
      answer(new Response(JSON.stringify({ email: 'maya@example.com' }), { status: 200 }));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: /Welcome, Maya/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Welcome to the S.A.V.E.™ Community!')).toBeTruthy();
    expect(screen.getByText("You're now part of the movement from survival to sovereignty.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe('/assessment');
    expect(screen.getByRole('link', { name: 'Explore the tools' }).getAttribute('href')).toBe('/tools');
    expect(screen.queryByRole('button', { name: 'Join the Movement' })).toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });

  it('leaves optional fields out when they are empty', async () => {
    api.fetchMock.mockResolvedValue(new Response(JSON.stringify({ email: 'a@example.com' }), { status: 200 }));
    renderSignup();
    fillRequired('a@example.com');
    submit();
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    expect(JSON.parse(String(api.fetchMock.mock.calls[0]![1]?.body))).toEqual({ firstName: 'Maya', lastName: 'Test', email: 'a@example.com', interests: [], locale: 'en' });
  });

  it("a refusal: 'Signup Failed' with the server's sentence, values kept", async () => {
    api.fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Too many requests. Please wait a minute and try again.' }), { status: 429 }),
    );
    renderSignup();
    fillRequired();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Signup Failed');
    expect(alert.textContent).toContain('Too many requests. Please wait a minute and try again.');
    expect(field(/^Email/).value).toBe('maya@example.com');
    expect(field(/^Confirm email/).value).toBe('maya@example.com');
    expect((screen.getByRole('button', { name: 'Join the Movement' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['JSON without an error field', () => new Response('{}', { status: 500 }), 'Signup failed'],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 }), 'Unable to complete signup. Please try again.'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Unable to complete signup. Please try again.'],
  ])('on %s: the fallback sentence', async (_case, respond, sentence) => {
    api.fetchMock.mockImplementation(() => Promise.resolve().then(respond));
    renderSignup();
    fillRequired();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Signup Failed');
    expect(alert.textContent).toContain(sentence);
    expect(field(/^First name/).value).toBe('Maya');
  });
});
