import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import { isCollectiveMemorial, memorialContent, memorialContentFor } from './memorial';

describe('memorial content', () => {
  it('honours all our sisters by default', () => {
    expect(isCollectiveMemorial(siteConfig.memorial)).toBe(true);
    expect(memorialContent.title).toBe('In Memory of Our Sisters');
    expect(memorialContent.title).toBe(siteConfig.memorial.navLabel);
    expect(memorialContent.story.title).toBe('Their Story');
    expect(JSON.stringify(memorialContent)).not.toMatch(/Our Sisters’s|Our Sisters'/);
  });

  it('reads well for one named woman, taking her name from the config', () => {
    const content = memorialContentFor({ subject: 'Maria Example' });
    expect(content.title).toBe('In Memory of Maria Example');
    expect(content.story.title).toBe('Her Story');
    expect(content.intro).toContain('We honour Maria Example');
    expect(content.justice.intro).toBe('Justice for Maria Example is not only what happens in a courtroom. It is a world where this happens less.');
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/our sisters|Their Story/i);
  });

  it('sends every button to a page of the site', () => {
    expect(memorialContent.actions.links.map((link) => link.to)).toEqual(['/assessment', '/crisis-support', '/community']);
  });
});
