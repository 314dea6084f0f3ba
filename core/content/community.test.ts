import { describe, expect, it } from 'vitest';
import { communityCategories } from '../constants';
import { samplePosts } from '../community-samples';
import { communityPageText, communityTopics, samplePostsAsOf } from './community';

describe('community content', () => {
  it('has four sample posts, one per category, with distinct ids', () => {
    expect(samplePosts).toHaveLength(4);
    expect(new Set(samplePosts.map((post) => post.id)).size).toBe(4);
    expect(samplePosts.map((post) => post.category).sort()).toEqual([...communityCategories].sort());
  });

  it('dates every sample before the fixed moment its time-ago is counted from, newest first', () => {
    const asOf = Date.parse(samplePostsAsOf);
    expect(Number.isNaN(asOf)).toBe(false);
    const times = samplePosts.map((post) => Date.parse(post.postedAt));
    for (const time of times) expect(time).toBeLessThan(asOf);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('gives each sample a title, content and non-negative counts', () => {
    for (const post of samplePosts) {
      expect(post.title.trim()).not.toBe('');
      expect(post.content.trim()).not.toBe('');
      expect(post.likeCount).toBeGreaterThanOrEqual(0);
      expect(post.replyCount).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows both anonymous and named samples', () => {
    expect(samplePosts.some((post) => post.authorName === null)).toBe(true);
    expect(samplePosts.some((post) => post.authorName !== null)).toBe(true);
  });

  it('lists six distinct topics', () => {
    expect(communityTopics).toHaveLength(6);
    expect(new Set(communityTopics).size).toBe(6);
  });

  it('says plainly that the samples are not real people', () => {
    expect(communityPageText.samplesNote).toMatch(/not from real people/);
    expect(communityPageText.sampleBadge).toBe('Sample post');
  });
});
