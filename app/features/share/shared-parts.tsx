/**
 * The exit plan's and the symptom tracker's parts of a link on the advocate's page, fetched only
 * when a link carries them (the plan's and the tracker's words stay out of a records link's load).
 */
import { useId } from 'react';
import { exitPlanPhases } from '@core/content/exit-plan';
import { exitPlanPhase, stepsOf } from '@core/exit-plan-steps';
import { locale } from '@core/content/locale';
import { sharedPageTexts as texts } from '@core/content/share';
import { symptomLabel, triggerLabel } from '@core/symptom-words';
import { INTENSITY_MAX } from '@core/constants';
import { exitPlanPhaseIds } from '@core/contracts/exit-plan';
import { formatMessage } from '@core/message-format';
import type { ShareBundle, ShareExitPlan } from '@core/share/share-bundle';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(locale.intl, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The exit plan's part of a link: each track with the steps she ticked (in the plan's order) and her notes. */
export function SharedExitPlan({ plan }: { plan: ShareExitPlan }) {
  const ids = useId();
  const phases = exitPlanPhaseIds.filter((phaseId) => plan.steps.some((step) => step.phaseId === phaseId) || plan.notes.some((note) => note.phaseId === phaseId));
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        {texts.exitPlanTitle}
      </h3>
      {phases.map((phaseId) => {
        const phase = exitPlanPhase(exitPlanPhases, phaseId);
        const order = stepsOf(phase).map((step) => step.id);
        const done = plan.steps.filter((step) => step.phaseId === phaseId).sort((a, b) => order.indexOf(a.stepId) - order.indexOf(b.stepId));
        const notes = plan.notes.filter((note) => note.phaseId === phaseId);
        return (
          <div key={phaseId} className="space-y-3 rounded-md border border-border bg-card p-4" data-testid="shared-phase">
            <h4 className="font-semibold">{phase.name}</h4>
            {done.length > 0 ? (
              <>
                <p className="text-sm font-medium">{texts.stepsDone}</p>
                <ul className="list-disc space-y-1 ps-5 text-sm">
                  {done.map((step) => (
                    <li key={step.stepId}>
                      {stepsOf(phase).find((known) => known.id === step.stepId)?.text ?? step.stepId}
                      {step.doneAt ? <span className="text-muted-foreground"> ({formatMessage(texts.stepDoneOn, { date: dateTime(step.doneAt) })})</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {notes.length > 0 ? (
              <dl className="space-y-2 text-sm">
                {notes.map((note) => (
                  <div key={note.noteId}>
                    <dt className="font-medium">{phase.notes.find((topic) => topic.id === note.noteId)?.label ?? texts.notesTitle}</dt>
                    <dd className="whitespace-pre-wrap break-words">{note.text}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** The symptom logs of a link, oldest first, each with its intensity, the moments it followed and her notes. */
export function SharedSymptoms({ logs }: { logs: NonNullable<ShareBundle['symptoms']> }) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        {texts.symptomsTitle}
      </h3>
      <ol className="space-y-3">
        {logs.map((log, index) => {
          const moments = [...log.triggerIds.map(triggerLabel), ...(log.ownTrigger ? [log.ownTrigger] : [])];
          return (
            <li key={index} className="space-y-1 rounded-md border border-border bg-card p-4 text-sm" data-testid="shared-symptom">
              <h4 className="font-semibold">
                {formatMessage(texts.symptomHeading, { date: dateTime(log.occurredAt), symptom: log.symptomId === null ? log.ownSymptom : symptomLabel(log.symptomId) })}
              </h4>
              <p>{formatMessage(texts.intensity, { intensity: log.intensity, max: INTENSITY_MAX })}</p>
              {moments.length > 0 ? <p>{formatMessage(texts.moments, { moments: moments.join(', ') })}</p> : null}
              {log.notes ? <p className="whitespace-pre-wrap break-words">{formatMessage(texts.notes, { notes: log.notes })}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
