import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { toolSessionSchema, toolSessionStateSchema, type ToolSession, type ToolSignIn } from '@core/contracts/tools';
import { apiRequest, getQueryFn, statusOf } from '~/lib/api';
import { QUICK_EXIT_EVENT } from '~/lib/quick-exit-event';

/** GET /api/tools/session: this browser's tool session, or null when there is none. */
export const toolSessionQueryKey = ['/api/tools/session'] as const;

const fetchSessionState = getQueryFn<unknown>({ on401: 'returnNull' });

/** Whose session this browser holds, checked against its contract; any other answer is an error (the gate stays). */
async function fetchToolSession(context: QueryFunctionContext): Promise<ToolSession | null> {
  const body = await fetchSessionState(context);
  if (body === null) return null;
  const { email } = toolSessionStateSchema.parse(body);
  return email ? { email, created: false } : null;
}

/**
 * Forgets, in this tab, everything fetched for her email (journey, scripts: every query whose
 * key holds it) and the session itself. The tools then unmount and the gate shows.
 */
export function forgetToolData(queryClient: QueryClient, email: string | undefined): void {
  if (email) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey.some((part) => part === email) });
  }
  queryClient.setQueryData<ToolSession | null>(toolSessionQueryKey, null);
}

/**
 * The tool session: restored from the server once the page is interactive (useQuery never runs
 * while prerendering), so the prerendered HTML and the first render both show the gate.
 */
export function useToolSession() {
  const query = useQuery({ queryKey: toolSessionQueryKey, queryFn: fetchToolSession });
  return { session: query.data ?? null, checking: query.isPending };
}

/** POST /api/tools/session: signs in, or creates the account on first use. */
export function useSignIn({ onSuccess }: { onSuccess: (session: ToolSession) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ToolSignIn): Promise<ToolSession> => {
      const response = await apiRequest('POST', '/api/tools/session', values);
      return toolSessionSchema.parse(await response.json());
    },
    retry: false,
    onSuccess: (session) => {
      queryClient.setQueryData<ToolSession | null>(toolSessionQueryKey, session);
      onSuccess(session);
    },
  });
}

/** DELETE /api/session ("Lock"). A 401 means the session had already ended: locked all the same. */
export function useLock({ email, onLocked }: { email: string; onLocked: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      try {
        await apiRequest('DELETE', '/api/session');
      } catch (error) {
        if (statusOf(error) !== 401) throw error;
      }
    },
    retry: false,
    onSuccess: () => {
      forgetToolData(queryClient, email);
      onLocked();
    },
  });
}

/** DELETE /api/tools/account: erases her progress, scripts, sessions and account (204). */
export function useDeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', '/api/tools/account');
    },
    retry: false,
    onSuccess: () => {
      forgetToolData(queryClient, email);
      onDeleted();
    },
  });
}

/** Returns a function that forgets her data in this tab (after a 401 from a tool, say). */
export function useForgetToolData(email: string) {
  const queryClient = useQueryClient();
  return useCallback(() => forgetToolData(queryClient, email), [queryClient, email]);
}

/** The quick exit announces itself before it leaves the page; the tools forget what they show at once. */
export function useForgetOnQuickExit(email: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const forget = () => forgetToolData(queryClient, email);
    window.addEventListener(QUICK_EXIT_EVENT, forget);
    return () => window.removeEventListener(QUICK_EXIT_EVENT, forget);
  }, [queryClient, email]);
}
