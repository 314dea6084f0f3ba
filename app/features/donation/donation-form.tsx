import { contactFailureDescription, donationInterestOptions } from '~/lib/contact-answers';
import { contactMessages, commonMessages, contactFieldMessages } from '@core/content/validation';
import type { FormEvent } from 'react';
import { Lock } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { donationInquiryFormSchema, emptyDonationInquiryForm, hasMissingContactField, type DonationInquiryFormValues } from '@core/contracts/contact';
import { donationForm } from '@core/content/donation';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useHydrated } from '~/hooks/use-hydrated';
import { statusOf } from '~/lib/api';
import { useContractForm } from '~/lib/use-contract-form';
import { useSendDonationInquiry } from './use-send-donation-inquiry';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, contactFieldMessages };

type FieldName = keyof DonationInquiryFormValues;
const requiredFields = ['name', 'email', 'message'] as const satisfies readonly FieldName[];

/** "Crisis Support $10+: Support a sister in crisis", so '$25+' alone is never a riddle. */
function optionText(option: (typeof donationInterestOptions)[number]): string {
  return option.value === 'general_inquiry' ? option.label : `${option.label}: ${option.purpose}`;
}

/**
 * 'Get Donation Information' (SPEC.md §2 donation page, §4 states, §5 rules, §8 texts).
 * Idle; sending ('Sending...', button off); success (all four fields cleared, 'Message Sent!');
 * failure (destructive 'Error' toast, values kept). A missing required field gives the
 * destructive 'Missing Information' toast and an inline error, and nothing is sent.
 */
export function DonationForm() {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setFocus,
    trigger,
    formState: { errors },
  } = useContractForm(donationInquiryFormSchema, formMessages, { defaultValues: emptyDonationInquiryForm });

  const mutation = useSendDonationInquiry({
    onSuccess: () => {
      reset(emptyDonationInquiryForm);
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: contactMessages.failedTitle, description: contactFailureDescription(statusOf(error)) });
    },
  });
  const pending = mutation.isPending;

  const focusFirstError = (fieldErrors: FieldErrors<DonationInquiryFormValues>) => {
    const first = (['name', 'email', 'message', 'donationType'] as const).find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = getValues();
    if (hasMissingContactField(values)) {
      toast({ variant: 'destructive', title: contactMessages.missingTitle, description: contactMessages.missingDescription });
      // Also mark the empty fields inline, so she can see which ones.
      await trigger([...requiredFields]);
      const missing = requiredFields.find((name) => values[name].trim() === '');
      if (missing) setFocus(missing);
      return;
    }
    await handleSubmit(
      (valid) =>
        mutation.mutate({ name: valid.name, email: valid.email, message: valid.message, donationType: valid.donationType }),
      focusFirstError,
    )(event);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="donation-form-heading"
      aria-describedby="donation-form-legend"
      aria-busy={pending || undefined}
      className="flex flex-col gap-5"
    >
      <p id="donation-form-legend" className="text-sm text-muted-foreground">
        {donationForm.requiredLegend}
      </p>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={donationForm.nameLabel} required requiredMark="asterisk" error={errors.name?.message}>
          {(props) => <Input {...props} {...register('name')} autoComplete="name" required />}
        </FormField>
        <FormField label={donationForm.emailLabel} required requiredMark="asterisk" error={errors.email?.message}>
          {(props) => (
            <Input {...props} {...register('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
          )}
        </FormField>
      </div>

      <FormField label={donationForm.interestLabel} error={errors.donationType?.message}>
        {(props) => (
          <NativeSelect {...props} {...register('donationType')} autoComplete="off">
            <option value="">{donationForm.interestPlaceholder}</option>
            {donationInterestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {optionText(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField label={donationForm.messageLabel} required requiredMark="asterisk" hint={donationForm.messageHint} error={errors.message?.message}>
        {(props) => <Textarea {...props} {...register('message')} autoComplete="off" rows={4} required />}
      </FormField>

      <p className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{donationForm.noPaymentNote}</span>
      </p>

      <Button type="submit" size="lg" disabled={pending || !hydrated} className="w-full sm:w-auto sm:self-start">
        {pending ? contactMessages.sendingButton : donationForm.submitLabel}
      </Button>
    </form>
  );
}
