import { useEffect, useId, useRef, useState } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { type SecondFactorSetup, SECOND_FACTOR_CODE_MAX_LENGTH } from '@core/contracts/admin';
import { adminMessages } from '@core/content/api-messages';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { errorSentence, useConfirmSecondFactor, useRemoveSecondFactor, useSecondFactorStatus, useSetUpSecondFactor } from './api/admin-api';
import { LoadState, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';

const TRY_AGAIN = 'We could not do this just now. Please try again.';

/** A labelled code field with its own error sentence, and the button that sends it. */
function CodeForm({
  label,
  hint,
  submitLabel,
  busyLabel,
  busy,
  error,
  variant = 'default',
  onSubmit,
  inputRef,
  withPassword = false,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | undefined;
  variant?: 'default' | 'destructive';
  onSubmit: (code: string, password: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Ask for her password too (confirming a new second factor). */
  withPassword?: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<'code' | 'password' | undefined>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const shown = missing === 'password' ? 'Please enter your password.' : missing === 'code' ? adminMessages.codeNeeded : error;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (withPassword && password === '') {
          setMissing('password');
          passwordRef.current?.focus();
          return;
        }
        if (code.trim() === '') {
          setMissing('code');
          return;
        }
        setMissing(undefined);
        onSubmit(code, password);
      }}
    >
      {withPassword ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-password`}>Your password</Label>
          <Input
            ref={passwordRef}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="sm:max-w-xs"
            aria-invalid={missing === 'password' || error === adminMessages.wrongPassword ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
        <Input
          ref={inputRef}
          id={`${id}-code`}
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="sm:max-w-xs"
          aria-invalid={missing === 'code' || (error !== undefined && error !== adminMessages.wrongPassword) ? true : undefined}
          aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {shown ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {shown}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant={variant} className="self-start" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The secret written in groups of four, for an app that cannot scan. */
function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Enrolment: scan (or type) the secret, then prove it with a first code. */
function SetUpSteps({ setup, onCancel, onConfirmed }: { setup: SecondFactorSetup; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirm = useConfirmSecondFactor();
  useEffect(() => headingRef.current?.focus(), []);
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <Card className="gap-5 p-5 sm:p-6">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Set up two-step sign-in
      </h3>
      <ol className="flex list-decimal flex-col gap-5 ps-5">
        <li className="flex flex-col gap-3">
          <p>Open your authenticator app on your phone and scan this code.</p>
          <img src={qrSource} alt="QR code for your authenticator app" width={200} height={200} className="size-50 rounded-md border border-border bg-white" />
          <p className="text-sm text-muted-foreground">
            If you cannot scan it, type this key into the app instead:{' '}
            <code className="break-all rounded bg-secondary px-1.5 py-0.5 font-mono text-sm text-foreground">{groupedSecret(setup.secret)}</code>
          </p>
        </li>
        <li>
          <CodeForm
            withPassword
            label="Code from the app"
            hint="Type the 6-digit code the app now shows for this console."
            submitLabel="Turn on two-step sign-in"
            busyLabel="Checking..."
            busy={confirm.isPending}
            error={confirm.isError ? errorSentence(confirm.error, TRY_AGAIN) : undefined}
            onSubmit={(code, password) => confirm.mutate({ code, password }, { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) })}
          />
        </li>
      </ol>
      <Button variant="outline" className="self-start" onClick={onCancel}>
        Cancel
      </Button>
    </Card>
  );
}

/** The recovery codes, shown this once. */
function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="gap-4 p-5 sm:p-6">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <KeyRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
        Save your recovery codes
      </h3>
      <p className="text-pretty">
        Two-step sign-in is on. If you lose your phone, each of these codes signs you in once instead of the app&apos;s code. Write them down or
        keep them in a password manager, away from this device. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-border bg-card px-3 py-2 tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <Button className="self-start" onClick={onDone}>
        I have saved them
      </Button>
    </Card>
  );
}

/** Sign-in security: the signed-in admin's own second factor. */
export function SecurityScreen() {
  const status = useSecondFactorStatus();
  const setUp = useSetUpSecondFactor();
  const remove = useRemoveSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetup | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const enabled = status.data?.enabled ?? false;

  const backToScreen = () => {
    setSetup(undefined);
    setRecoveryCodes(undefined);
    requestAnimationFrame(() => document.getElementById(SCREEN_HEADING_ID)?.focus());
  };

  let body: React.JSX.Element;
  if (recoveryCodes) {
    body = <RecoveryCodesCard codes={recoveryCodes} onDone={backToScreen} />;
  } else if (setup) {
    body = (
      <SetUpSteps
        setup={setup}
        onCancel={backToScreen}
        onConfirmed={(codes) => {
          setSetup(undefined);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else if (enabled) {
    const left = status.data?.recoveryCodesLeft ?? 0;
    body = (
      <Card className="gap-4 p-5 sm:p-6">
        <p className="flex items-center gap-2 font-medium">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          Two-step sign-in is on.
        </p>
        <p className="text-muted-foreground text-pretty">
          Signing in asks for a code from your authenticator app. You have {left} recovery {left === 1 ? 'code' : 'codes'} left.
        </p>
        <h3 className="text-lg font-semibold">Turn it off</h3>
        <CodeForm
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          submitLabel="Turn off two-step sign-in"
          busyLabel="Turning off..."
          variant="destructive"
          busy={remove.isPending}
          error={remove.isError ? errorSentence(remove.error, TRY_AGAIN) : undefined}
          onSubmit={(code) =>
            remove.mutate(code, {
              onSuccess: () => {
                toast({ title: 'Two-step sign-in is off', description: 'Signing in asks only for your email and password again.' });
                backToScreen();
              },
            })
          }
        />
      </Card>
    );
  } else {
    body = (
      <Card className="gap-4 p-5 sm:p-6">
        <p className="font-medium">Two-step sign-in is off.</p>
        <p className="text-muted-foreground text-pretty">
          With it on, signing in also asks for a code from an authenticator app on your phone, so your password alone cannot open the console.
        </p>
        {setUp.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorSentence(setUp.error, TRY_AGAIN)}
          </p>
        ) : null}
        <Button className="self-start" disabled={setUp.isPending} onClick={() => setUp.mutate(undefined, { onSuccess: setSetup })}>
          {setUp.isPending ? 'Starting...' : 'Set up two-step sign-in'}
        </Button>
      </Card>
    );
  }

  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-6">
      <ScreenHeader title="Security" description="How you sign in to the console." />
      <LoadState isPending={status.isPending} isError={status.isError} onRetry={() => void status.refetch()} what="your sign-in settings">
        {body}
      </LoadState>
    </section>
  );
}
