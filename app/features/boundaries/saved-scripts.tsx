import { useId, useRef, useState } from 'react';
import { getBoundaryBehavior } from '@core/boundary-script';
import { boundaryToolTexts as t } from '@core/content/boundary-scripts';
import { formatMessage } from '@core/message-format';
import { locale } from '@core/content/locale';
import { DeleteWithConfirm } from '~/components/delete-with-confirm';
import { Card } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { CopyButton } from './copy-button';
import { VaultActionError } from '~/lib/vault/vault-store';
import { type SavedScript, useDeleteScript, useSavedScripts } from './use-boundary-scripts';

function behaviorName(id: string): string {
  return getBoundaryBehavior(id)?.name ?? id;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale.intl, { dateStyle: 'medium' });
}

/** Her saved scripts, newest first, each with copy and delete (SPEC.md §2), from her vault. */
export function SavedScripts() {
  const ids = useId();
  const scripts = useSavedScripts();
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  return (
    <Card className="gap-5 p-5 sm:p-6" role="region" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t.savedHeading}
      </h2>
      {scripts.length === 0 ? (
        <p className="text-muted-foreground text-pretty">{t.noSavedScripts}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {scripts.map((script) => (
            <li key={script.recordId}>
              <SavedScriptItem script={script} onDeleted={() => headingRef.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SavedScriptItem({ script, onDeleted }: { script: SavedScript; onDeleted: () => void }) {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteScript();
  const name = behaviorName(script.toxicBehavior);
  const date = formatDate(script.savedAt);
  const titleId = `${ids}-title`;

  // mutateAsync: the vault drops the entry before it resolves, which unmounts this item, and
  // mutate's own callbacks would then never run.
  const confirmDelete = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(script.recordId);
    } catch (error) {
      setConfirming(false);
      toast({
        variant: 'destructive',
        title: t.notDeletedToast.title,
        description: error instanceof VaultActionError ? error.message : t.notDeletedToast.description,
      });
      return;
    }
    toast(t.deletedToast);
    onDeleted();
  };

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t.savedOn} <time dateTime={script.savedAt}>{date}</time>
        </p>
      </div>
      <p className="text-sm text-muted-foreground break-words text-pretty">
        <span className="font-medium text-foreground">{t.situation}</span> {script.situation}
      </p>
      <p id={`${ids}-script`} className="whitespace-pre-wrap break-words leading-relaxed text-pretty">
        {script.generatedScript}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={script.generatedScript} describedBy={titleId} className="min-h-9 flex-1 sm:flex-none" />
        <DeleteWithConfirm
          open={confirming}
          onOpenChange={setConfirming}
          label={t.delete}
          describedBy={titleId}
          title={t.deleteTitle}
          description={formatMessage(t.deleteDescription, { behavior: name, date })}
          keep={t.keep}
          confirm={remove.isPending ? t.deleting : t.deleteScript}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
        />
      </div>
    </article>
  );
}
