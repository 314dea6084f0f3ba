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
import { deleteDataTexts as texts } from '@core/content/vault-controls';
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
        title: texts.erasedTitle,
        description: texts.erasedDescription,
      });
    } catch (error) {
      setPending(false);
      if (error instanceof VaultActionError) {
        // The session had ended: the gate is back; nothing was erased.
        toast({ variant: 'destructive', title: texts.notDeletedTitle, description: error.message });
        return;
      }
      toast({
        variant: 'destructive',
        title: texts.notDeletedTitle,
        description: texts.unreachable,
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
          {texts.open}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3">
              <p>
                {texts.erasesBefore}
                <span className="break-all font-medium text-foreground">{email}</span>
                {texts.erasesAfter}
              </p>
              <ul className="list-disc space-y-1 ps-5">
                {texts.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="font-medium text-foreground">{texts.cannotUndo}</p>
              <p>{texts.otherDevices}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              {texts.keep}
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? texts.deleting : texts.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
