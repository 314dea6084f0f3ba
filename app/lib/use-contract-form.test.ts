import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { commonMessages, symptomFieldMessages } from '@core/content/validation';
import { signupFieldMessages, signupMessages } from '@core/content/signup';
import { emptySignupForm, signupFormSchema } from '@core/contracts/signup';
import { symptomLogPlaintextSchema } from '@core/contracts/symptoms';
import { commonMessages as spanishCommon } from '../../locales/es/core/content/validation';
import { signupFieldMessages as spanishSignupFields, signupMessages as spanishSignup } from '../../locales/es/core/content/signup';
import { contractResolver, type FormContract } from './use-contract-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

async function errorsOf(contract: FormContract, messages: Parameters<typeof contractResolver>[1], values: Record<string, unknown>) {
  const result = await contractResolver(contract, messages)(values as never, undefined, options as never);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

const filled = { ...emptySignupForm, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.org', confirmEmail: 'ana@example.org' };

describe('the form hook puts the contract’s codes into the page’s words', () => {
  it('in English', async () => {
    const errors = await errorsOf(signupFormSchema, { commonMessages, signupFieldMessages, signupMessages }, { ...filled, firstName: ' ', email: 'not-an-email' });
    expect(errors).toMatchObject({ firstName: signupFieldMessages.firstName, email: commonMessages.emailInvalid });
  });

  it('in Spanish, with the same contract', async () => {
    const spanish = { commonMessages: spanishCommon, signupFieldMessages: spanishSignupFields, signupMessages: spanishSignup };
    const errors = await errorsOf(signupFormSchema, spanish, { ...filled, firstName: ' ', confirmEmail: 'otra@example.org' });
    expect(errors).toMatchObject({ firstName: spanishSignupFields.firstName, confirmEmail: spanishSignup.mismatch });
    expect(spanishSignupFields.firstName).not.toBe(signupFieldMessages.firstName);
  });

  it('gives a sentence its numbers: the limit from the problem, a range from the code', async () => {
    const tooLong = await errorsOf(signupFormSchema, { commonMessages, signupFieldMessages, signupMessages }, { ...filled, lastName: 'x'.repeat(101) });
    expect(tooLong.lastName).toBe('Please keep this under 100 characters.');
    const log = { kind: 'symptom-log', symptomId: 'headache', ownSymptom: '', intensity: 11, occurredAt: '2026-11-28T10:00:00Z', triggerIds: [], ownTrigger: '', notes: '' };
    const parsed = symptomLogPlaintextSchema.safeParse(log);
    expect(parsed.error?.issues[0]?.message).toBe('symptomFieldMessages.intensityRange?min=0&max=10');
    const errors = await errorsOf(symptomLogPlaintextSchema as unknown as FormContract, { symptomFieldMessages }, log);
    expect(errors.intensity).toBe('Please choose a number from 0 to 10.');
  });

  it('accepts what the contract accepts', async () => {
    const result = await contractResolver(signupFormSchema, {})(filled as never, undefined, options as never);
    expect(result.errors).toEqual({});
  });
});
