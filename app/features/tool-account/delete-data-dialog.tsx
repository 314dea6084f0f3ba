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
import { statusOf } from '~/lib/api';
import { useDeleteAccount } from './use-tool-session';

/**
 * "Delete my data": a confirmation that says exactly what is erased, then
 * DELETE /api/tools/account. It says the data is gone only after the server answered 204.
 */
export function DeleteDataDialog({
  email,
  onDeleted,
  onSessionEnded,
}: {
  email: string;
  onDeleted: () => void;
  onSessionEnded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount({
    email,
    onDeleted: () => {
      setOpen(false);
      onDeleted();
      toast({
        title: 'Your Data Was Erased',
        description: 'Your journey, reflections, saved scripts and account are gone. You can start again any time.',
      });
    },
  });

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onError: (error) => {
        if (statusOf(error) === 401) {
          setOpen(false);
          onSessionEnded();
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Nothing Was Deleted',
          description: 'We could not reach the server just now, so your data is still there. Please try again.',
        });
      },
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive sm:flex-none">
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
                This erases, for <span className="break-all font-medium text-foreground">{email}</span>:
              </p>
              <ul className="list-disc space-y-1 pl-5">
                <li>your 30-day journey progress and every reflection you wrote,</li>
                <li>every boundary script you saved,</li>
                <li>your private passphrase and your account.</li>
              </ul>
              <p className="font-medium text-foreground">This cannot be undone. Nobody can bring it back.</p>
              <p>You can start again later with the same email and a new passphrase.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep my data
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete everything'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
