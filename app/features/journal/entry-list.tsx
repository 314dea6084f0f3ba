import { useEffect, useId, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { incidentFields, journalPrompts, journalTexts, moodLevels } from '@core/content/journal';
import { moodLabel, promptText } from '@core/journal-prompts';
import { formatMessage } from '@core/message-format';
import type { IncidentContent } from '@core/contracts/journal';
import { SavedItemCard } from '~/components/saved-item-card';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EntryForm, type SaveConfirmation } from './entry-form';
import { formatDateTime, happenedText, seriousnessText } from './journal-format';
import { openAttachment } from './attachment-files';
import { RecordAttachments } from './record-attachments';
import { attachmentTexts } from '@core/content/attachments';
import { type JournalEntry, useDeleteEntry } from './use-journal';

const texts = journalTexts.list;
export const ENTRIES_PER_PAGE = 20;

type EntryListProps = {
  entries: readonly JournalEntry[];
  onDeleted: () => void;
  /** What her last save said: the record it is about shows it, and takes focus, so she sees her record after saving. */
  confirmation: SaveConfirmation | null;
  onSaved: (confirmation: SaveConfirmation) => void;
};

/** Her entries, newest first, each with edit, delete and, for a record, its earlier versions. */
export function EntryList({ entries, onDeleted, confirmation, onSaved }: EntryListProps) {
  // A page of entries at a time: a journal of years opens as fast as a new one on a cheap phone.
  const [shown, setShown] = useState(ENTRIES_PER_PAGE);
  if (entries.length === 0) return <p className="text-muted-foreground text-pretty">{texts.empty}</p>;
  const rest = entries.length - shown;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {entries.slice(0, shown).map((entry) => (
          <li key={entry.recordId}>
            <EntryItem
              entry={entry}
              onDeleted={onDeleted}
              confirmation={confirmation?.recordId === entry.recordId ? confirmation : null}
              onSaved={onSaved}
            />
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <Button variant="outline" className="self-stretch sm:self-start" onClick={() => setShown((count) => count + ENTRIES_PER_PAGE)}>
          {formatMessage(texts.showMore, { next: Math.min(rest, ENTRIES_PER_PAGE), rest })}
        </Button>
      ) : null}
    </>
  );
}

