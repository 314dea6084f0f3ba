import type { ComponentProps, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence, or (with `richDescription`) blocks of its own: lists, several paragraphs. */
  description: ReactNode;
  richDescription?: boolean;
  /** The button that changes nothing: first, and focused when the dialog opens. */
  cancel: ReactNode;
  confirm: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  /**
   * By default the dialog closes as she confirms. With `closeOnConfirm` false it stays open
   * (an action that takes time closes it itself when done) and `busy` disables both buttons.
   */
  closeOnConfirm?: boolean;
  busy?: boolean;
  /** The button that opens it, when it has one (the focus returns there by itself). */
  trigger?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
};

/**
 * The one confirmation before something that cannot be undone or that she should think about
 * (a plain download, deleting, cancelling, erasing): an alert dialog with a title, what will
 * happen, a "keep it" button first and the action second. The words are the caller's.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  richDescription = false,
  cancel,
  confirm,
  onConfirm,
  destructive = false,
  closeOnConfirm = true,
  busy = false,
  trigger,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const confirmButton = (
    <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} onClick={onConfirm}>
      {confirm}
    </Button>
  );
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild={richDescription}>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancel}
            </Button>
          </AlertDialogCancel>
          {closeOnConfirm ? <AlertDialogAction asChild>{confirmButton}</AlertDialogAction> : confirmButton}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
