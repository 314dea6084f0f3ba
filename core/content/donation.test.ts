import { describe, expect, it } from 'vitest';
import { closingQuote, donationTiers, impactFigures, paymentApps } from './donation';

describe('donation page content', () => {
  it('has the four tiers of SPEC.md §9 in order, each with its purpose', () => {
    expect(donationTiers.map((tier) => tier.amount)).toEqual(['$10', '$25', '$100', '$500']);
    for (const tier of donationTiers) expect(tier.purpose.trim()).not.toBe('');
  });

  it('shows only the impact figures SPEC.md gives, each with a label', () => {
    expect(impactFigures.map((figure) => figure.value)).toEqual(['10,000+', '89.5%', '67.8%']);
    for (const figure of impactFigures) expect(figure.label.trim()).not.toBe('');
  });

  it('names three payment apps and quotes only ourselves', () => {
    expect(paymentApps.split(/, | or /)).toHaveLength(3);
    expect(closingQuote.attribution).toBe('S.A.V.E. Sisterhood');
  });
});

describe('donation page content in Spanish', () => {
  it('keeps the same tiers, figures and payment apps: no new amount or statistic', async () => {
    const spanish = await import('../../locales/es/core/content/donation');
    expect(spanish.donationTiers.map((tier) => tier.amount)).toEqual(donationTiers.map((tier) => tier.amount));
    expect(spanish.impactFigures.map((figure) => [figure.id, figure.value])).toEqual(impactFigures.map((figure) => [figure.id, figure.value]));
    expect(spanish.paymentApps.split(/, | o /)).toEqual(paymentApps.split(/, | or /));
    const figures = (module: object) => JSON.stringify(module).match(/\d[\d,.]*%?/g)?.sort();
    expect(figures(spanish)).toEqual(figures(await import('./donation')));
  });
});
