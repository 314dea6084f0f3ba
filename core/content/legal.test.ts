import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalDocuments, legalLastUpdated, legalDisclaimer, privacyPolicy, termsOfService } from './legal';

describe('legal "Last Updated" dates', () => {
  it('are the fixed dates each text last changed', () => {
    expect(legalLastUpdated).toEqual({
      privacyPolicy: { iso: '2026-11-28', display: 'November 28, 2026' },
      termsOfService: { iso: '2026-11-22', display: 'November 22, 2026' },
      legalDisclaimer: { iso: '2025-10-24', display: 'October 24, 2025' },
    });
    expect(privacyPolicy.lastUpdated).toBe(legalLastUpdated.privacyPolicy);
    expect(termsOfService.lastUpdated).toBe(legalLastUpdated.termsOfService);
    expect(legalDisclaimer.lastUpdated).toBe(legalLastUpdated.legalDisclaimer);
  });

  it('show the same day as their machine-readable form', () => {
    for (const date of Object.values(legalLastUpdated)) {
      const shown = new Date(`${date.iso}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(shown).toBe(date.display);
    }
  });

  it('never come from the clock', () => {
    const source = readFileSync(new URL('./legal.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/new Date\(|Date\.now\(|toLocaleDateString/);
  });
});

describe('legal documents', () => {
  it('have unique section ids and a contact section', () => {
    for (const doc of legalDocuments) {
      const ids = doc.sections.flatMap((section) => [section.id, ...(section.subsections ?? []).map((sub) => sub.id)]);
      expect(new Set(ids).size, doc.id).toBe(ids.length);
    }
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['information-we-collect', 'how-we-use-it', 'security', 'your-rights', 'cookies', 'contact']),
    );
    expect(termsOfService.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['services', 'disclaimers', 'responsibilities', 'payment', 'intellectual-property', 'liability', 'partnerships', 'termination']),
    );
    expect(legalDisclaimer.sections.map((section) => section.id)).toEqual([
      'ownership',
      'copyright',
      'educator-license',
      'professional-services',
      'liability',
      'licensing',
    ]);
  });

  it('use only link markup the page can render: mailto, tel, sms, internal paths or anchors', () => {
    const text = JSON.stringify(legalDocuments);
    for (const match of text.matchAll(/\]\(([^)]+)\)/g)) {
      expect(match[1]).toMatch(/^(mailto:|tel:|sms:|\/|#)/);
    }
  });

  it('say the site has no analytics and one cookie', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain('No analytics');
    expect(text).toContain('We set one cookie');
  });
});
