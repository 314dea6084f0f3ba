import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';

export type DeleteWithConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved item's delete button: its word, and the id of the item's title (read after it). */
  label: ReactNode;
  describedBy?: string;
  className?: string;
  title: ReactNode;
  description: ReactNode;
  keep: ReactNode;
  confirm: ReactNode;
  /** While the item is being deleted: both buttons wait, and the dialog stays open until `onConfirm` closes it. */
  busy: boolean;
  onConfirm: () => void;
};

/**
 * The delete control of a saved item in her tools (a journal entry, a boundary script, a symptom
 * log): a quiet red button that opens the one ConfirmDialog, "keep it" first; the dialog stays
 * open while the deletion runs, so she sees it finish or fail.
 */
export function DeleteWithConfirm({ open, onOpenChange, label, describedBy, className, title, description, keep, confirm, busy, onConfirm }: DeleteWithConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      trigger={
        <Button variant="ghost" className={cn('flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive sm:flex-none', className)} aria-describedby={describedBy}>
          <Trash2 aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      cancel={keep}
      confirm={confirm}
      destructive
      closeOnConfirm={false}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
