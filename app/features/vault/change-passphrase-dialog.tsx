import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSPHRASE_MAX_LENGTH } from '@core/contracts/tools';
import { vaultChangePassphraseSchema, type VaultChangePassphrase } from '@core/contracts/vault';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { changePassphrase, unreadableEntries } from '~/lib/vault/vault-store';
import type { OpenVault } from '~/lib/vault/vault-state';
import { failureSentence } from './vault-unlocked';

type FieldName = keyof VaultChangePassphrase;

const fields: ReadonlyArray<{ name: FieldName; label: string; autoComplete: string }> = [
  { name: 'currentPassphrase', label: 'Current passphrase', autoComplete: 'current-password' },
  { name: 'newPassphrase', label: 'New passphrase', autoComplete: 'new-password' },
  { name: 'confirmPassphrase', label: 'New passphrase again', autoComplete: 'new-password' },
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
  } = useContractForm(vaultChangePassphraseSchema, {
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
        title: 'Passphrase Changed',
        description: 'Your entries are now locked with your new passphrase. Any other device where they were open is locked.',
      });
    } catch (error) {
      const message = failureSentence(error);
      setError('root', { type: 'server', message });
      toast({ variant: 'destructive', title: 'Passphrase Not Changed', description: message });
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
          Change passphrase
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change your passphrase</DialogTitle>
          <DialogDescription>
            Everything in your private space is locked again with the new passphrase. Any other device where it is open is
            locked, and the old passphrase opens nothing. We cannot see or reset either passphrase.
          </DialogDescription>
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
                <Input
                  id={id}
                  type="password"
                  autoComplete={field.autoComplete}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={PASSPHRASE_MAX_LENGTH}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  {...register(field.name)}
                />
              </div>
            );
          })}
          {unreadable > 0 ? (
            <p className="text-sm text-pretty">
              {unreadable === 1 ? 'One entry' : `${unreadable} entries`} could not be read with any passphrase and will be
              removed.
            </p>
          ) : null}
          {formError ? <p className="text-sm font-medium text-destructive">{formError}</p> : null}
          {pending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Locking your entries with the new passphrase...
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? 'Changing...' : 'Change passphrase'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
