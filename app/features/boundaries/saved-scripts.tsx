import { useEffect, useId, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { getBoundaryBehavior } from '@core/content/boundary-scripts';
import type { SavedBoundaryScript } from '@core/contracts/tools';
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
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { CopyButton } from './copy-button';
import { statusOf } from '~/lib/api';
import { useDeleteScript, useSavedScripts } from './use-boundary-scripts';

function behaviorName(id: string): string {
  return getBoundaryBehavior(id)?.name ?? id;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** Her saved scripts, newest first, each with copy and delete (SPEC.md §2, §7). */
export function SavedScripts({ email, onSessionEnded }: { email: string; onSessionEnded: () => void }) {
  const ids = useId();
  const scripts = useSavedScripts(email);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const unauthorized = scripts.isError && statusOf(scripts.error) === 401;

  useEffect(() => {
    if (unauthorized) onSessionEnded();
  }, [unauthorized, onSessionEnded]);

  return (
    <Card className="gap-5 p-5 sm:p-6" role="region" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Your saved scripts
      </h2>
      {scripts.isPending || unauthorized ? (
        <p role="status" className="text-muted-foreground">
          Loading your saved scripts...
        </p>
      ) : scripts.isError ? (
        <div className="space-y-3">
          <p className="text-muted-foreground">Your saved scripts could not be loaded just now. Nothing you saved is lost.</p>
          <Button variant="outline" onClick={() => void scripts.refetch()}>
            Try again
          </Button>
        </div>
      ) : scripts.data.length === 0 ? (
        <p className="text-muted-foreground text-pretty">No saved scripts yet. Scripts you save will be kept here, newest first.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {scripts.data.map((script) => (
            <li key={script.id}>
              <SavedScriptItem
                email={email}
                script={script}
                onDeleted={() => headingRef.current?.focus()}
                onSessionEnded={onSessionEnded}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SavedScriptItem({
  email,
  script,
  onDeleted,
  onSessionEnded,
}: {
  email: string;
  script: SavedBoundaryScript;
  onDeleted: () => void;
  onSessionEnded: () => void;
}) {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteScript(email);
  const name = behaviorName(script.toxicBehavior);
  const date = formatDate(script.createdAt);
  const titleId = `${ids}-title`;

  // mutateAsync: the list is fetched again before it resolves, which unmounts this item, and
  // mutate's own callbacks would then never run.
  const confirmDelete = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(script.id);
    } catch (error) {
      setConfirming(false);
      const status = statusOf(error);
      if (status === 401) onSessionEnded();
      else if (status === 404) toast({ title: 'Already Gone', description: 'That script had already been deleted.' });
      else
        toast({
          variant: 'destructive',
          title: 'Not Deleted',
          description: 'The script could not be deleted just now, so it is still saved. Please try again.',
        });
      return;
    }
    toast({ title: 'Script Deleted', description: 'That script has been erased.' });
    onDeleted();
  };

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          Saved <time dateTime={script.createdAt}>{date}</time>
        </p>
      </div>
      <p className="text-sm text-muted-foreground break-words text-pretty">
        <span className="font-medium text-foreground">Situation:</span> {script.situation}
      </p>
      <p id={`${ids}-script`} className="whitespace-pre-wrap break-words leading-relaxed text-pretty">
        {script.generatedScript}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={script.generatedScript} describedBy={titleId} className="min-h-9 flex-1 sm:flex-none" />
        <AlertDialog open={confirming} onOpenChange={(next) => !remove.isPending && setConfirming(next)}>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive sm:flex-none"
              aria-describedby={titleId}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this script?</AlertDialogTitle>
              <AlertDialogDescription>
                Your {name} script saved on {date} will be erased. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Keep it
                </Button>
              </AlertDialogCancel>
              <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirmDelete()}>
                {remove.isPending ? 'Deleting...' : 'Delete script'}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </article>
  );
}
