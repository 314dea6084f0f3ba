import { howHeardLabels, signupFieldMessages, signupMessages } from '@core/content/signup';
import { Lock } from 'lucide-react';
import { signupFormTexts as texts, signupInterestLabels } from '@core/content/signup';
import { emptySignupForm, howHeardOptions, signupFormSchema, signupInterests, type SignupFormValues } from '@core/contracts/signup';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { useContractForm } from '~/lib/use-contract-form';
import { commonMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, signupFieldMessages, signupMessages };

export type SignupFormProps = {
  pending: boolean;
  /** Called with valid values; resolves true when she was signed up (the form then resets). */
  onSend: (values: SignupFormValues) => Promise<boolean>;
};

/**
 * The free signup form (SPEC.md §2 /signup, §5). Errors are shown inline, under each field and
 * tied to it; the first one gets focus. Nothing is sent until every rule passes. The island hydrates
 * when she reaches for it (`client:reach`), which holds a submit made before then and makes it
 * again once the form's code is there, so the browser never sends the form itself.
 */
export function SignupForm({ pending, onSend }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(signupFormSchema, formMessages, { defaultValues: emptySignupForm });

  const onSubmit = handleSubmit(async (values) => {
    if (pending) return;
    const signedUp = await onSend(values);
    if (signedUp) reset(emptySignupForm);
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      aria-labelledby="signup-form-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="signup-form-heading" className="text-xl font-semibold leading-snug">
        {texts.heading}
      </h2>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={texts.firstName} required error={errors.firstName?.message}>
          {(props) => <Input {...props} {...register('firstName')} autoComplete="given-name" required />}
        </FormField>
        <FormField label={texts.lastName} required error={errors.lastName?.message}>
          {(props) => <Input {...props} {...register('lastName')} autoComplete="family-name" required />}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={texts.email} required error={errors.email?.message}>
          {(props) => (
            <Input {...props} {...register('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
          )}
        </FormField>
        <FormField label={texts.confirmEmail} required error={errors.confirmEmail?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('confirmEmail')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
            />
          )}
        </FormField>
      </div>

      <FormField label={texts.phone} hint={texts.phoneHint} error={errors.phone?.message}>
        {(props) => <Input {...props} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" className="sm:max-w-xs" />}
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium leading-none">{texts.interests}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {signupInterests.map((interest) => (
            <label
              key={interest}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-card px-3 py-2 transition-colors hover:bg-secondary has-[:checked]:border-primary/60 has-[:checked]:bg-secondary"
            >
              <Checkbox {...register('interests')} value={interest} />
              <span>{signupInterestLabels[interest]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <FormField label={texts.howHeard} error={errors.howHeard?.message}>
        {(props) => (
          <div className="sm:max-w-xs">
            <NativeSelect {...props} {...register('howHeard')} autoComplete="off">
              <option value="">{texts.chooseOne}</option>
              {howHeardOptions.map((option) => (
                <option key={option} value={option}>
                  {howHeardLabels[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </FormField>

      <p className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>{texts.privacy}</span>
      </p>

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
        {pending ? texts.pending : texts.submit}
      </Button>
    </form>
  );
}
