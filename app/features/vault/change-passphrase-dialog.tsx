import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { vaultChangePassphraseSchema, type VaultChangePassphrase } from '@core/contracts/vault';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { changePassphrase, unreadableEntries } from '~/lib/vault/vault-store';
import type { OpenVault } from '~/lib/vault/vault-state';
import { changePassphraseTexts as texts } from '@core/content/vault-controls';
import { PassphraseInput } from './passphrase-input';
import { failureSentence } from './vault-unlocked';
import { formatMessage } from '@core/message-format';
import { vaultFieldMessages, toolFieldMessages } from '@core/content/validation';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { vaultFieldMessages, toolFieldMessages };

type FieldName = keyof VaultChangePassphrase;

const fields: ReadonlyArray<{ name: FieldName; label: string; autoComplete: string }> = [
  { name: 'currentPassphrase', label: texts.current, autoComplete: 'current-password' },
  { name: 'newPassphrase', label: texts.next, autoComplete: 'new-password' },
  { name: 'confirmPassphrase', label: texts.again, autoComplete: 'new-password' },
];

/**
 * "Change passphrase": everything is re-encrypted here under the new passphrase's key and moved
 * at once; the old space and every other device's session end (docs/decisions/0015). It says
 * "changed" only after the server stored the move.
 */
export function ChangePassphraseDialog({ vault }: { vault: OpenVault }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useContractForm(vaultChangePassphraseSchema, formMessages, {
    defaultValues: { currentPassphrase: '', newPassphrase: '', confirmPassphrase: '' },
  });
  const unreadable = unreadableEntries(vault).length;

  const onValid = async (values: VaultChangePassphrase) => {
    if (pending) return;
    setPending(true);
    try {
      await changePassphrase(values.currentPassphrase, values.newPassphrase);
      reset();
      setOpen(false);
      toast({
        title: texts.changedTitle,
        description: texts.changedDescription,
      });
    } catch (error) {
      const message = failureSentence(error);
      setError('root', { type: 'server', message });
      toast({ variant: 'destructive', title: texts.notChangedTitle, description: message });
      setFocus('currentPassphrase');
    } finally {
      setPending(false);
    }
  };

  const formError = errors.root?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {texts.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          method="post"
          aria-busy={pending || undefined}
          onSubmit={handleSubmit(onValid, (fieldErrors) => {
            const first = fields.find((field) => fieldErrors[field.name]);
            if (first) setFocus(first.name);
          })}
          className="mt-4 flex flex-col gap-4"
        >
          {fields.map((field) => {
            const id = `${ids}-${field.name}`;
            const message = errors[field.name]?.message;
            return (
              <div key={field.name} className="flex flex-col gap-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                {message ? (
                  <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                    {message}
                  </p>
                ) : null}
                <PassphraseInput
                  id={id}
                  autoComplete={field.autoComplete}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  {...register(field.name)}
                />
              </div>
            );
          })}
          {unreadable > 0 ? (
            <p className="text-sm text-pretty">{formatMessage(texts.unreadable, { count: unreadable })}</p>
          ) : null}
          {formError ? <p className="text-sm font-medium text-destructive">{formError}</p> : null}
          {pending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {texts.working}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? texts.submitting : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
