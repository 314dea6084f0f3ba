import { describe, expect, it } from 'vitest';
import {
  bookingInsertSchema,
  businessListingInsertSchema,
  communityPostInsertSchema,
  symptomTrackingInsertSchema,
  tableInsertSchemas,
  userSignupInsertSchema,
} from './tables';

describe('table insert shapes', () => {
  it('cover the 15 tables of SPEC.md §3', () => {
    expect(Object.keys(tableInsertSchemas)).toHaveLength(15);
  });

  it('never carry id or createdAt', () => {
    for (const schema of Object.values(tableInsertSchemas)) {
      expect(Object.keys(schema.shape)).not.toContain('id');
      expect(Object.keys(schema.shape)).not.toContain('createdAt');
    }
  });

  it('omit the server-kept fields §3 lists', () => {
    expect(Object.keys(bookingInsertSchema.shape)).not.toContain('status');
    expect(Object.keys(communityPostInsertSchema.shape)).not.toContain('likeCount');
    expect(Object.keys(communityPostInsertSchema.shape)).not.toContain('replyCount');
    expect(Object.keys(businessListingInsertSchema.shape)).not.toContain('isFeatured');
    expect(Object.keys(businessListingInsertSchema.shape)).not.toContain('isVerified');
    expect(Object.keys(tableInsertSchemas.sponsor_ads.shape)).not.toContain('clickCount');
    expect(Object.keys(tableInsertSchemas.resources.shape)).not.toContain('downloadCount');
    expect(Object.keys(symptomTrackingInsertSchema.shape)).toContain('trackedAt');
  });

  it('apply the defaults of §3', () => {
    const signup = userSignupInsertSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@example.org' });
    expect(signup).toMatchObject({ accessLevel: 'free', interests: [] });
    const post = communityPostInsertSchema.parse({
      authorName: 'A',
      authorEmail: 'a@example.org',
      title: 'T',
      content: 'C',
      category: 'general',
    });
    expect(post).toMatchObject({ isAnonymous: false, isPinned: false, tags: [] });
  });

  it('refuses a missing required field and a bad email', () => {
    expect(bookingInsertSchema.safeParse({ name: 'A', email: 'nope' }).success).toBe(false);
    expect(userSignupInsertSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'not-an-email' }).success).toBe(false);
  });
});
