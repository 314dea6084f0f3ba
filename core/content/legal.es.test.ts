import { describe, expect, it } from 'vitest';
import * as english from './legal';
import * as spanish from '../../locales/es/core/content/legal';
import { formatMessage } from '../message-format';
import { retentionMessageValues } from '../retention';

/** Every text of a value, as the page shows it: its ICU arguments (the periods) filled in. */
function shownTexts(value: unknown, language: string): string[] {
  if (typeof value === 'string') return [formatMessage(value, retentionMessageValues, language)];
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, language));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => shownTexts(item, language));
  return [];
}

describe('the Spanish legal texts', () => {
  it('carry the English texts’ dates, shown as es-US shows them', () => {
    for (const key of Object.keys(english.legalLastUpdated) as (keyof typeof english.legalLastUpdated)[]) {
      const date = spanish.legalLastUpdated[key];
      expect(date.iso).toBe(english.legalLastUpdated[key].iso);
      const shown = new Date(`${date.iso}T00:00:00Z`).toLocaleDateString('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(shown).toBe(date.display);
    }
  });

  it('have the same documents, sections and subsections, in the same order', () => {
    const outline = (docs: readonly english.LegalDocument[]) =>
      docs.map((doc) => [doc.id, doc.sections.map((section) => [section.id, section.blocks.length, (section.subsections ?? []).map((sub) => [sub.id, sub.blocks.length])])]);
    expect(outline(spanish.legalDocuments)).toEqual(outline(english.legalDocuments));
  });

  it('link to the Spanish pages, and to the same addresses and numbers otherwise', () => {
    const links = (docs: readonly english.LegalDocument[]) => [...JSON.stringify(docs).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    const spanishLinks = links(spanish.legalDocuments);
    expect(spanishLinks).toEqual(links(english.legalDocuments).map((href) => (href?.startsWith('/') ? `/es${href}` : href)));
    expect(spanishLinks.length).toBeGreaterThan(0);
  });

  it('give the same retention periods in Spanish words', () => {
    const text = shownTexts(spanish.privacyPolicy, 'es-US').join('\n');
    expect(text).toContain('Resultados de la autoevaluación: 90 días');
    expect(text).toContain('Registros gratuitos: 365 días');
    expect(text).toContain('durante 30 días como máximo');
    expect(text).toContain('guarda cada copia durante 14 días.');
    expect(text).not.toMatch(/\b\d+ days?\b/);
  });
});
