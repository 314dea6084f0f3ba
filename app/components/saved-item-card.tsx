import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { DeleteWithConfirm } from '~/components/delete-with-confirm';
import { toast } from '~/hooks/use-toast';
import { cn } from '~/lib/utils';
import { VaultActionError } from '~/lib/vault/vault-store';

/** The words of a saved item's delete, from the tool's text module. */
export type SavedItemDeleteTexts = {
  /** The button's word ("Delete"). */
  label: string;
  /** The dialog's question, what will be erased, and its two answers. */
  title: string;
  description: ReactNode;
  keep: string;
  confirm: string;
  deleting: string;
  /** The toast when it failed (the vault's own sentence wins: a limit, or her session ended). */
  notDeleted: { title: string; description: string };
  /** The toast once it is gone. */
  deleted: { title: string; description?: string };
};

export type SavedItemCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  ref?: Ref<HTMLElement>;
  /** The item's heading (its name, or when it was written) and what sits beside it (a date, a badge). */
  title: ReactNode;
  aside?: ReactNode;
  /** The tool's other actions, before Delete (Change, Copy). */
  actions?: (titleId: string) => ReactNode;
  deleteTexts: SavedItemDeleteTexts;
  /** Deletes it from her vault; resolves once the server has. */
  onDelete: () => Promise<unknown>;
  /** After it is gone (the item unmounts): focus goes somewhere she can see, e.g. the list's heading. */
  onDeleted: () => void;
  children?: ReactNode;
};

/**
 * A saved item of her tools (a journal entry, a boundary script, a symptom log): a card with its
 * heading, what she saved, her actions and Delete behind the one confirm dialog. "Deleted" is said
 * only once the server has removed it; a failure says so and leaves the item where it was.
 */
export function SavedItemCard({ ref, title, aside, actions, deleteTexts, onDelete, onDeleted, className, children, ...article }: SavedItemCardProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The vault drops the entry before onDelete resolves, which may unmount this card: nothing is set after success.
  const confirmDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      toast({
        variant: 'destructive',
        title: deleteTexts.notDeleted.title,
        description: error instanceof VaultActionError ? error.message : deleteTexts.notDeleted.description,
      });
      return;
    }
    toast(deleteTexts.deleted);
    onDeleted();
  };

  return (
    <article ref={ref} aria-labelledby={titleId} className={cn('space-y-3 rounded-lg border border-border bg-card p-4', className)} {...article}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold break-words">
          {title}
        </h3>
        {aside}
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        {actions?.(titleId)}
        <DeleteWithConfirm
          open={confirming}
          onOpenChange={setConfirming}
          label={deleteTexts.label}
          describedBy={titleId}
          className="min-h-11"
          title={deleteTexts.title}
          description={deleteTexts.description}
          keep={deleteTexts.keep}
          confirm={deleting ? deleteTexts.deleting : deleteTexts.confirm}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
        />
      </div>
    </article>
  );
}
