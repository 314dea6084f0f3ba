import { useId, useState, type RefObject } from 'react';
import { Pencil } from 'lucide-react';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { formatMessage } from '@core/message-format';
import { DeleteWithConfirm } from '~/components/delete-with-confirm';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';
import { VaultActionError } from '~/lib/vault/vault-store';
import { readableTime, symptomNameOf, triggerNamesOf, type SymptomLog } from './symptom-patterns';
import { useDeleteLog } from './use-symptom-logs';
import { intensityValueText } from './symptom-words';

const texts = symptomTrackerTexts.list;

/** Her logs, newest first, each with Change and Delete. */
export function SymptomLogList({
  logs,
  editingId,
  headingRef,
  onEdit,
}: {
  logs: readonly SymptomLog[];
  editingId: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: (log: SymptomLog) => void;
}) {
  const ids = useId();
  return (
    <Card className="gap-5 p-4 sm:p-6" role="region" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {texts.heading}
      </h2>
      {logs.length === 0 ? (
        <p className="text-muted-foreground text-pretty">{symptomTrackerTexts.emptyList}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {logs.map((log) => (
            <li key={log.recordId}>
              <LogItem log={log} editing={log.recordId === editingId} onEdit={() => onEdit(log)} onDeleted={() => headingRef.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LogItem({ log, editing, onEdit, onDeleted }: { log: SymptomLog; editing: boolean; onEdit: () => void; onDeleted: () => void }) {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLog();
  const name = symptomNameOf(log);
  const when = readableTime(log.occurredAt);
  const moments = triggerNamesOf(log);
  const titleId = `${ids}-title`;

  // mutateAsync: the vault drops the entry before it resolves, which unmounts this item.
  const confirmDelete = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(log.recordId);
    } catch (error) {
      setConfirming(false);
      toast({
        variant: 'destructive',
        title: texts.notDeleted.title,
        description: error instanceof VaultActionError ? error.message : texts.notDeleted.description,
      });
      return;
    }
    toast({ ...texts.deleted });
    onDeleted();
  };

  return (
    <article aria-labelledby={titleId} className="space-y-2 rounded-lg border border-border bg-card p-4" data-editing={editing || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold break-words">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={log.occurredAt}>{when}</time>
        </p>
      </div>
      <p className="text-sm">
        <span className="font-medium">{texts.intensity}</span> {intensityValueText(log.intensity)}
      </p>
      <p className="text-sm break-words">
        <span className="font-medium">{texts.moments}</span> {moments.length === 0 ? texts.noneNoted : moments.join('; ')}
      </p>
      {log.notes !== '' ? <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground text-pretty">{log.notes}</p> : null}
      {editing ? <p className="text-sm font-medium text-primary">{texts.beingChanged}</p> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" aria-describedby={titleId} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {texts.change}
        </Button>
        <DeleteWithConfirm
          open={confirming}
          onOpenChange={setConfirming}
          label={texts.delete}
          describedBy={titleId}
          className="min-h-11"
          title={texts.confirmTitle}
          description={formatMessage(texts.confirmBody, { name, when })}
          keep={texts.keep}
          confirm={remove.isPending ? texts.deleting : texts.confirm}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
        />
      </div>
    </article>
  );
}
