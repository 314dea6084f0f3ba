// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { CreatePostForm } from './create-post-form';
import { setUpFormTests } from '~/lib/form-test-support';

function renderForm(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CreatePostForm id="post-form" hidden={false} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose };
}

type Control = HTMLInputElement | HTMLTextAreaElement;
const field = (label: RegExp) => screen.getByLabelText(label) as Control;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const share = () => fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CreatePostForm', () => {
  const api = setUpFormTests();

  it('a blank title or content: the Missing Information toast, the blank one marked and focused, nothing sent', async () => {
    renderForm();
    fill(/^Title/, 'Day one');
    fill(/^Your post/, '   ');
    share();
    await waitFor(() => expect(screen.getByText('Missing Information')).toBeTruthy());
    expect(screen.getByText('Please fill in both title and content')).toBeTruthy();
    await waitFor(() => expect(field(/^Your post/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please write your post.')).toBeTruthy();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Your post/));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('an anonymous post sends no name or email, says it awaits review, and closes', async () => {
    api.fetchMock.mockResolvedValue(json(201, {}));
    const { onClose } = renderForm();
    fill(/^Title/, ' Day one ');
    fill(/^Your post/, 'I made it through today.');
    share();
    await waitFor(() => expect(screen.getByText('Post Created!')).toBeTruthy());
    expect(screen.getByText(/shared anonymously\. It is waiting for review/)).toBeTruthy();
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/community/posts');
    expect(JSON.parse(String(init?.body))).toEqual({ category: 'support', title: 'Day one', content: 'I made it through today.', isAnonymous: true, tags: [] });
    expect(onClose).toHaveBeenCalled();
  });

  it('a named post needs a name and a valid email, marked inline; then sends them', async () => {
    api.fetchMock.mockResolvedValue(json(201, {}));
    renderForm();
    fireEvent.click(screen.getByRole('switch', { name: 'Post anonymously' }));
    fill(/^Title/, 'Day one');
    fill(/^Your post/, 'I made it through today.');
    fill(/^Email/, 'maya');
    share();
    await waitFor(() => expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter your name, or choose to post anonymously.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Name/));
    expect(api.fetchMock).not.toHaveBeenCalled();

    fill(/^Name/, 'Maya');
    fill(/^Email/, 'maya@example.org');
    share();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ isAnonymous: false, authorName: 'Maya', authorEmail: 'maya@example.org' });
    await waitFor(() => expect(screen.getByText(/shared with your name/)).toBeTruthy());
  });

  it("a refused post (4xx) shows the server's sentence; a 5xx or no answer the general one; what she wrote stays", async () => {
    api.fetchMock.mockResolvedValueOnce(json(400, { error: 'Please keep each tag under 40 characters.' }));
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    fill(/^Title/, 'Day one');
    fill(/^Your post/, 'I made it through today.');
    share();
    await waitFor(() => expect(screen.getByText('Please keep each tag under 40 characters.')).toBeTruthy());
    share();
    await waitFor(() => expect(screen.getByText('Failed to create post. Please try again.')).toBeTruthy());
    expect(field(/^Title/).value).toBe('Day one');
  });
});
