import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import {
  PASSPHRASE_MAX_LENGTH,
  PASSPHRASE_MIN_LENGTH,
  toolAccountMessages,
  toolSignInSchema,
  type ToolSession,
  type ToolSignIn,
} from '@core/contracts/tools';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { statusOf, UNREACHABLE_MESSAGE } from '~/lib/api';
import { useHydrated } from '~/hooks/use-hydrated';
import { useContractForm } from '~/lib/use-contract-form';
import { useSignIn } from './use-tool-session';

export const FORGOTTEN_PASSPHRASE_NOTE =
  'If you forget your passphrase, it cannot be recovered or reset, by us or by anyone. You can delete your data and start again.';


type ToolGateProps = {
  title: string;
  description: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onUnlocked: (session: ToolSession) => void;
};

/**
 * The gate in front of a private tool: her email and private passphrase (DESIGN.md "tools
 * privacy"). First use creates the account; later uses check the passphrase. The submit button
 * stays disabled until the page is interactive, so a form sent before JavaScript arrives never
 * puts the passphrase in an address.
 */
export function ToolGate({ title, description, headingRef, onUnlocked }: ToolGateProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [showPassphrase, setShowPassphrase] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useContractForm(toolSignInSchema, { defaultValues: { email: '', passphrase: '' } });

  const signIn = useSignIn({ onSuccess: onUnlocked });

  const onValid = (values: ToolSignIn) => {
    if (signIn.isPending) return;
    clearErrors('root');
    signIn.mutate(values, {
      onError: (error) => {
        // Nothing of hers is shown; the passphrase is cleared so it can be typed again calmly.
        setValue('passphrase', '');
        const status = statusOf(error);
        if (status === 401) {
          setError('passphrase', { type: 'server', message: toolAccountMessages.wrongPassphrase });
          toast({ variant: 'destructive', title: 'Not Unlocked', description: toolAccountMessages.wrongPassphrase });
        } else if (status === 429) {
          setError('root', { type: 'server', message: toolAccountMessages.tooManyAttempts });
          toast({ variant: 'destructive', title: 'Please Wait', description: toolAccountMessages.tooManyAttempts });
        } else {
          setError('root', { type: 'server', message: UNREACHABLE_MESSAGE });
          toast({ variant: 'destructive', title: 'Not Unlocked', description: UNREACHABLE_MESSAGE });
        }
        setFocus('passphrase');
      },
    });
  };

  const emailId = `${baseId}-email`;
  const passphraseId = `${baseId}-passphrase`;
  const emailErrorId = `${emailId}-error`;
  const passphraseHintId = `${passphraseId}-hint`;
  const passphraseErrorId = `${passphraseId}-error`;
  const formErrorId = `${baseId}-form-error`;
  const formError = errors.root?.message;

  return (
    <Card className="mx-auto w-full max-w-xl gap-5 p-5 sm:p-8">
      <div className="flex flex-col gap-2">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-semibold leading-snug tracking-tight outline-none"
        >
          <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {title}
        </h2>
        <div className="text-muted-foreground text-pretty">{description}</div>
      </div>

      <p className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground text-pretty">{toolAccountMessages.whyPassphrase}</p>

      <form
        // Never GET: before JavaScript the button is disabled, and a POST keeps values out of the address.
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={signIn.isPending || undefined}
        onSubmit={handleSubmit(onValid, (fieldErrors) => setFocus(fieldErrors.email ? 'email' : 'passphrase'))}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={emailId}>Email</Label>
          {errors.email?.message ? (
            <p id={emailErrorId} className="text-sm font-medium text-destructive">
              {errors.email.message}
            </p>
          ) : null}
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailErrorId : undefined}
            {...register('email')}
          />
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={passphraseId}>Private passphrase</Label>
          <p id={passphraseHintId} className="text-sm text-muted-foreground text-pretty">
            At least {PASSPHRASE_MIN_LENGTH} characters. A few words you will remember works well. {FORGOTTEN_PASSPHRASE_NOTE}
          </p>
          {errors.passphrase?.message ? (
            <p id={passphraseErrorId} className="text-sm font-medium text-destructive">
              {errors.passphrase.message}
            </p>
          ) : null}
          <div className="relative">
            <Input
              id={passphraseId}
              type={showPassphrase ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              minLength={PASSPHRASE_MIN_LENGTH}
              maxLength={PASSPHRASE_MAX_LENGTH}
              className="pr-14"
              aria-invalid={errors.passphrase ? true : undefined}
              aria-describedby={[passphraseHintId, errors.passphrase ? passphraseErrorId : undefined].filter(Boolean).join(' ')}
              {...register('passphrase')}
            />
            <button
              type="button"
              aria-label="Show passphrase"
              aria-pressed={showPassphrase}
              aria-controls={passphraseId}
              onClick={() => setShowPassphrase((shown) => !shown)}
              className="absolute right-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-secondary hover:text-secondary-foreground"
            >
              {showPassphrase ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </div>

        {formError ? (
          // The toast says it aloud; this stays beside the button.
          <p id={formErrorId} className="text-sm font-medium text-destructive">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-col gap-3">
          <Button
            type="submit"
            className="w-full sm:w-auto sm:self-start"
            disabled={!hydrated || signIn.isPending}
            aria-describedby={formError ? formErrorId : undefined}
          >
            {signIn.isPending ? 'Unlocking...' : 'Unlock'}
          </Button>
          <p className="text-sm text-muted-foreground text-pretty">
            First time here? The email and passphrase you enter now create your private space. Next time, use the same
            two. If someone else uses this device, choose not to let the browser save your passphrase.
          </p>
        </div>
      </form>
    </Card>
  );
}
