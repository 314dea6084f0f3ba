import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { JOURNEY_LENGTH, journeyDays } from '@core/content/affirmations';
import { journalPrompts, journalTexts } from '@core/content/journal';
import { formatMessage } from '@core/message-format';
import { promptForDate, promptForJourneyDay } from '@core/journal-prompts';
import { DrawnLater } from '~/components/drawn-later';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EntryForm, type SaveConfirmation } from './entry-form';
import { EntryList } from './entry-list';
import { IncidentCalendar } from './incident-calendar';
import { JournalFiles, RecordPack } from './journal-files';
import { JournalPatterns } from './journal-patterns';
import { useCompletedJourneyDays, useFileCommitCatchUp, useJournalEntries, useReceiptCatchUp } from './use-journal';

const FROM_JOURNEY = /^journey-day-([1-9]|[12]\d|30)$/;

/**
 * The journey day she came from: the journey's completed-day view links to
 * `/tools/journal?from=journey-day-N` (N = 1-30). Read once, in the browser.
 */
export function journeyDayFromUrl(search: string): number | null {
  const match = FROM_JOURNEY.exec(new URLSearchParams(search).get('from') ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The day's affirmation: when she came from a journey day, that day's; when she has started the
 * journey, the day she is on (the first she has not completed), so the journal and the journey
 * speak with one voice at her own pace, and a day she missed is never counted against her;
 * before she starts it, it changes with the calendar, like the prompt.
 */
export function affirmationDay(fromJourney: number | null, completed: ReadonlySet<number>, today: Date): number {
  if (fromJourney !== null) return fromJourney;
  if (completed.size > 0) {
    for (let day = 1; day <= JOURNEY_LENGTH; day += 1) if (!completed.has(day)) return day;
    return JOURNEY_LENGTH;
  }
  const dayNumber = Math.floor(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / 86_400_000);
  return (dayNumber % JOURNEY_LENGTH) + 1;
}

/** The journal behind the gate: today's affirmation and prompt, writing, her entries, patterns, files and the record pack. */
export function JournalTool() {
  const ids = useId();
  const entries = useJournalEntries();
  useReceiptCatchUp(entries);
  useFileCommitCatchUp(entries);
  const completed = useCompletedJourneyDays();
  const [fromJourney, setFromJourney] = useState<number | null>(null);
  const [promptOffset, setPromptOffset] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const [confirmation, setConfirmation] = useState<SaveConfirmation | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const today = useMemo(() => new Date(), []);

  useEffect(() => {
    setFromJourney(journeyDayFromUrl(window.location.search));
  }, []);

  const day = affirmationDay(fromJourney, completed, today);
  const affirmation = journeyDays[day - 1]!.affirmation;
  const prompt = fromJourney !== null && promptOffset === 0 ? promptForJourneyDay(journalPrompts, fromJourney) : promptForDate(journalPrompts, today, promptOffset);
  const todayTexts = journalTexts.today;

  // After a save her record takes focus (EntryItem); should it not be on the page (an older
  // record beyond the entries shown), the list's heading does, never the form's end or the pack.
  useEffect(() => {
    if (confirmation && !listRef.current?.contains(document.activeElement)) listHeadingRef.current?.focus();
  }, [confirmation]);

  const afterSave = (said: SaveConfirmation) => {
    setFormKey((key) => key + 1);
    setConfirmation(said);
    if (fromJourney !== null) {
      // The entry carries the journey day; a reload should not tie the next entry to it again.
      const url = new URL(window.location.href);
      url.searchParams.delete('from');
      window.history.replaceState(window.history.state, '', url);
      setFromJourney(null);
      setPromptOffset(0);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="gap-5 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-today`}>
        <h2 id={`${ids}-today`} className="text-2xl font-semibold">
          {todayTexts.title}
        </h2>
        {fromJourney !== null ? <p className="text-sm font-medium text-primary">{formatMessage(todayTexts.journeyNote, { day: fromJourney })}</p> : null}
        <figure className="rounded-lg border-s-4 border-primary bg-secondary/60 px-5 py-4">
          <figcaption className="text-sm font-medium text-muted-foreground">{fromJourney !== null ? formatMessage(todayTexts.fromJourneyCaption, { day: fromJourney }) : todayTexts.affirmationCaption}</figcaption>
          <blockquote className="mt-1 text-xl leading-relaxed text-foreground">{affirmation}</blockquote>
        </figure>
        <p className="text-xs text-muted-foreground text-pretty">{todayTexts.affirmationWhy}</p>
        <div className="space-y-2">
          <h3 className="font-semibold">{todayTexts.promptCaption}</h3>
          <p className="text-pretty" data-prompt-id={prompt.id}>
            {prompt.text}
          </p>
          <Button variant="link" className="h-auto min-h-11 px-0" onClick={() => setPromptOffset((offset) => offset + 1)}>
            {todayTexts.anotherPrompt}
          </Button>
        </div>
      </Card>

      <Card className="p-5 sm:p-8" role="region" aria-labelledby={`${ids}-write`}>
        <span id={`${ids}-write`} className="sr-only">
          {journalTexts.write.title}
        </span>
        <EntryForm key={formKey} heading={journalTexts.write.title} prompt={prompt} journeyDay={fromJourney} onDone={afterSave} />
      </Card>

      <Card ref={listRef} className="gap-5 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-list`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${ids}-list`} ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {journalTexts.list.title}
          </h2>
          <p className="text-sm text-muted-foreground">{formatMessage(journalTexts.list.count, { count: entries.length })}</p>
        </div>
        <EntryList
          entries={entries}
          confirmation={confirmation}
          onSaved={setConfirmation}
          onDeleted={() => {
            setConfirmation(null);
            listHeadingRef.current?.focus();
          }}
        />
      </Card>

      {/* Over every record, below the first screen: drawn once her newest entries are (issue 27's "thumbnails first"). */}
      <DrawnLater>
        <Card className="p-5 sm:p-8">
          <JournalPatterns entries={entries} />
        </Card>

        <Card className="p-5 sm:p-8">
          <IncidentCalendar entries={entries} />
        </Card>

        <Card className="p-5 sm:p-8">
          <RecordPack entries={entries} />
        </Card>

        <Card className="p-5 sm:p-8">
          <JournalFiles entries={entries} />
        </Card>
      </DrawnLater>
    </div>
  );
}
