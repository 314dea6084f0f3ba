import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { Button } from '~/components/ui/button';
import { PART_FAILED, TRY_AGAIN } from '@core/content/load-failure';
import { loadOnce } from '~/lib/load-once';

export { PART_FAILED };

function PartFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <p>{PART_FAILED}</p>
      <Button variant="outline" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    </div>
  );
}

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts fetching the part's code (when she reaches for what shows it); safe to call often. */
  preload: () => void;
};

/**
 * A part of a page whose code is fetched only when it is first drawn (React.lazy, so the page
 * hydrates without it), or earlier with `preload()`. Draw it inside a
 * <Suspense> whose fallback says what is loading. If its file cannot be fetched (a dropped
 * connection), a calm message with "Try again" stands in its place, and the rest of the page,
 * with anything she typed there, stays as it was.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const fetchPart = loadOnce(load); // a failed fetch is tried again at the next attempt
  // One React.lazy per attempt, kept outside the components: a part that suspends while it
  // mounts is drawn again from scratch, and must find the same attempt there.
  let tries = 0;
  const listeners = new Set<() => void>();
  const retry = () => {
    tries += 1;
    current = attempt();
    for (const listener of listeners) listener();
  };
  const Failed = () => <PartFailed onRetry={retry} />;
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      fetchPart().then(
        (Loaded) => ({ default: Loaded }),
        () => ({ default: Failed as ComponentType<P> }),
      ),
    );
  let current = attempt();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getTries = () => tries;
  function Part(props: P) {
    useSyncExternalStore(subscribe, getTries, getTries);
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(Part, { preload: () => void fetchPart().catch(() => undefined) });
}
