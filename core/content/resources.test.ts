import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceTypes } from '../constants';
import { seedResources } from './resources';

const guideTitle = (file: string) =>
  readFileSync(new URL(`./guides/${file}.md`, import.meta.url), 'utf8').split('\n', 1)[0]?.replace(/^# /, '');

describe('seed resources', () => {
  it('offer each free guide under its own title and PDF', () => {
    for (const file of ['sis-i-get-it', 'am-i-living-in-save']) {
      expect(seedResources).toContainEqual(
        expect.objectContaining({ title: guideTitle(file), type: 'download', url: `/books/${file}.pdf` }),
      );
    }
  });

  it('have plain, non-blank texts, a known type, and a same-site url unless coaching', () => {
    for (const resource of seedResources) {
      expect(resource.title.trim()).not.toBe('');
      expect(resource.description.trim()).not.toBe('');
      expect(resourceTypes).toContain(resource.type);
      if (resource.type === 'coaching') expect(resource.url).toBeNull();
      else expect(resource.url).toMatch(/^\/[a-z0-9/.-]+$/);
    }
    expect(new Set(seedResources.map((resource) => resource.title)).size).toBe(seedResources.length);
  });
});
