import { useEffect, useId, useRef, useState } from 'react';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { adminLoginSchema, ADMIN_PASSWORD_MAX_LENGTH, type AdminLogin, SECOND_FACTOR_CODE_MAX_LENGTH } from '@core/contracts/admin';
import { adminMessages } from '@core/content/api-messages';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { statusOf, UNREACHABLE_MESSAGE } from '~/lib/api';
import { cn } from '~/lib/utils';
import { useHydrated } from '~/hooks/use-hydrated';
import { useContractForm } from '~/lib/use-contract-form';
import { errorSentence, SecondFactorNeededError, useSessionEnded, useSignIn } from './api/admin-api';
import { commonMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, adminMessages };

function failureSentence(error: unknown): string {
  // The server's own sentence: a code is needed, or the one typed did not work.
  if (error instanceof SecondFactorNeededError) return error.bodyText;
  const status = statusOf(error);
  if (status === 401) return adminMessages.wrongCredentials;
  if (status === 429) return adminMessages.tooManyAttempts;
  if (status === 403) return adminMessages.badOrigin;
  if (status === undefined) return UNREACHABLE_MESSAGE;
  return errorSentence(error, UNREACHABLE_MESSAGE);
}

/** The console's sign-in: email and password, sent only once the page is interactive. */
export function AdminSignIn() {
  const hydrated = useHydrated();
  const ended = useSessionEnded();
  const baseId = useId();
  const [showPassword, setShowPassword] = useState(false);
  /** Shown once the server said the password is right and a code is needed. */
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors },
  } = useContractForm(adminLoginSchema, formMessages, { defaultValues: { email: '', password: '' } });

  // Focus moves to the code field once it is drawn (an effect runs after React commits it).
  const [codeFocusRequest, setCodeFocusRequest] = useState(0);
  useEffect(() => {
    if (codeFocusRequest > 0) codeRef.current?.focus();
  }, [codeFocusRequest]);
  const focusCode = () => setCodeFocusRequest((request) => request + 1);

  const onValid = (values: AdminLogin) => {
    if (signIn.isPending) return;
    if (askCode && code.trim() === '') {
      setCodeMissing(true);
      focusCode();
      return;
    }
    setCodeMissing(false);
    signIn.mutate(askCode ? { ...values, code } : values, {
      onError: (error) => {
        if (error instanceof SecondFactorNeededError) {
          setAskCode(true);
          setCode('');
          focusCode();
          return;
        }
        // A wrong password (or the email changed): start again from the password.
        setAskCode(false);
        setCode('');
        setValue('password', '');
        setFocus('password');
      },
    });
  };

  const ids = {
    heading: `${baseId}-heading`,
    email: `${baseId}-email`,
    emailError: `${baseId}-email-error`,
    password: `${baseId}-password`,
    passwordError: `${baseId}-password-error`,
    formError: `${baseId}-form-error`,
    code: `${baseId}-code`,
    codeHint: `${baseId}-code-hint`,
  };
  // The first "please enter the code" is the next step, not a mistake: said calmly, not in red.
  const askingForCode = !codeMissing && signIn.error instanceof SecondFactorNeededError && signIn.error.bodyText === adminMessages.codeNeeded;
  const formError = codeMissing
    ? adminMessages.codeNeeded
    : signIn.isError
      ? failureSentence(signIn.error)
      : ended
        ? adminMessages.sessionEnded
        : undefined;

  return (
    <Card className="mx-auto w-full max-w-md gap-5 p-5 sm:p-8">
      <h2 id={ids.heading} className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-primary" />
        Sign in
      </h2>
      <p className="text-muted-foreground text-pretty">For the people who run this site. Your session ends after 8 hours without use.</p>
      <form
        method="post"
        noValidate
        aria-labelledby={ids.heading}
        aria-busy={signIn.isPending || undefined}
        onSubmit={handleSubmit(onValid, (fieldErrors) => setFocus(fieldErrors.email ? 'email' : 'password'))}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.email}>Email</Label>
          {errors.email?.message ? (
            <p id={ids.emailError} className="text-sm font-medium text-destructive">
              {errors.email.message}
            </p>
          ) : null}
          <Input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? ids.emailError : undefined}
            {...register('email')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.password}>Password</Label>
          {errors.password?.message ? (
            <p id={ids.passwordError} className="text-sm font-medium text-destructive">
              {errors.password.message}
            </p>
          ) : null}
          <div className="relative">
            <Input
              id={ids.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              maxLength={ADMIN_PASSWORD_MAX_LENGTH}
              className="pe-14"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? ids.passwordError : undefined}
              {...register('password')}
            />
            <button
              type="button"
              aria-label="Show password"
              aria-pressed={showPassword}
              aria-controls={ids.password}
              onClick={() => setShowPassword((shown) => !shown)}
              className="absolute end-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-secondary hover:text-secondary-foreground"
            >
              {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </div>
        {askCode ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.code}>Code</Label>
            <p id={ids.codeHint} className="text-sm text-muted-foreground">
              The 6-digit code from your authenticator app, or one of your recovery codes.
            </p>
            <Input
              ref={codeRef}
              id={ids.code}
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeMissing || (signIn.error instanceof SecondFactorNeededError && signIn.error.bodyText === adminMessages.wrongCode) ? true : undefined}
              aria-describedby={formError ? `${ids.codeHint} ${ids.formError}` : ids.codeHint}
            />
          </div>
        ) : null}
        {formError ? (
          <p id={ids.formError} role="alert" className={cn('text-sm font-medium', askingForCode ? 'text-foreground' : 'text-destructive')}>
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto sm:self-start" disabled={!hydrated || signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </Card>
  );
}
