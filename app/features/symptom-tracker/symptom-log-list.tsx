import { useId, type RefObject } from 'react';
import { Pencil } from 'lucide-react';
import { symptomTrackerTexts } from '@core/content/symptom-tracker';
import { formatMessage } from '@core/message-format';
import { SavedItemCard } from '~/components/saved-item-card';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { readableTime, symptomNameOf, triggerNamesOf, type SymptomLog } from './symptom-patterns';
import { useDeleteLog } from './use-symptom-logs';
import { intensityValueText } from '@core/symptom-words';

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
  const remove = useDeleteLog();
  const name = symptomNameOf(log);
  const when = readableTime(log.occurredAt);
  const moments = triggerNamesOf(log);

  return (
    <SavedItemCard
      className="space-y-2"
      data-editing={editing || undefined}
      title={name}
      aside={
        <p className="text-sm text-muted-foreground">
          <time dateTime={log.occurredAt}>{when}</time>
        </p>
      }
      actions={(titleId) => (
        <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" aria-describedby={titleId} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {texts.change}
        </Button>
      )}
      deleteTexts={{
        label: texts.delete,
        title: texts.confirmTitle,
        description: formatMessage(texts.confirmBody, { name, when }),
        keep: texts.keep,
        confirm: texts.confirm,
        deleting: texts.deleting,
        notDeleted: texts.notDeleted,
        deleted: texts.deleted,
      }}
      onDelete={() => remove.mutateAsync(log.recordId)}
      onDeleted={onDeleted}
    >
      <p className="text-sm">
        <span className="font-medium">{texts.intensity}</span> {intensityValueText(log.intensity)}
      </p>
      <p className="text-sm break-words">
        <span className="font-medium">{texts.moments}</span> {moments.length === 0 ? texts.noneNoted : moments.join('; ')}
      </p>
      {log.notes !== '' ? <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground text-pretty">{log.notes}</p> : null}
      {editing ? <p className="text-sm font-medium text-primary">{texts.beingChanged}</p> : null}
    </SavedItemCard>
  );
}
