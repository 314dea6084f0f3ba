import { useEffect, useRef, useState } from 'react';
import { vaultRepeatPassphraseSchema, type VaultRepeatPassphrase } from '@core/contracts/vault';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { useContractForm } from '~/lib/use-contract-form';
import { vaultState } from '~/lib/vault/vault-state';
import { confirmNewSpace, setNewSpaceConfirmer } from '~/lib/vault/vault-store';
import { newSpaceTexts as texts } from '@core/content/vault-space';
import { PassphraseInput } from './passphrase-input';
import { failureSentence } from './vault-unlocked';
import { vaultFieldMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { vaultFieldMessages };

/**
 * The first save into a new space she chose to make (issue 25): her passphrase once more,
 * checked in her browser against the key the space was opened with, so one typo at creation
 * cannot hide what she saves. A mismatch keeps the dialog open with a calm sentence; nothing is
 * saved or sent until it matches. Registered with the vault store while the space is new:
 * every tool's save goes through it (saveRecord).
 */
export function NewSpaceDialog({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | undefined>(undefined);
  // Where she was when the save asked (the box she ticked, the Save button): focus goes back there.
  const returnFocus = useRef<HTMLElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useContractForm(vaultRepeatPassphraseSchema, formMessages, { defaultValues: { passphrase: '' } });

  // Registered once while the space is new (not at every render: a question she is answering must stay open).
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    if (!active) return;
    setNewSpaceConfirmer(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          resetRef.current();
          setOpen(true);
        }),
    );
    return () => {
      // Gone because her repeat made the space hers (the store changed before finish ran), or
      // because the space closed: the question is answered by what the store holds now.
      const state = vaultState.get();
      setNewSpaceConfirmer(undefined);
      answer.current?.(state.status === 'open' && state.newSpace === null);
      answer.current = undefined;
      setOpen(false);
    };
  }, [active]);

  const finish = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    reset();
    setOpen(false);
  };

  const onValid = async ({ passphrase }: VaultRepeatPassphrase) => {
    if (pending) return;
    setPending(true);
    try {
      await confirmNewSpace(passphrase);
      finish(true);
    } catch (error) {
      setError('passphrase', { type: 'mismatch', message: failureSentence(error) });
      setFocus('passphrase');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) finish(false);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The dialog opened without a trigger: focus returns to the control that saved, not to the page's top.
          // It may be disabled while its save runs: tried again until it takes the focus (5 s at most).
          const target = returnFocus.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          let tries = 0;
          const tryFocus = () => {
            target.focus();
            tries += 1;
            if (document.activeElement !== target && target.isConnected && tries < 50) setTimeout(tryFocus, 100);
          };
          tryFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          method="post"
          aria-busy={pending || undefined}
          onSubmit={handleSubmit(onValid, () => setFocus('passphrase'))}
          className="mt-4 flex flex-col gap-4"
        >
          <FormField label={texts.label} error={errors.passphrase?.message}>
            {(control) => (
              <PassphraseInput {...control} {...register('passphrase')} />
            )}
          </FormField>
          {pending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {texts.checking}
            </p>
          ) : null}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" disabled={pending} onClick={() => finish(false)}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? texts.checking : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
