import { ArrowRight, Gift } from 'lucide-react';
import { bundleOffer, bundleTools, toolCards, toolsHubTexts as t, type ToolCard } from '@core/content/tools-catalog';
import { localePath } from '@core/i18n';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { toolIcons } from './tool-icons';

/** The /tools hub: six cards, each a link, and the $20 bundle with its way to /upgrade-access. */
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
      <BundleOffer />
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

function BundleOffer() {
  return (
    <section
      aria-labelledby="tools-bundle-heading"
      className="mx-auto max-w-3xl rounded-xl border border-primary/30 bg-card p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Gift className="size-6" />
        </span>
        <div className="space-y-4">
          <h2 id="tools-bundle-heading" className="text-2xl font-semibold tracking-tight">
            {bundleOffer.title}
          </h2>
          <p className="text-muted-foreground text-pretty">{bundleOffer.description}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {bundleTools.map((tool) => (
              <li key={tool} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary" />
                <span>{tool}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <a href={localePath('/upgrade-access')}>{bundleOffer.cta}</a>
            </Button>
            <p className="text-sm text-muted-foreground">{t.accessCodeNote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
