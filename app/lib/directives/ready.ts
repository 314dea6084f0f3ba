import type { ClientDirective } from 'astro';
import { showIslandFailure } from '../island-failure';

/**
 * `client:ready`: hydrates the island as soon as the page is ready (as Astro's `client:load`),
 * and if its code cannot be fetched, says so calmly in its place (../island-failure.ts).
 */
const ready: ClientDirective = async (load, _options, island) => {
  try {
    const hydrate = await load();
    await hydrate();
  } catch {
    showIslandFailure(island);
  }
};

export default ready;
