import { describe, expect, it } from 'vitest';
import { comparisonRows, freeConsultation, serviceOfferings } from './services';

const byId = Object.fromEntries(serviceOfferings.map((offering) => [offering.id, offering]));

describe('services content', () => {
  it('offers the three services, each bookable as its own booking service', () => {
    expect(serviceOfferings.map((offering) => offering.id)).toEqual(['individual', 'program', 'family']);
  });

  it('keeps SPEC.md §9 prices exactly', () => {
    expect(byId.individual!.priceSummary).toBe('$25-$75 per hour');
    expect(byId.individual!.prices.map((price) => price.amount)).toEqual(['$25', '$50', '$75']);
    expect(byId.program!.prices.map((price) => [price.label, price.amount])).toEqual([
      ['Regular lifetime membership', '$20'],
      ['Educator framework', '$100'],
    ]);
    expect(byId.family!.prices.map((price) => price.amount)).toEqual(['Priced case by case']);
    expect(freeConsultation.price).toBe('Free');
    expect(freeConsultation.length).toBe('30 minutes');
  });

  it('states one length per service, the same on the cards and in the table (decision 0006)', () => {
    expect(byId.individual!.length).toBe('60 minutes');
    expect(byId.program!.length).toBe('12 weeks');
    expect(byId.family!.length).toBe('2 hours');
    for (const offering of serviceOfferings) {
      const row = comparisonRows.find((candidate) => candidate.offering === offering.name);
      expect(row?.cells[2]).toContain(offering.length);
    }
    expect(JSON.stringify(comparisonRows)).not.toMatch(/90 min/);
  });
});

describe('services content in Spanish', () => {
  it('keeps every price and amount of the English page, in the same places', async () => {
    const spanish = await import('../../locales/es/core/content/services');
    const amounts = (offerings: typeof serviceOfferings) => offerings.map((offering) => offering.prices.map((price) => price.amount));
    expect(amounts(spanish.serviceOfferings).slice(0, 2)).toEqual(amounts(serviceOfferings).slice(0, 2));
    expect(spanish.serviceOfferings.map((offering) => offering.id)).toEqual(['individual', 'program', 'family']);
    expect(spanish.toolsBundle.amount).toBe('$20');
    const dollars = (text: unknown) => JSON.stringify(text).match(/\$[\d,]+/g);
    expect(dollars(spanish.comparisonRows)).toEqual(dollars(comparisonRows));
    expect(dollars(spanish.serviceOfferings)).toEqual(dollars(serviceOfferings));
  });

  it('states the same length on each card and in its table row', async () => {
    const spanish = await import('../../locales/es/core/content/services');
    for (const offering of spanish.serviceOfferings) {
      const row = spanish.comparisonRows.find((candidate) => candidate.offering === offering.name);
      expect(row?.cells[2]).toContain(offering.length);
    }
  });
});
