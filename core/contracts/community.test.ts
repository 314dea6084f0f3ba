import { communityMessages } from '../content/validation';
import { describe, expect, it } from 'vitest';
import { communityPostRequestSchema, communityPostSchema, hasMissingCommunityField } from './community';

const named = {
  authorName: 'Maya',
  authorEmail: 'maya@example.org',
  isAnonymous: false,
  title: 'Day one',
  content: 'I made it through today.',
  category: 'success-story',
};

const issuePaths = (input: unknown) => {
  const result = communityPostRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('community contract', () => {
  it('needs a name and a valid email for a named post', () => {
    expect(issuePaths(named)).toEqual([]);
    expect(issuePaths({ ...named, authorName: ' ' })).toEqual(['authorName']);
    expect(issuePaths({ ...named, authorEmail: undefined })).toEqual(['authorEmail']);
    expect(issuePaths({ ...named, authorEmail: 'maya' })).toEqual(['authorEmail']);
  });

  it('needs neither for an anonymous post, and defaults tags and isAnonymous', () => {
    const parsed = communityPostRequestSchema.parse({ isAnonymous: true, title: 'T', content: 'C', category: 'question' });
    expect(parsed).toMatchObject({ isAnonymous: true, tags: [] });
    expect(communityPostRequestSchema.parse(named).isAnonymous).toBe(false);
  });

  it('refuses a blank title or content, an unknown category and too many tags', () => {
    expect(issuePaths({ ...named, title: '  ' })).toContain('title');
    expect(issuePaths({ ...named, content: '' })).toContain('content');
    expect(issuePaths({ ...named, category: 'gossip' })).toContain('category');
    expect(issuePaths({ ...named, tags: Array.from({ length: 11 }, (_, index) => `t${index}`) })).toContain('tags');
  });

  it('has no email in the public shape', () => {
    expect(Object.keys(communityPostSchema.shape)).not.toContain('authorEmail');
  });

  it('finds a missing title or content as the form does (SPEC.md §5)', () => {
    expect(hasMissingCommunityField({ title: ' ', content: 'x' })).toBe(true);
    expect(hasMissingCommunityField({ title: 'x', content: 'x' })).toBe(false);
  });

  it('carries the texts of SPEC.md §8 and says a new post awaits review', () => {
    expect(communityMessages.missingTitle).toBe('Missing Information');
    expect(communityMessages.missingDescription).toBe('Please fill in both title and content');
    expect(communityMessages.createdTitle).toBe('Post Created!');
    expect(communityMessages.createdAnonymousDescription).toMatch(/anonymously.*waiting for review/);
    expect(communityMessages.createdNamedDescription).toMatch(/with your name.*waiting for review/);
  });
});
