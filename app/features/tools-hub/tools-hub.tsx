import { ArrowRight } from 'lucide-react';
import { toolCards, toolsHubTexts as t, type ToolCard } from '@core/content/tools-catalog';
import { localePath } from '@core/i18n';
import { cn } from '~/lib/utils';
import { toolIcons } from './tool-icons';

/**
 * The /tools hub: six cards, each a link. Every tool is free, so no price is shown here; a quiet
 * line leads whoever wants to support the work, or teaches, to /upgrade-access.
 */
export function ToolsHub() {
  return (
    <div className="mt-10 space-y-12 sm:mt-12">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.cardsLabel}>
        {toolCards.map((card) => (
          <li key={card.id} className="flex">
            <ToolCardLink card={card} />
          </li>
        ))}
      </ul>
      <p className="mx-auto max-w-3xl text-center text-muted-foreground text-pretty">
        {t.supportBefore}{' '}
        <a href={localePath('/upgrade-access')} className="font-medium text-primary underline underline-offset-4">
          {t.supportLink}
        </a>
      </p>
    </div>
  );
}

/**
 * One card. The name is the link; its ::after covers the card, so the whole card is one target
 * that a screen reader announces by the tool's name only.
 */
function ToolCardLink({ card }: { card: ToolCard }) {
  const Icon = toolIcons[card.id];
  return (
    <article
      className={cn(
        'relative flex w-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        card.status === 'support' && 'border-primary/40 bg-secondary',
      )}
      data-testid="tool-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-full',
            card.status === 'support' ? 'bg-card text-primary' : 'bg-secondary text-primary',
          )}
        >
          <Icon className="size-5" />
        </span>
      </div>
      <h2 className="text-lg font-semibold leading-snug">
        <a href={card.path} className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline">
          {card.name}
        </a>
      </h2>
      <p className="text-muted-foreground">{card.description}</p>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium text-primary">
        {card.status === 'support' ? t.getHelp : t.openTool}
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}
