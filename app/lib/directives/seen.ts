import type { ClientDirective } from 'astro';
import { showIslandFailure } from '../island-failure';

/**
 * `client:seen`: hydrates the island when it comes near the screen (as Astro's
 * `client:visible`), so a form at the foot of a page costs nothing until she scrolls to it; if
 * its code cannot be fetched, says so calmly in its place (../island-failure.ts).
 */
const seen: ClientDirective = (load, _options, island) => {
  const start = async () => {
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      showIslandFailure(island);
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '200px' },
  );
  // The island element is display: contents; watch what it holds.
  for (const child of Array.from(island.children)) observer.observe(child);
};

export default seen;
