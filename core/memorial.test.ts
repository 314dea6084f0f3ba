import { describe, expect, it } from 'vitest';
import { siteConfig } from './site-config';
import { memorialTexts as spanish } from '../locales/es/core/content/memorial';
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

  it('reads in Spanish from the Spanish texts, for all our sisters and for one named woman', () => {
    const collective = memorialContentFor({ subject: 'Nuestras hermanas' }, spanish);
    expect(collective.title).toBe('En memoria de nuestras hermanas');
    expect(collective.eyebrow).toBe('Las recordamos');
    const named = memorialContentFor({ subject: ' María José Núñez ' }, spanish);
    expect(named.eyebrow).toBe('La recordamos');
    expect(named.title).toBe('En memoria de María José Núñez');
    expect(named.justice.points.at(-1)).toBe('Que recordemos a María José Núñez por su nombre y por su vida, no por la manera en que murió.');
    expect(JSON.stringify(named)).not.toMatch(/nuestras hermanas|\{name\}/i);
  });

  it('shows a name as written, even with quotes or braces, never as a message', () => {
    const content = memorialContentFor({ subject: "Ana 'Annie' {Ruiz}" });
    expect(content.title).toBe("In Memory of Ana 'Annie' {Ruiz}");
    expect(content.story.paragraphs[2]).toBe("We share Ana 'Annie' {Ruiz}’s memory so that the signs are seen sooner, so that women are believed the first time they speak, and so that no woman who is living this now has to face it alone.");
  });
});
