import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true once the page is interactive.
 * No effect and no mismatch: React uses the server snapshot during hydration, then re-renders.
 * Forms keep their send button off until then, so a tap before JavaScript arrives cannot send
 * what she wrote anywhere.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
