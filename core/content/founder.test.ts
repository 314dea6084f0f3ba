import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import { communityLinkUrls, founderGoal, founderIntro } from './founder';

describe('founder content', () => {
  it('shows SPEC.md §9 goals and no other figures', () => {
    expect(founderGoal.figures.map((goal) => goal.figure)).toEqual(['1 million', '10,000+', '1,000+', '5-level', '5 phases']);
  });

  it('takes the founder name and every address from the site config', () => {
    expect(founderIntro.title).toBe(`Meet ${siteConfig.founder.name}`);
    expect(communityLinkUrls).toEqual({
      founder: siteConfig.founder.socialUrl,
      brand: siteConfig.social.instagram,
      wealth: siteConfig.external.wealthCommunityUrl,
    });
  });
});
