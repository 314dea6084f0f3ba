import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * An island that loads or sends data: the component inside the page's one shared QueryClient
 * (SPEC.md §7's cache rules, ./api.ts). Each island is its own React root, so each needs the
 * provider; they all share the client, so a query one island made is there for another.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function QueryIsland(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  QueryIsland.displayName = `QueryIsland(${Component.displayName ?? Component.name})`;
  return QueryIsland;
}
