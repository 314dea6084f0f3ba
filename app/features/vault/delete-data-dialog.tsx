import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog';
import { toast } from '~/hooks/use-toast';
import { eraseVault, VaultActionError } from '~/lib/vault/vault-store';

/**
 * "Delete my data": a confirmation that says exactly what is erased, then DELETE /api/vault.
 * It says the data is gone only after the server answered 204.
 */
export function DeleteDataDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await eraseVault();
      toast({
        title: 'Your Data Was Erased',
        description: 'Everything in your private space is gone: your journey, reflections and saved scripts. You can start again any time.',
      });
    } catch (error) {
      setPending(false);
      if (error instanceof VaultActionError) {
        // The session had ended: the gate is back; nothing was erased.
        toast({ variant: 'destructive', title: 'Nothing Was Deleted', description: error.message });
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Nothing Was Deleted',
        description: 'We could not reach the server just now, so your data is still there. Please try again.',
      });
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete my data
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete all your tool data?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3">
              <p>
                This erases the private space of <span className="break-all font-medium text-foreground">{email}</span> and this
                passphrase, at once:
              </p>
              <ul className="list-disc space-y-1 pl-5">
                <li>your 30-day journey progress and every reflection you wrote,</li>
                <li>every boundary script you saved,</li>
                <li>everything else you kept in your private tools, and your settings.</li>
              </ul>
              <p className="font-medium text-foreground">This cannot be undone. Nobody can bring it back.</p>
              <p>Any other device where it is open is locked too. You can start again later with any passphrase.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              Keep my data
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? 'Deleting...' : 'Delete everything'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
