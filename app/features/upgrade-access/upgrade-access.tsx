import { upgradeMessages } from '@core/content/upgrade-access';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Eye, EyeOff, Info, Mail } from 'lucide-react';
import { timings } from '@core/constants';
import { locale } from '@core/content/locale';
import { accessPackages } from '@core/content/tools-catalog';
import { accreditationNotice, activateTexts, noCodeHelp } from '@core/content/upgrade-access';
import { upgradeAccessFormSchema, upgradeRedirects, type PaidAccessLevel, type UpgradeAccessRequest } from '@core/contracts/upgrade';
import { localePath } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { sessionStorageOrNull, storeAccessFlags } from './access-flags';
import { PackageChoice } from './package-choice';
import { UpgradeFailure, useUpgradeAccess } from './use-upgrade-access';
import { formatMessage } from '@core/message-format';
import { commonMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, upgradeMessages };

/**
 * /upgrade-access (SPEC.md §2, §5, §8): choose a package, then activate it with her email and
 * the access password she received (a signup first is not needed). The server checks the password; on
 * success this tab remembers the upgrade and she is taken on after 1.5 seconds.
 */
export function UpgradeAccess() {
  const [level, setLevel] = useState<PaidAccessLevel | null>(null);
  const [upgraded, setUpgraded] = useState<PaidAccessLevel | null>(null);
  const mutation = useUpgradeAccess();

  const goNowRef = useRef<HTMLAnchorElement | null>(null);

  // After a successful upgrade: go on after the spec's delay; never after she has left the page.
  // It follows the "Go now" link, so the site's client router takes her on as it does for any
  // link (the next page is swapped in, nothing reloads); without the router, the browser does.
  useEffect(() => {
    if (upgraded === null) return;
    const timer = setTimeout(() => goNowRef.current?.click(), timings.upgradeRedirectMs);
    return () => clearTimeout(timer);
  }, [upgraded]);

  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <PackageChoice value={level} onChange={setLevel} disabled={upgraded !== null} />

      <AccreditationNotice />

      {level !== null ? (
        <ActivateForm
          level={level}
          pending={mutation.isPending}
          done={upgraded !== null}
          onActivate={async (request) => {
            try {
              const result = await mutation.mutateAsync(request);
              const storage = sessionStorageOrNull();
              if (storage) storeAccessFlags(storage, result.accessLevel, request.email);
              toast({ title: upgradeMessages.successTitle, description: upgradeMessages.successDescription[result.accessLevel] });
              setUpgraded(result.accessLevel);
            } catch (error) {
              const failure = error instanceof UpgradeFailure ? error : new UpgradeFailure(upgradeMessages.failedTitle, upgradeMessages.failedFallback);
              toast({ variant: 'destructive', title: failure.title, description: failure.message });
            }
          }}
        />
      ) : (
        <p className="rounded-lg border border-dashed border-input p-4 text-center text-muted-foreground">
          {activateTexts.choosePackage}
        </p>
      )}

      <p role="status" className={upgraded ? 'rounded-lg bg-secondary p-4 text-center font-medium text-secondary-foreground' : 'sr-only'}>
        {upgraded ? (
          <>
            {upgradeMessages.successDescription[upgraded]} {formatMessage(activateTexts.takingYou, { destination: activateTexts.destinations[upgraded] })}{' '}
            <a ref={goNowRef} href={localePath(upgradeRedirects[upgraded])} className="underline underline-offset-4">
              {activateTexts.goNow}
            </a>
          </>
        ) : null}
      </p>

      <NoCodeHelp />
    </div>
  );
}

function ActivateForm({
  level,
  pending,
  done,
  onActivate,
}: {
  level: PaidAccessLevel;
  pending: boolean;
  done: boolean;
  onActivate: (request: UpgradeAccessRequest) => Promise<void>;
}) {
  const id = useId();
  const emailId = `${id}-email`;
  const codeId = `${id}-code`;
  const [showCode, setShowCode] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useContractForm(upgradeAccessFormSchema, formMessages, { defaultValues: { email: '', accessCode: '' } });

  const missingInformation = () =>
    toast({ variant: 'destructive', title: upgradeMessages.missingTitle, description: upgradeMessages.missingDescription });

  // SPEC.md §5: an email and an access password are both needed ('Missing Information'); the
  // email must look like one (said inline). The package is the one she chose above.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || done) return;
    const { email, accessCode } = getValues();
    if (email.trim() === '' || accessCode.trim() === '') {
      missingInformation();
      clearErrors();
      setFocus(email.trim() === '' ? 'email' : 'accessCode');
      return;
    }
    await handleSubmit(
      (values) => onActivate({ email: values.email, accessLevel: level, accessCode: values.accessCode, locale: locale.code }),
      (fieldErrors) => {
        if (!fieldErrors.email) missingInformation();
      },
    )(event);
  };

  const emailError = errors.email?.message;
  const pack = accessPackages[level];
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold leading-snug">
        {formatMessage(activateTexts.heading, { name: pack.name })}
      </h2>
      <p className="mt-2 text-muted-foreground text-pretty">{activateTexts.intro}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-busy={pending || undefined}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={emailId} required>
              {activateTexts.email}
            </Label>
            <Input
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              disabled={done}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              {...register('email')}
            />
            {emailError ? (
              <p id={`${emailId}-error`} className="text-sm font-medium text-destructive">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={codeId} required>
              {activateTexts.accessCode}
            </Label>
            <div className="relative">
              <Input
                id={codeId}
                type={showCode ? 'text' : 'password'}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
                disabled={done}
                className="pe-12"
                {...register('accessCode')}
              />
              <Button
                variant="ghost"
                size="icon"
                className="absolute end-0 top-1/2 -translate-y-1/2"
                aria-label={activateTexts.showAccessCode}
                aria-pressed={showCode}
                aria-controls={codeId}
                disabled={done}
                onClick={() => setShowCode((shown) => !shown)}
              >
                {showCode ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </Button>
            </div>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={pending || done} className="w-full sm:w-auto sm:self-start">
          {pending ? activateTexts.pending : activateTexts.submit}
        </Button>
      </form>
    </section>
  );
}

function AccreditationNotice() {
  return (
    <aside aria-labelledby="accreditation-heading" className="flex gap-3 rounded-xl border border-border bg-muted p-5">
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
      <div className="space-y-2">
        <h2 id="accreditation-heading" className="font-semibold leading-snug">
          {accreditationNotice.title}
        </h2>
        <p className="text-pretty">{accreditationNotice.text}</p>
      </div>
    </aside>
  );
}

function NoCodeHelp() {
  return (
    <aside aria-labelledby="no-code-heading" className="flex gap-3 rounded-xl border border-border bg-card p-5">
      <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
      <div className="space-y-2">
        <h2 id="no-code-heading" className="font-semibold leading-snug">
          {noCodeHelp.title}
        </h2>
        <p className="text-pretty">
          {noCodeHelp.before}{' '}
          <a href={`mailto:${siteConfig.contactEmail}`} className="font-medium text-primary underline underline-offset-4">
            {siteConfig.contactEmail}
          </a>
          {noCodeHelp.after}
        </p>
      </div>
    </aside>
  );
}
