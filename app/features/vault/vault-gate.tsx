import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Eye, EyeOff, LockKeyhole, Sparkles } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { PASSPHRASE_MAX_LENGTH, PASSPHRASE_MIN_LENGTH } from '@core/contracts/tools';
import { vaultUnlockSchema, type VaultUnlock } from '@core/contracts/vault';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { statusOf, UNREACHABLE_MESSAGE } from '~/lib/api';
import { useContractForm } from '~/lib/use-contract-form';
import type { ClosedVault } from '~/lib/vault/vault-state';
import { vaultGateLabels as labels, vaultTexts } from '@core/content/vault';
import { formatMessage } from '@core/message-format';
import { commonMessages, toolFieldMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, toolFieldMessages };

type VaultGateProps = {
  title: string;
  description: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Why the vault is closed now: a line at the top says what happened (idle lock, another device...). */
  closed: ClosedVault;
  /** Called once her vault is open in this page. */
  onUnlocked: () => void;
};

/** The sentence about why the gate is showing again, or nothing on a first visit. */
function closedNote(closed: ClosedVault): string | undefined {
  switch (closed.reason) {
    case 'idle':
      return formatMessage(vaultTexts.lockedIdle, { minutes: closed.idleMinutes ?? 0 });
    case 'ended-elsewhere':
      return vaultTexts.lockedElsewhere;
    case 'try-again':
      return vaultTexts.lockedTryAgain;
    default:
      return undefined;
  }
}

/**
 * The gate in front of her private tools (docs/decisions/0015): her email and passphrase derive
 * her key here, in her browser; neither is sent. A passphrase never used before opens an empty
 * space, so this gate never says "wrong": it says what to check. The page hydrates it when she
 * reaches for it (`client:reach`), which holds a press of Unlock until then, so nothing is ever
 * sent as a plain form.
 */
export function VaultGate({ title, description, headingRef, closed, onUnlocked }: VaultGateProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [showPassphrase, setShowPassphrase] = useState(false);
  const [suggested, setSuggested] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useContractForm(vaultUnlockSchema, formMessages, { defaultValues: { email: '', passphrase: '' } });

  // "Suggest one": five random words of her language's list, drawn here (the list loads now, not with the page).
  const suggest = async () => {
    try {
      const { suggestPassphrase } = await import('@core/vault/passphrase');
      setValue('passphrase', await suggestPassphrase(), { shouldValidate: true, shouldDirty: true });
      setShowPassphrase(true);
      setSuggested(true);
    } catch {
      setError('root', { type: 'load', message: UNREACHABLE_MESSAGE });
    }
  };

  const unlock = useMutation({
    mutationFn: async ({ email, passphrase }: VaultUnlock) => {
      const { unlockVault } = await import('~/lib/vault/vault-store');
      return unlockVault(email, passphrase);
    },
    // Here, not in mutate(): the open vault replaces this gate at once, and mutate's own
    // callbacks never run for a component that is gone.
    onSuccess: () => onUnlocked(),
    retry: false,
  });

  const onValid = (values: VaultUnlock) => {
    if (unlock.isPending) return;
    clearErrors('root');
    unlock.mutate(values, {
      onError: (error) => {
        const message = statusOf(error) === 429 ? vaultTexts.tooManyAttempts : UNREACHABLE_MESSAGE;
        setError('root', { type: 'server', message });
        toast({ variant: 'destructive', title: labels.notUnlockedTitle, description: message });
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
  const note = closedNote(closed);

  return (
    <Card data-vault-gate="" className="mx-auto w-full max-w-xl gap-5 p-5 sm:p-8">
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

      {note ? (
        <p role="status" className="rounded-lg border border-border p-4 text-sm font-medium text-pretty">
          {note}
        </p>
      ) : null}

      <div className="space-y-2 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground text-pretty">
        <p>{vaultTexts.howItWorks}</p>
        <p className="font-medium">{vaultTexts.cannotReset}</p>
      </div>

      <form
        // Never GET: before JavaScript the button is disabled, and a POST keeps values out of the address.
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={unlock.isPending || undefined}
        onSubmit={handleSubmit(onValid, (fieldErrors) => setFocus(fieldErrors.email ? 'email' : 'passphrase'))}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={emailId}>{labels.email}</Label>
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
          <Label htmlFor={passphraseId}>{labels.passphrase}</Label>
          <p id={passphraseHintId} className="text-sm text-muted-foreground text-pretty">
            {formatMessage(vaultTexts.passphraseHint, { min: PASSPHRASE_MIN_LENGTH })}
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
              className="pe-14"
              aria-invalid={errors.passphrase ? true : undefined}
              aria-describedby={[passphraseHintId, errors.passphrase ? passphraseErrorId : undefined].filter(Boolean).join(' ')}
              {...register('passphrase')}
            />
            <button
              type="button"
              aria-label={labels.showPassphrase}
              aria-pressed={showPassphrase}
              aria-controls={passphraseId}
              onClick={() => setShowPassphrase((shown) => !shown)}
              className="absolute end-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-secondary hover:text-secondary-foreground"
            >
              {showPassphrase ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
          <Button type="button" variant="outline" size="sm" className="self-start" aria-controls={passphraseId} onClick={() => void suggest()}>
            <Sparkles aria-hidden="true" />
            {labels.suggest}
          </Button>
          {suggested ? (
            <p role="status" className="text-sm text-muted-foreground text-pretty">
              {vaultTexts.suggested}
            </p>
          ) : null}
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
            disabled={unlock.isPending}
            aria-describedby={formError ? formErrorId : undefined}
          >
            {unlock.isPending ? labels.unlocking : labels.unlock}
          </Button>
          {unlock.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {vaultTexts.opening}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground text-pretty">{vaultTexts.firstTime}</p>
        </div>
      </form>
    </Card>
  );
}
