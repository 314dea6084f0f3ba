import { contactFailureDescription } from '~/lib/contact-answers';
import { contactMessages, commonMessages, contactFieldMessages } from '@core/content/validation';
import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { homeMessageFormSchema } from '@core/contracts/contact';
import { messageBox } from '@core/content/home';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useHydrated } from '~/hooks/use-hydrated';
import { statusOf } from '~/lib/api';
import { useContractForm } from '~/lib/use-contract-form';
import { useSendHomeMessage } from './use-send-home-message';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, contactFieldMessages };

/**
 * The home page's message box (SPEC.md §2, §5; DESIGN.md "home message box"). Enter in the
 * message (Shift+Enter for a new line) or the button sends it to /api/contact. A blank message
 * is ignored: nothing is sent and nothing is said. On success a 'Message Sent' toast and the
 * message is cleared; on failure a destructive toast and everything she wrote is kept.
 * Errors show inline after a send; once shown, each is checked again as she corrects it.
 */
export function HomeMessageBox() {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useContractForm(homeMessageFormSchema, formMessages, { defaultValues: { name: '', email: '', message: '' } });

  const mutation = useSendHomeMessage({
    onSuccess: () => {
      toast({ title: contactMessages.homeSentTitle, description: contactMessages.homeSentDescription });
      setValue('message', '');
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: contactMessages.failedTitle, description: contactFailureDescription(statusOf(error)) });
    },
  });
  const sending = mutation.isPending;

  const send = handleSubmit((message) => mutation.mutate(message));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // SPEC.md §5: a blank message (after trimming) is ignored.
    if (getValues('message').trim() === '') {
      clearErrors();
      return;
    }
    void send(event);
  };

  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (hydrated) formRef.current?.requestSubmit();
  };

  return (
    <section aria-labelledby="home-message-heading" className="mx-auto max-w-2xl">
      <div className="rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
        <h2 id="home-message-heading" className="text-2xl font-semibold tracking-tight">
          {messageBox.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{messageBox.intro}</p>
        <p className="mt-2 text-sm text-muted-foreground">{messageBox.safetyNote}</p>
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="home-message-heading"
          aria-busy={sending || undefined}
          className="mt-6 flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={messageBox.nameLabel} hint={messageBox.nameHint} error={errors.name?.message}>
              {(props) => <Input {...props} {...register('name')} autoComplete="given-name" required />}
            </FormField>
            <FormField label={messageBox.emailLabel} error={errors.email?.message}>
              {(props) => <Input {...props} {...register('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />}
            </FormField>
          </div>
          <FormField label={messageBox.messageLabel} hint={messageBox.messageHint} error={errors.message?.message}>
            {(props) => (
              <Textarea
                {...props}
                {...register('message')}
                onKeyDown={onMessageKeyDown}
                enterKeyHint="send"
                autoComplete="off"
                rows={3}
                required
              />
            )}
          </FormField>
          <Button type="submit" disabled={sending || !hydrated} className="w-full sm:w-auto sm:self-start">
            <Send aria-hidden="true" />
            {sending ? messageBox.sendingLabel : messageBox.sendLabel}
          </Button>
        </form>
      </div>
    </section>
  );
}
