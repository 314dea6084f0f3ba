import { useId, useRef, useState } from 'react';
import { somaticExplanation, symptomTrackerTexts } from '@core/content/symptom-tracker';
import { Card } from '~/components/ui/card';
import { SymptomLogForm } from './symptom-log-form';
import { SymptomLogList } from './symptom-log-list';
import { SymptomPatternsView } from './symptom-patterns-view';
import { SymptomReportForm } from './symptom-report-form';
import { useSymptomLogs } from './use-symptom-logs';

/**
 * The Symptom-to-Trigger Tracker behind the gate (SPEC.md §2 /tools/symptom-tracker), kept in
 * her vault: log a symptom and what was happening, her logs newest first, patterns in plain
 * counts, the report for her doctor or therapist, and how the body reacts to stress.
 */
export function SymptomTracker() {
  const logs = useSymptomLogs();
  const [editingId, setEditingId] = useState<string | undefined>(undefined);
  const editing = logs.find((log) => log.recordId === editingId);
  const formHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const ids = useId();

  return (
    <div className="flex flex-col gap-6">
      <p className="text-pretty text-muted-foreground">{symptomTrackerTexts.intro}</p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SymptomLogForm
          editing={editing}
          headingRef={formHeadingRef}
          onDone={(saved) => {
            const wasEditing = editingId !== undefined;
            setEditingId(undefined);
            // After a change (or its cancel), back to the list she came from; after a new log, the list shows it.
            if (wasEditing || saved) listHeadingRef.current?.focus();
          }}
        />
        <SymptomLogList
          logs={logs}
          editingId={editing?.recordId}
          headingRef={listHeadingRef}
          onEdit={(log) => {
            setEditingId(log.recordId);
            // Focus brings the form into view too (no scroll animation to honour or skip).
            formHeadingRef.current?.focus();
          }}
        />
      </div>
      <SymptomPatternsView logs={logs} />
      <SymptomReportForm logs={logs} />
      <Card className="gap-3 p-4 sm:p-6" role="region" aria-labelledby={`${ids}-body`}>
        <h2 id={`${ids}-body`} className="text-xl font-semibold">
          {somaticExplanation.title}
        </h2>
        {somaticExplanation.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-pretty">
            {paragraph}
          </p>
        ))}
        <p className="font-medium text-pretty">{somaticExplanation.emergency}</p>
      </Card>
    </div>
  );
}
