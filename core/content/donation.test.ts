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
