import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { contactFailureDescription, contactMessages } from '@core/contracts/contact-messages';
import { messageBox } from '@core/content/home';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useHydrated } from '~/hooks/use-hydrated';
import { statusOf } from '~/lib/api';
import { loadHomeMessageSchema, useSendHomeMessage, type HomeMessage } from './use-send-home-message';

const emptyHomeMessage: HomeMessage = { name: '', email: '', message: '' };
type FieldName = keyof HomeMessage;
type FieldErrors = Partial<Record<FieldName, string>>;
const fieldOrder: FieldName[] = ['name', 'email', 'message'];

/** The first error of each field, by the server's own rules. */
async function validate(values: HomeMessage): Promise<{ ok: true; message: HomeMessage } | { ok: false; errors: FieldErrors }> {
  const { homeMessageSchema } = await loadHomeMessageSchema();
  const result = homeMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && fieldOrder.includes(name as FieldName)) errors[name as FieldName] ??= issue.message;
  }
  return { ok: false, errors };
}

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
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [values, setValues] = useState<HomeMessage>(emptyHomeMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);

  const mutation = useSendHomeMessage({
    onSuccess: () => {
      toast({ title: contactMessages.homeSentTitle, description: contactMessages.homeSentDescription });
      setValues((current) => ({ ...current, message: '' }));
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: contactMessages.failedTitle, description: contactFailureDescription(statusOf(error)) });
    },
  });
  const sending = mutation.isPending;
  const pending = sending || checking;

  const onChange = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (errors[name]) {
      // Re-check only the fields already marked, so she is not told off while still typing.
      void validate(next).then((result) => {
        setErrors((current) => {
          const fresh: FieldErrors = {};
          for (const field of fieldOrder) if (current[field] && !result.ok && result.errors[field]) fresh[field] = result.errors[field];
          return fresh;
        });
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // SPEC.md §5: a blank message (after trimming) is ignored.
    if (values.message.trim() === '') {
      setErrors({});
      return;
    }
    setChecking(true);
    try {
      const result = await validate(values);
      if (!result.ok) {
        setErrors(result.errors);
        const first = fieldOrder.find((name) => result.errors[name]);
        if (first) controls.current[first]?.focus();
        return;
      }
      setErrors({});
      mutation.mutate(result.message);
    } catch {
      // The validation could not be fetched (the connection dropped): nothing was sent.
      toast({ variant: 'destructive', title: contactMessages.failedTitle, description: contactMessages.failedDescription });
    } finally {
      setChecking(false);
    }
  };

  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (hydrated) formRef.current?.requestSubmit();
  };

  const fieldProps = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: onChange(name),
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[name] = element;
    },
  });

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
          // Fetch the checks while she writes, so sending does not wait for them.
          onFocus={() => void loadHomeMessageSchema().catch(() => undefined)}
          aria-labelledby="home-message-heading"
          aria-busy={pending || undefined}
          className="mt-6 flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={messageBox.nameLabel} hint={messageBox.nameHint} error={errors.name}>
              {(props) => <Input {...props} {...fieldProps('name')} autoComplete="given-name" required />}
            </FormField>
            <FormField label={messageBox.emailLabel} error={errors.email}>
              {(props) => <Input {...props} {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />}
            </FormField>
          </div>
          <FormField label={messageBox.messageLabel} hint={messageBox.messageHint} error={errors.message}>
            {(props) => (
              <Textarea
                {...props}
                {...fieldProps('message')}
                onKeyDown={onMessageKeyDown}
                enterKeyHint="send"
                autoComplete="off"
                rows={3}
                required
              />
            )}
          </FormField>
          <Button type="submit" disabled={pending || !hydrated} className="w-full sm:w-auto sm:self-start">
            <Send aria-hidden="true" />
            {sending ? messageBox.sendingLabel : messageBox.sendLabel}
          </Button>
        </form>
      </div>
    </section>
  );
}