function IncidentFields({ content }: { content: IncidentContent }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">{journalTexts.pdf.happened.replace(/:$/, '')}</dt>
      <dd>{happenedText(content)}</dd>
      {(['place', 'whatHappened', 'witnesses', 'injuries', 'actionsTaken'] as const).map((name) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{incidentFields[name].name}</dt>
          <dd className="whitespace-pre-wrap break-words">{content[name] === '' ? <span className="text-muted-foreground">{journalTexts.pdf.notGiven}</span> : content[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

function EntryItem({
  entry,
  onDeleted,
  confirmation,
  onSaved,
}: {
  entry: JournalEntry;
  onDeleted: () => void;
  confirmation: SaveConfirmation | null;
  onSaved: (confirmation: SaveConfirmation) => void;
}) {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const articleRef = useRef<HTMLElement>(null);

  // Just saved: her record comes into view and takes focus, with what the save said beside it.
  // No smooth scrolling (nothing moves under prefers-reduced-motion, nor otherwise); centred, so
  // the fixed header never covers it.
  useEffect(() => {
    if (!confirmation || editing) return;
    const article = articleRef.current;
    if (!article) return;
    article.focus({ preventScroll: true });
    article.scrollIntoView({ block: 'center' });
  }, [confirmation, editing]);
  const remove = useDeleteEntry();
  const written = formatDateTime(entry.writtenAt);
  const versions = entry.incident?.versions ?? [];
  const latest = versions.at(-1);

  const stopEditing = () => {
    setEditing(false);
    // Back to where she was: the entry's Edit button.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  if (editing) {
    return (
      <div className="rounded-lg border border-primary/40 bg-card p-4 sm:p-5">
        <EntryForm
          existing={entry}
          heading={`${journalTexts.write.editTitle}: ${written}`}
          headingLevel="h3"
          onDone={(said) => {
            setEditing(false);
            onSaved(said);
          }}
          onCancel={stopEditing}
        />
      </div>
    );
  }

  const prompt = promptText(journalPrompts, entry.promptId);
  return (
    <SavedItemCard
      ref={articleRef}
      tabIndex={-1}
      aria-describedby={confirmation ? `${ids}-saved` : undefined}
      data-saved={confirmation ? '' : undefined}
      className="scroll-mt-24 outline-none focus:ring-3 focus:ring-ring/60 sm:p-5"
      title={<time dateTime={entry.writtenAt}>{written}</time>}
      aside={entry.incident ? <Badge variant="outline">{texts.incidentBadge}</Badge> : null}
      actions={(titleId) => (
        <Button ref={editButtonRef} variant="outline" className="flex-1 sm:flex-none" aria-describedby={titleId} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {texts.edit}
        </Button>
      )}
      deleteTexts={{
        label: texts.delete,
        title: journalTexts.deleteDialog.title,
        description: `${written}. ${entry.incident ? journalTexts.deleteDialog.incidentBody : journalTexts.deleteDialog.body}${entry.attachments?.length ? ` ${attachmentTexts.deleteWarning}` : ''}`,
        keep: journalTexts.deleteDialog.keep,
        confirm: journalTexts.deleteDialog.confirm,
        deleting: journalTexts.deleteDialog.deleting,
        notDeleted: { title: journalTexts.deleteDialog.notDeleted, description: journalTexts.deleteDialog.failed },
        deleted: journalTexts.deleteDialog.done,
      }}
      onDelete={() => remove.mutateAsync(entry.recordId)}
      onDeleted={onDeleted}
    >
      {confirmation ? (
        <p id={`${ids}-saved`} role="status" className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground text-pretty">
          <span className="font-semibold">{confirmation.title}.</span> {confirmation.description}
        </p>
      ) : null}
      {entry.mood !== null || entry.feelings.length > 0 || entry.journeyDay !== null ? (
        <p className="text-sm text-muted-foreground">
          {[entry.mood !== null ? formatMessage(journalTexts.about.mood, { value: entry.mood, word: moodLabel(moodLevels, entry.mood) }) : '', entry.feelings.length > 0 ? formatMessage(journalTexts.about.feelings, { words: entry.feelings.join(', ') }) : '', entry.journeyDay !== null ? formatMessage(texts.fromJourney, { day: entry.journeyDay }) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {prompt ? <p className="text-sm italic text-muted-foreground text-pretty">{prompt}</p> : null}
      {entry.text ? <p className="whitespace-pre-wrap break-words leading-relaxed">{entry.text}</p> : null}

      {entry.incident && latest ? (
        // A group, not a region: two records with as many versions would be two landmarks of one name (axe landmark-unique).
        <div role="group" aria-labelledby={`${ids}-record`} className="space-y-3 rounded-md border border-border bg-secondary/30 p-3 sm:p-4">
          <h4 id={`${ids}-record`} className="text-sm font-semibold">
            {journalTexts.write.incidentLegend} · {formatMessage(texts.versions, { count: versions.length })}
          </h4>
          <p className="text-xs text-muted-foreground">
            {texts.written} {formatDateTime(versions[0]!.savedAt)}
            {versions.length > 1 ? ` · ${texts.edited} ${formatDateTime(latest.savedAt)}` : ''}
          </p>
          {versions.some((version) => !version.receipt) ? (
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{journalTexts.receipts.noReceiptYet}.</span> {journalTexts.receipts.noReceiptHint}
            </p>
          ) : null}
          <IncidentFields content={latest.content} />
          {entry.incident.seriousness !== undefined ? <p className="text-sm">{seriousnessText(entry.incident.seriousness)}</p> : null}
          {entry.attachments ? <RecordAttachments attachments={entry.attachments} open={openAttachment} /> : null}
          {versions.length > 1 ? (
            <details className="text-sm" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">{texts.showHistory}</summary>
              {/* Drawn when she opens it: twenty records' every version would double what her journal draws when it opens. */}
              {historyOpen ? (
                <div className="mt-2 space-y-3">
                  <p className="font-medium">{texts.historyTitle}</p>
                  <ol className="space-y-3" aria-label={texts.historyTitle}>
                    {versions.map((version, index) => (
                      <li key={version.savedAt + index} className="space-y-2 rounded-md border border-border bg-card p-3">
                        <p className="font-semibold">
                          {formatMessage(texts.versionHeading, { n: index + 1, total: versions.length, savedAt: formatDateTime(version.savedAt) })}
                          {index === versions.length - 1 ? ` ${texts.latest}` : ''}
                        </p>
                        <IncidentFields content={version.content} />
                      </li>
                    ))}
                  </ol>
                </div>
              ) : null}
            </details>
          ) : null}
        </div>
      ) : null}

    </SavedItemCard>
  );
}
