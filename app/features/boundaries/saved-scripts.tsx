import { useId, useRef } from 'react';
import { getBoundaryBehavior } from '@core/boundary-script';
import { boundaryToolTexts as t } from '@core/content/boundary-scripts';
import { formatMessage } from '@core/message-format';
import { locale } from '@core/content/locale';
import { SavedItemCard } from '~/components/saved-item-card';
import { Card } from '~/components/ui/card';
import { CopyButton } from './copy-button';
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
  const remove = useDeleteScript();
  const name = behaviorName(script.toxicBehavior);
  const date = formatDate(script.savedAt);

  return (
    <SavedItemCard
      title={name}
      aside={
        <p className="text-sm text-muted-foreground">
          {t.savedOn} <time dateTime={script.savedAt}>{date}</time>
        </p>
      }
      actions={(titleId) => <CopyButton text={script.generatedScript} describedBy={titleId} className="min-h-9 flex-1 sm:flex-none" />}
      deleteTexts={{
        label: t.delete,
        title: t.deleteTitle,
        description: formatMessage(t.deleteDescription, { behavior: name, date }),
        keep: t.keep,
        confirm: t.deleteScript,
        deleting: t.deleting,
        notDeleted: t.notDeletedToast,
        deleted: t.deletedToast,
      }}
      onDelete={() => remove.mutateAsync(script.recordId)}
      onDeleted={onDeleted}
    >
      <p className="text-sm text-muted-foreground break-words text-pretty">
        <span className="font-medium text-foreground">{t.situation}</span> {script.situation}
      </p>
      <p className="whitespace-pre-wrap break-words leading-relaxed text-pretty">
        {script.generatedScript}
      </p>
    </SavedItemCard>
  );
}
