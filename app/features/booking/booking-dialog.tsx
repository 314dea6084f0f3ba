import { useState, type FormEvent } from 'react';
import { bookingServiceTypes, type BookingServiceType } from '@core/constants';
import { bookingDialogTexts as texts, bookingServiceLabels, bookingToasts, bookingFieldMessages } from '@core/content/booking';
import {
  bookingFormSchema,
  emptyBookingForm,
  hasMissingBookingField,
  localDateTimeMin,
  requiredBookingFields,
  type BookingRequest,
} from '@core/contracts/booking';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { useCreateBooking } from './use-create-booking';
import { commonMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, bookingFieldMessages };

export type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Chosen in the service field when the dialog opens. */
  presetService?: BookingServiceType;
};

/**
 * 'Book Your Session': the booking form in a modal. The form is mounted while the dialog is
 * open, so each opening starts fresh (preset service, `min` date-time of that moment), and
 * values stay while it is open (for example after a failed request).
 */
export function BookingDialog({ open, onOpenChange, presetService }: BookingDialogProps) {
  const mutation = useCreateBooking({
    onSuccess: () => {
      toast({ title: bookingToasts.successTitle, description: bookingToasts.successDescription });
      onOpenChange(false);
    },
    onError: () => {
      toast({ variant: 'destructive', title: bookingToasts.errorTitle, description: bookingToasts.errorDescription });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <BookingForm
          presetService={presetService}
          pending={mutation.isPending}
          onSend={(request) => mutation.mutate(request)}
        />
      </DialogContent>
    </Dialog>
  );
}

function BookingForm({
  presetService,
  pending,
  onSend,
}: {
  presetService?: BookingServiceType;
  pending: boolean;
  onSend: (request: BookingRequest) => void;
}) {
  const [minDateTime] = useState(() => localDateTimeMin());
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    trigger,
    formState: { errors },
  } = useContractForm(bookingFormSchema, formMessages, { defaultValues: { ...emptyBookingForm, serviceType: presetService ?? '' } });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = getValues();
    if (hasMissingBookingField(values)) {
      toast({ variant: 'destructive', title: bookingToasts.missingTitle, description: bookingToasts.missingDescription });
      // Also mark the empty fields, so she can see which ones.
      await trigger([...requiredBookingFields]);
      const missing = requiredBookingFields.find((name) => values[name].trim() === '');
      if (missing) setFocus(missing);
      return;
    }
    // The form's rules and then the server's own (a date in the future among them), before sending.
    await handleSubmit(onSend)(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={pending || undefined}>
      <p className="text-sm text-muted-foreground">{texts.requiredNote}</p>

      <FormField label={texts.name} error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} type="text" autoComplete="name" required />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={texts.email} error={errors.email?.message}>
          {(props) => (
            <Input {...props} {...register('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
          )}
        </FormField>
        <FormField label={texts.phone} error={errors.phone?.message}>
          {(props) => <Input {...props} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" required />}
        </FormField>
      </div>

      <FormField label={texts.service} error={errors.serviceType?.message}>
        {(props) => (
          <NativeSelect {...props} {...register('serviceType')} autoComplete="off" required>
            <option value="">{texts.chooseService}</option>
            {bookingServiceTypes.map((type) => (
              <option key={type} value={type}>
                {bookingServiceLabels[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField
        label={texts.dateTime}
        hint={texts.dateTimeHint}
        error={errors.preferredDateTime?.message}
      >
        {(props) => (
          <Input {...props} {...register('preferredDateTime')} type="datetime-local" min={minDateTime} autoComplete="off" required />
        )}
      </FormField>

      <FormField label={texts.notes} hint={texts.notesHint} error={errors.notes?.message}>
        {(props) => <Textarea {...props} {...register('notes')} autoComplete="off" rows={3} />}
      </FormField>

      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="ghost">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
