import { useEffect, useId, useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { LEGACY_TOOLS_REPLACED_ON, vaultMoveOldSchema, type VaultMoveOld } from '@core/contracts/vault';
import { locale } from '@core/content/locale';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { useContractForm } from '~/lib/use-contract-form';
import { chooseNewSpace, legacyMoveOfferedUntil, moveOldEntries, tryAgain } from '~/lib/vault/vault-store';
import { emptySpaceTexts as texts, moveOldTexts } from '@core/content/vault-space';
import { PassphraseInput } from './passphrase-input';
import { failureSentence } from './vault-unlocked';
import { vaultFieldMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { vaultFieldMessages };

/** A day (YYYY-MM-DD) as she reads dates in her language, e.g. "November 28, 2026". */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(locale.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00.000Z`));
}

/**
 * A space that opened empty (issue 25; docs/decisions/0015): it says so, says a different email
 * or passphrase opens a different space and that nothing she saved is lost, and offers "Try
 * again" first. A new space is made only when she chooses it. Until LEGACY_TOOLS_UNTIL a quiet
 * link offers to bring her old tool account's entries here; only then, and only this once, is
 * her (old) passphrase sent.
 */
export function EmptySpace({ focusOnShow }: { focusOnShow: boolean }) {
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focusOnMount = useRef(focusOnShow);
  const ids = useId();
  useEffect(() => {
    if (focusOnMount.current) headingRef.current?.focus();
  }, []);
  const offer = useQuery({ queryKey: ['vault', 'legacy-move'], queryFn: legacyMoveOfferedUntil, staleTime: Infinity, retry: false });
  const [moving, setMoving] = useState(false);

  return (
    <Card data-vault-empty="" className="mx-auto w-full max-w-xl gap-5 p-5 sm:p-8" aria-labelledby={`${ids}-heading`} role="region">
      <h2
        ref={headingRef}
        id={`${ids}-heading`}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-semibold leading-snug tracking-tight outline-none"
      >
        <Inbox aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {texts.heading}
      </h2>
      <p className="text-pretty">{texts.explain}</p>
      <p className="rounded-lg bg-secondary p-4 font-medium text-secondary-foreground text-pretty">{texts.notLost}</p>

      <div className="flex flex-col gap-2">
        <Button className="w-full sm:w-auto sm:self-start" aria-describedby={`${ids}-again-hint`} onClick={() => void tryAgain()}>
          {texts.tryAgain}
        </Button>
        <p id={`${ids}-again-hint`} className="text-sm text-muted-foreground text-pretty">
          {texts.tryAgainHint}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="outline" className="w-full sm:w-auto sm:self-start" aria-describedby={`${ids}-create-hint`} onClick={chooseNewSpace}>
          {texts.create}
        </Button>
        <p id={`${ids}-create-hint`} className="text-sm text-muted-foreground text-pretty">
          {texts.createHint}
        </p>
      </div>

      {offer.data ? (
        moving ? (
          <MoveOldEntries until={offer.data} onCancel={() => setMoving(false)} />
        ) : (
          <Button variant="link" className="h-auto min-h-11 self-start whitespace-normal px-0 text-start text-sm" onClick={() => setMoving(true)}>
            {formatMessage(moveOldTexts.link, { date: formatDay(LEGACY_TOOLS_REPLACED_ON) })}
          </Button>
        )
      ) : null}
    </Card>
  );
}

/** "Bring my old entries here": what it sends, said plainly first; then her old passphrase, once. */
function MoveOldEntries({ until, onCancel }: { until: string; onCancel: () => void }) {
  const ids = useId();
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useContractForm(vaultMoveOldSchema, formMessages, { defaultValues: { oldPassphrase: '' } });
  useEffect(() => titleRef.current?.focus(), []);

  const onValid = async ({ oldPassphrase }: VaultMoveOld) => {
    if (pending) return;
    setPending(true);
    setOutcome(undefined);
    try {
      // Moved: her space now holds them, and the page shows it (this part goes with the empty screen).
      const moved = await moveOldEntries(oldPassphrase);
      if (!moved) {
        setOutcome(moveOldTexts.nothingFound);
        setFocus('oldPassphrase');
      }
    } catch (error) {
      setOutcome(failureSentence(error));
      setFocus('oldPassphrase');
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h3 ref={titleRef} id={`${ids}-title`} tabIndex={-1} className="text-lg font-semibold outline-none">
        {moveOldTexts.title}
      </h3>
      <p className="text-sm text-pretty">{moveOldTexts.explain}</p>
      <p className="text-sm text-muted-foreground text-pretty">{formatMessage(moveOldTexts.until, { date: formatDay(until) })}</p>
      <form
        method="post"
        noValidate
        aria-busy={pending || undefined}
        onSubmit={handleSubmit(onValid, () => setFocus('oldPassphrase'))}
        className="flex flex-col gap-4"
      >
        <FormField label={moveOldTexts.label} error={errors.oldPassphrase?.message}>
          {(control) => (
            <PassphraseInput {...control} {...register('oldPassphrase')} />
          )}
        </FormField>
        {outcome ? (
          <p role="status" className="text-sm font-medium text-pretty">
            {outcome}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? moveOldTexts.submitting : moveOldTexts.submit}
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            {moveOldTexts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
