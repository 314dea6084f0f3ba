import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunityPost, CommunityPostCreated } from '@core/contracts/community';
import { communityPosts } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-database';

const namedPost = () => ({
  authorName: 'Maya Example',
  authorEmail: 'maya.private@example.org',
  isAnonymous: false,
  title: 'Six months out',
  content: 'Today I noticed I laughed without checking his face first.',
  category: 'success-story',
  tags: ['healing', 'hope'],
});

const anonymousPost = () => ({
  authorName: 'Hidden Person',
  authorEmail: 'hidden.person@example.org',
  isAnonymous: true,
  title: 'Is this normal?',
  content: 'He reads my messages every night.',
  category: 'question',
});

describe.each(testDatabases())('community posts on $name', (target) => {
    // The 5-a-minute limit is checked at the end of this file; here posts come faster.
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });

  const countPosts = async () => (await suite.database.db.select({ id: communityPosts.id }).from(communityPosts)).length;
  const create = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/community/posts', payload: payload as object });
  const list = () => suite.app.inject({ method: 'GET', url: '/api/community/posts' });
  const rowOf = async (id: number) => (await suite.database.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0];
  const approve = (id: number) => suite.database.db.update(communityPosts).set({ status: 'approved' }).where(eq(communityPosts.id, id));

  it('stores a named post as pending and answers the public shape without the email', async () => {
    const response = await create(namedPost());
    expect(response.statusCode).toBe(201);
    const body = response.json<CommunityPostCreated>();
    expect(body).toEqual({
      id: expect.any(Number),
      authorName: 'Maya Example',
      isAnonymous: false,
      title: 'Six months out',
      content: 'Today I noticed I laughed without checking his face first.',
      category: 'success-story',
      tags: ['healing', 'hope'],
      likeCount: 0,
      replyCount: 0,
      isPinned: false,
      createdAt: expect.any(String),
      status: 'pending',
    });
    expect(response.body).not.toContain('maya.private');
    expect(await rowOf(body.id)).toMatchObject({ authorEmail: 'maya.private@example.org', status: 'pending' });
  });

  it('keeps a post out of the list until it is approved, then shows the name but never the email', async () => {
    const { id } = (await create(namedPost())).json<CommunityPostCreated>();
    expect((await list()).json<CommunityPost[]>().map((post) => post.id)).not.toContain(id);
    await approve(id);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const shown = response.json<CommunityPost[]>().find((post) => post.id === id);
    expect(shown).toMatchObject({ authorName: 'Maya Example', isAnonymous: false });
    expect(shown).not.toHaveProperty('authorEmail');
    expect(shown).not.toHaveProperty('status');
    expect(response.body).not.toContain('maya.private');
  });

  it('never shows or keeps the name or email of an anonymous post', async () => {
    const created = await create(anonymousPost());
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toMatch(/Hidden Person|hidden\.person/);
    const { id, authorName } = created.json<CommunityPostCreated>();
    expect(authorName).toBeNull();
    expect(await rowOf(id)).toMatchObject({ authorName: 'Anonymous', authorEmail: '', isAnonymous: true });
    await approve(id);
    const listed = await list();
    expect(listed.body).not.toMatch(/Hidden Person|hidden\.person/);
    expect(listed.json<CommunityPost[]>().find((post) => post.id === id)).toMatchObject({ authorName: null, isAnonymous: true });
  });

  it('accepts an anonymous post without name or email', async () => {
    const { authorName: _name, authorEmail: _email, ...withoutAuthor } = anonymousPost();
    const response = await create(withoutAuthor);
    expect(response.statusCode).toBe(201);
    expect(response.json<CommunityPostCreated>()).toMatchObject({ authorName: null, isAnonymous: true, tags: [] });
  });

  it('hides an anonymous post\'s stored name even if a row carries one', async () => {
    const [row] = await suite.database.db
      .insert(communityPosts)
      .values({ authorName: 'Legacy Name', authorEmail: 'legacy@example.org', isAnonymous: true, title: 'Old', content: 'Old post', category: 'support', status: 'approved' })
      .returning();
    const response = await list();
    expect(response.body).not.toMatch(/Legacy Name|legacy@example/);
    expect(response.json<CommunityPost[]>().find((post) => post.id === row?.id)).toMatchObject({ authorName: null });
  });

  it('lists approved posts newest first and leaves out pending and hidden ones', async () => {
    const ids: number[] = [];
    for (const title of ['first', 'second', 'third']) {
      ids.push((await create({ ...namedPost(), title })).json<CommunityPostCreated>().id);
    }
    const [first, second, third] = ids as [number, number, number];
    await approve(first);
    await approve(third);
    await suite.database.db.update(communityPosts).set({ status: 'hidden' }).where(eq(communityPosts.id, second));
    const listedIds = (await list()).json<CommunityPost[]>().map((post) => post.id);
    expect(listedIds).not.toContain(second);
    expect(listedIds.indexOf(third)).toBeLessThan(listedIds.indexOf(first));
    const statuses = await suite.database.db.select({ status: communityPosts.status }).from(communityPosts);
    expect(listedIds).toHaveLength(statuses.filter((row) => row.status === 'approved').length);
  });

  it.each([
    ['title', { title: '   ' }, 'Please give your post a title.', 'communityFieldMessages.title'],
    ['content', { content: '' }, 'Please write your post.', 'communityFieldMessages.content'],
    ['category', { category: 'gossip' }, 'Please choose a category.', 'communityFieldMessages.category'],
    ['authorName', { authorName: undefined }, 'Please enter your name, or choose to post anonymously.', 'communityFieldMessages.nameMissing'],
    ['authorEmail', { authorEmail: '' }, 'Please enter your email, or choose to post anonymously.', 'communityFieldMessages.emailMissing'],
    ['authorEmail', { authorEmail: 'maya' }, 'Please enter a valid email address.', 'commonMessages.emailInvalid'],
  ])('refuses a missing or invalid %s with 400 and stores nothing', async (field, change, sentence, code) => {
    const before = await countPosts();
    const response = await create({ ...namedPost(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string; code?: string }[] }>();
    expect(body.error).toContain(sentence);
    expect(body.issues).toContainEqual({ path: field, message: sentence, code });
    expect(await countPosts()).toBe(before);
  });

  it('refuses a body that is not an object, or blank title and content of an anonymous post', async () => {
    const before = await countPosts();
    expect((await suite.app.inject({ method: 'POST', url: '/api/community/posts' })).statusCode).toBe(400);
    expect((await create({ ...anonymousPost(), title: '', content: ' ' })).statusCode).toBe(400);
    expect(await countPosts()).toBe(before);
  });

  it('stores SQL-looking and script text exactly as written', async () => {
    const title = "'; DROP TABLE community_posts; --";
    const content = '<script>document.location="https://evil.example"</script>';
    const response = await create({ ...namedPost(), title, content, tags: ['<b>x</b>'] });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<CommunityPostCreated>();
    expect(await rowOf(id)).toMatchObject({ title, content, tags: ['<b>x</b>'] });
    expect(response.json<CommunityPostCreated>()).toMatchObject({ title, content });
    expect(await countPosts()).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('POST /api/community/posts rate limit on $name', (target) => {
  const suite = useTestApp(target);

  it('answers 429 after 5 posts a minute from one address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/community/posts', payload: anonymousPost() });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
