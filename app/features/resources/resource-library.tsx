import { Info } from 'lucide-react';
import { resourceLibraryTexts as texts } from '@core/content/resources';
import { useResources } from './api/use-resources';
import { fallbackResourceCards, fromResource, initialResourceCards, type ResourceCardModel } from './resource-cards';
import { ResourceCard } from './resource-card';

function cardsFor(state: ReturnType<typeof useResources>): { cards: readonly ResourceCardModel[]; note: string | null } {
  if (state.status === 'loading') return { cards: initialResourceCards, note: null };
  if (state.status === 'unavailable') {
    return {
      cards: fallbackResourceCards,
      note: texts.unavailableNote,
    };
  }
  if (state.resources.length === 0) {
    return {
      cards: fallbackResourceCards,
      note: texts.emptyNote,
    };
  }
  return { cards: state.resources.map(fromResource), note: null };
}

/**
 * The resource cards from GET /api/resources (an island). The prerendered page (and the moment
 * before the list arrives) shows the library the site starts with; an empty or failed list shows
 * the three that always work.
 */
export function ResourceLibrary() {
  const state = useResources();
  const { cards, note } = cardsFor(state);
  return (
    <section aria-labelledby="resource-library" className="mt-12">
      <h2 id="resource-library" className="text-2xl font-semibold tracking-tight">
        {texts.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{texts.intro}</p>
      {note ? (
        <p className="mt-4 flex max-w-2xl items-start gap-2 rounded-lg bg-secondary p-4 text-secondary-foreground" role="status">
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>{note}</span>
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <ResourceCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
