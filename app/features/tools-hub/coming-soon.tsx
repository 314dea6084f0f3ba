import type { ReactNode } from 'react';
import { ArrowLeft, Clock, LifeBuoy } from 'lucide-react';
import {
  comingSoonLabel,
  comingSoonNote,
  exitPlannerPlan,
  toolCards,
  type PlannedFeatures,
  type ToolCardId,
} from '@core/content/tools-catalog';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardTitle } from '~/components/ui/card';
import { toolIcons } from './tool-icons';

/** A Coming Soon page: what the tool will do, a calm word, and the tools that work today. */
function ComingSoonFrame({ id, name, intro, children }: { id: ToolCardId; name: string; intro: string; children: ReactNode }) {
  const Icon = toolIcons[id];
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="text-center">
        <span aria-hidden="true" className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon className="size-7" />
        </span>
        <div className="mt-4">
          <Badge>
            <Clock aria-hidden="true" />
            {comingSoonLabel}
          </Badge>
        </div>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{name}</h1>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">{intro}</p>
      </header>

      {children}

      <Card className="gap-4 p-5 sm:p-8">
        <p className="text-pretty">{comingSoonNote.calm}</p>
        <p className="text-muted-foreground">{comingSoonNote.meanwhile}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {toolCards
            .filter((card) => card.status === 'available')
            .map((card) => {
              const CardIcon = toolIcons[card.id];
              return (
                <li key={card.id}>
                  <Button asChild variant="outline" className="w-full justify-start whitespace-normal text-left">
                    <a href={card.path}>
                      <CardIcon aria-hidden="true" />
                      {card.name}
                    </a>
                  </Button>
                </li>
              );
            })}
        </ul>
        <div className="pt-1">
          <Button asChild variant="ghost" className="-ml-3">
            <a href="/tools">
              <ArrowLeft aria-hidden="true" />
              Back to all tools
            </a>
          </Button>
        </div>
      </Card>
    </div>
  );
}

function PlannedList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The journal and the symptom tracker: a list of planned features. */
export function ComingSoonFeatures({ plan }: { plan: PlannedFeatures }) {
  return (
    <ComingSoonFrame id={plan.id} name={plan.name} intro={plan.intro}>
      <Card className="gap-4 p-5 sm:p-8" role="region" aria-labelledby="planned-heading">
        <CardTitle as="h2" id="planned-heading">
          What we are planning
        </CardTitle>
        <PlannedList items={plan.features} />
      </Card>
    </ComingSoonFrame>
  );
}

/** The exit planner: its five phases, each with what it will cover. */
export function ComingSoonExitPlanner() {
  const plan = exitPlannerPlan;
  return (
    <ComingSoonFrame id={plan.id} name={plan.name} intro={plan.intro}>
      <Card className="gap-5 p-5 sm:p-8" role="region" aria-labelledby="planned-heading">
        <CardTitle as="h2" id="planned-heading">
          The five phases we are planning
        </CardTitle>
        <ol className="space-y-4">
          {plan.phases.map((phase, index) => (
            <li key={phase.name} className="flex gap-4" data-testid="exit-phase">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="space-y-2 pt-1">
                <h3 className="font-semibold leading-snug">{phase.name}</h3>
                {phase.items.length > 0 ? <PlannedList items={phase.items} /> : null}
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-secondary-foreground text-pretty">{plan.safetyNote}</p>
        <Button asChild className="sm:shrink-0">
          <a href="/crisis-support">
            <LifeBuoy aria-hidden="true" />
            Crisis support
          </a>
        </Button>
      </div>
    </ComingSoonFrame>
  );
}
