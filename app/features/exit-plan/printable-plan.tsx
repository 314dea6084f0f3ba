import { useId, useState } from 'react';
import { FileDown, TriangleAlert } from 'lucide-react';
import { hotlines } from '@core/constants';
import { exitPlanPhases, exitPlanTexts } from '@core/content/exit-plan';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { usePlainExportConfirm } from '~/components/plain-export-confirm';
import { toast } from '~/hooks/use-toast';
import type { NoteState, StepState } from './plan';

const texts = exitPlanTexts.printable;
const pdfCrisisLines = [hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText, hotlines.lifelineCall];

/** "A printable plan": made only when she asks, after the warning; her notes left out unless she ticks them in. */
export function PrintablePlan({ steps, notes }: { steps: ReadonlyMap<string, StepState>; notes: ReadonlyMap<string, NoteState> }) {
  const [includeNotes, setIncludeNotes] = useState(false);
  const [state, setState] = useState<'idle' | 'making' | 'made'>('idle');
  const ids = useId();
  const plain = usePlainExportConfirm();

  const make = async () => {
    if (state === 'making') return;
    setState('making');
    try {
      const { downloadPlanPdf } = await import('./plan-pdf');
      await downloadPlanPdf({ phases: exitPlanPhases, steps, notes, includeNotes, crisisLines: pdfCrisisLines, date: new Date() });
      setState('made');
    } catch {
      setState('idle');
      toast({ variant: 'destructive', title: texts.notMade, description: texts.failed });
    }
  };

  return (
    <Card className="gap-4 p-5 sm:p-8" role="region" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="text-pretty">{texts.intro}</p>
      <p id={`${ids}-warning`} className="flex gap-3 rounded-lg border border-primary/40 bg-secondary p-4 text-secondary-foreground text-pretty">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{texts.warning}</span>
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <Checkbox checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />
        <span>{texts.includeNotes}</span>
      </label>
      <Button className="self-stretch sm:self-start" aria-describedby={`${ids}-warning`} disabled={state === 'making'} onClick={() => plain.ask(() => void make())}>
        <FileDown aria-hidden="true" />
        {state === 'making' ? texts.making : texts.make}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'made' ? texts.made : ''}
      </p>
      {plain.dialog}
    </Card>
  );
}
