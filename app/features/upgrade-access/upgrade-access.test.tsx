// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { resetToastStore } from '~/hooks/use-toast';
import { UpgradeAccess } from './upgrade-access';


function renderUpgrade() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UpgradeAccess />
      <Toaster />
    </QueryClientProvider>,
  );
}

const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const activate = () => fireEvent.click(screen.getByRole('button', { name: 'Activate Access' }));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('UpgradeAccess', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  // Where the page sends her: the links it follows by itself (jsdom does not navigate).
  let followed: string[];

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    followed = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href') ?? '');
    });
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers two packages as radios with their prices and buy links; the fields appear only after choosing', () => {
    renderUpgrade();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Tools Bundle \$20/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Educator Package \$100/ })).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: /^Buy the/ })) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'hello@savesisterhood.org' }).getAttribute('href')).toBe('mailto:hello@savesisterhood.org');
    expect(screen.getByRole('heading', { name: 'About accreditation' })).toBeTruthy();

    choose(/Tools Bundle/);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    const code = screen.getByLabelText(/^Access password/);
    expect(code.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show access password' });
    fireEvent.click(toggle);
    expect(code.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('missing email or password: the Missing Information toast, and nothing is sent', async () => {
    renderUpgrade();
    choose(/Educator Package/);
    fill(/^Email/, 'maya@example.com');
    activate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Missing Information');
    expect(alert.textContent).toContain('Please enter your email and access password.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Access password/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a blank email', '  ', 'x'],
    ['a blank password', 'maya@example.com', '   '],
  ])('%s is missing information: the toast, and nothing is sent', async (_case, email, code) => {
    renderUpgrade();
    choose(/Tools Bundle/);
    fill(/^Email/, email);
    fill(/^Access password/, code);
    activate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Missing Information');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an email that is not one is said inline, and nothing is sent', async () => {
    renderUpgrade();
    choose(/Tools Bundle/);
    fill(/^Email/, 'maya');
    fill(/^Access password/, 'x');
    activate();
    await waitFor(() => expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request trimmed', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'The access password you entered is incorrect.', message: 'The access password you entered is incorrect.' }));
    renderUpgrade();
    choose(/Educator Package/);
    fill(/^Email/, ' maya@example.com ');
    fill(/^Access password/, ' CODE ');
    activate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: 'maya@example.com', accessLevel: 'educator', accessCode: 'CODE', locale: 'en' });
  });

  it('a wrong password (403): Invalid Password', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'The access password you entered is incorrect.', message: 'The access password you entered is incorrect.' }));
    renderUpgrade();
    choose(/Tools Bundle/);
    fill(/^Email/, 'maya@example.com');
    fill(/^Access password/, 'WRONG');
    activate();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Password')).toBeTruthy();
    expect(within(alert).getByText('The access password you entered is incorrect.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: 'maya@example.com', accessLevel: 'tools_bundle', accessCode: 'WRONG', locale: 'en' });
    expect(sessionStorage.length).toBe(0);
  });

  it("a refusal (429): Upgrade Failed with the server's message; other failures fall back", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { error: 'Too many tries.', message: 'Too many tries. Please wait and try again.' }));
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    renderUpgrade();
    choose(/Tools Bundle/);
    fill(/^Email/, 'nobody@example.com');
    fill(/^Access password/, 'CODE');
    activate();
    let alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Upgrade Failed');
    expect(alert.textContent).toContain('Too many tries. Please wait and try again.');
    activate();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Unable to upgrade access. Please try again.'));
    alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Upgrade Failed');
  });

  it('success: Access Upgraded!, the flags in sessionStorage, then /services after 1.5 s', async () => {
    fetchMock.mockResolvedValue(json(200, { email: 'maya@example.com', accessLevel: 'educator' }));
    renderUpgrade();
    choose(/Educator Package/);
    fill(/^Email/, 'maya@example.com');
    fill(/^Access password/, 'RIGHT');
    vi.useFakeTimers();
    activate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Access Upgraded!')).toBeTruthy();
    expect(screen.getAllByText(/You now have \$100 Educator access\./).length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('access_educator')).toBe('true');
    expect(sessionStorage.getItem('access_email')).toBe('maya@example.com');
    expect(sessionStorage.getItem('access_tools')).toBeNull();
    expect(screen.getByText(/Taking you to the services page now\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Activate Access' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1400);
    });
    expect(followed).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(followed).toEqual(['/services']);
  });

  it('leaving the page before the redirect cancels it', async () => {
    fetchMock.mockResolvedValue(json(200, { email: 'maya@example.com', accessLevel: 'tools_bundle' }));
    const view = renderUpgrade();
    choose(/Tools Bundle/);
    fill(/^Email/, 'maya@example.com');
    fill(/^Access password/, 'RIGHT');
    vi.useFakeTimers();
    activate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(sessionStorage.getItem('access_tools')).toBe('true');
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    const before = vi.getTimerCount();
    view.unmount();
    expect(vi.getTimerCount()).toBeLessThan(before);
    await vi.advanceTimersByTimeAsync(2000);
    expect(followed).toEqual([]);
  });
});
