import { describe, expect, it } from 'vitest';
import { donationTypes } from '@core/contracts/contact';
import { donationInterestOptions } from './contact-answers';

describe('contact answers', () => {
  it('offers the six donation interests of SPEC.md §3, with its labels', () => {
    expect(donationInterestOptions.map((option) => option.value)).toEqual([...donationTypes]);
    expect(donationInterestOptions.map((option) => option.label)).toEqual([
      'Crisis Support $10+',
      '$25+',
      '$100+',
      '$500+',
      'Monthly Recurring Support',
      'General Inquiry',
    ]);
  });

});
