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
