/**
 * The console's calls to /api/admin/* (core/contracts/admin.ts). Every answer is checked
 * against its contract; a 401 anywhere means the session has ended, and the console goes back
 * to the sign-in form with a sentence saying so.
 */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  type AdminBooking,
  type AdminCommunityPost,
  type AdminLoginWithCode,
  type AdminSession,
  adminLoginRefusalSchema,
  adminBookingPageSchema,
  adminBookingSchema,
  adminCommunityPostPageSchema,
  adminCommunityPostSchema,
  adminContactPageSchema,
  adminOverviewSchema,
  adminSessionSchema,
  adminSignupPageSchema,
  assessmentLookupResultSchema,
  assessmentWeeklySchema,
  type BookingStatus,
  recoveryCodesSchema,
  type ResourceInput,
  type SecondFactorConfirm,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '@core/contracts/admin';
import { erasureResultSchema, retentionPeriodsSchema } from '@core/contracts/erasure';
import { resourceListSchema, resourceSchema } from '@core/contracts/resources';
import { ApiRequestError, apiRequest } from '~/lib/api';
import { answerBody, sentenceIn } from '~/lib/api-answer';

export const adminSessionKey = ['admin', 'session'] as const;
/** True once a call found the session gone: the sign-in form then says so. */
export const sessionEndedKey = ['admin', 'session-ended'] as const;
const adminDataKey = ['admin', 'data'] as const;

/** Through the one API client; a failed answer carries the server's own sentence (its `error`). */
async function send(method: string, url: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await apiRequest(method, url, body);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    throw new ApiRequestError(error.status, sentenceIn(answerBody(error), 'error') ?? error.bodyText);
  }
  if (response.status === 204) return null;
  return response.json();
}

async function sendParsed<T extends z.ZodMiniType>(schema: T, method: string, url: string, body?: unknown): Promise<z.infer<T>> {
  return schema.parse(await send(method, url, body));
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Reads the sentence of a failed call, or a general one when the server never answered. */
export function errorSentence(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.bodyText && error.status !== 500) return error.bodyText;
  return fallback;
}

/** Forgets everything the console loaded (after sign-out, or when the session ended). */
export function forgetConsoleData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: adminDataKey });
}

/** Who is signed in: the session, null when nobody is, or undefined while asking. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: async (): Promise<AdminSession | null> => {
      try {
        return await sendParsed(adminSessionSchema, 'GET', '/api/admin/session');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** A 401 from any console call: the session has ended (idle, or signed out elsewhere). */
function endSessionOn401(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  forgetConsoleData(queryClient);
  queryClient.setQueryData(sessionEndedKey, true);
  queryClient.setQueryData(adminSessionKey, null);
}

/** Any console data query: a 401 sends the console back to sign-in. */
function useConsoleQuery<T>(key: readonly unknown[], load: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...adminDataKey, ...key],
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        endSessionOn401(queryClient, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** True when the sign-in form shows because the session ended on its own. */
export function useSessionEnded(): boolean {
  return useQuery({ queryKey: sessionEndedKey, queryFn: () => false, initialData: false }).data;
}

/** The password was right and the admin's sign-in asks for a code (its sentence says which). */
export class SecondFactorNeededError extends ApiRequestError {
  override name = 'SecondFactorNeededError';
}

/** Like send(), but a refusal that asks for a code is told apart by its flag. */
async function signInRequest(login: AdminLoginWithCode): Promise<AdminSession> {
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/admin/login', login);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const body = answerBody(error);
    const refusal = adminLoginRefusalSchema.safeParse(body);
    if (error.status === 401 && refusal.success && refusal.data.secondFactorRequired) throw new SecondFactorNeededError(401, refusal.data.error);
    throw new ApiRequestError(error.status, sentenceIn(body, 'error') ?? error.bodyText);
  }
  return adminSessionSchema.parse(await response.json());
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInRequest,
    onSuccess: (session) => {
      forgetConsoleData(queryClient);
      queryClient.setQueryData(sessionEndedKey, false);
      queryClient.setQueryData(adminSessionKey, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send('POST', '/api/admin/logout'),
    onSettled: () => {
      forgetConsoleData(queryClient);
      queryClient.setQueryData(adminSessionKey, null);
    },
  });
}

export type DayBounds = { from: string; to: string };

/** Today in the coach's own time zone, as ISO instants. */
export function todayBounds(now: Date = new Date()): DayBounds {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function useOverview(day: DayBounds) {
  return useConsoleQuery(['overview', day], () => sendParsed(adminOverviewSchema, 'GET', withQuery('/api/admin/overview', day)));
}

export type BookingFilters = { status?: BookingStatus | undefined; from?: string | undefined; to?: string | undefined; page: number; pageSize?: number };

export function useBookings(filters: BookingFilters) {
  return useConsoleQuery(['bookings', filters], () => sendParsed(adminBookingPageSchema, 'GET', withQuery('/api/admin/bookings', filters)));
}

export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: ({ id, status }: { id: number; status: BookingStatus }): Promise<AdminBooking> =>
      sendParsed(adminBookingSchema, 'PATCH', `/api/admin/bookings/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDataKey }),
  });
}

export function useContacts(filters: { subject?: string | undefined; page: number }) {
  return useConsoleQuery(['contacts', filters], () => sendParsed(adminContactPageSchema, 'GET', withQuery('/api/admin/contacts', filters)));
}

export function useSignups(filters: { accessLevel?: string | undefined; page: number }) {
  return useConsoleQuery(['signups', filters], () => sendParsed(adminSignupPageSchema, 'GET', withQuery('/api/admin/signups', filters)));
}

export function useCommunityPosts(filters: { status?: string | undefined; page: number }) {
  return useConsoleQuery(['community-posts', filters], () =>
    sendParsed(adminCommunityPostPageSchema, 'GET', withQuery('/api/admin/community-posts', filters)),
  );
}

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'hidden' }): Promise<AdminCommunityPost> =>
      sendParsed(adminCommunityPostSchema, 'PATCH', `/api/admin/community-posts/${id}`, { status }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
      // The public feed, if this tab has shown it.
      await queryClient.invalidateQueries({ queryKey: ['/api/community/posts'] });
    },
  });
}

export function useAdminResources() {
  return useConsoleQuery(['resources'], () => sendParsed(resourceListSchema, 'GET', '/api/admin/resources'));
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: ({ id, input }: { id: number | undefined; input: ResourceInput }) =>
      id === undefined
        ? sendParsed(resourceSchema, 'POST', '/api/admin/resources', input)
        : sendParsed(resourceSchema, 'PUT', `/api/admin/resources/${id}`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
      await queryClient.invalidateQueries({ queryKey: ['/api/resources'] });
    },
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: (id: number) => send('DELETE', `/api/admin/resources/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
      await queryClient.invalidateQueries({ queryKey: ['/api/resources'] });
    },
  });
}

export function useWeeklyAssessments(weeks: number) {
  return useConsoleQuery(['assessments-weekly', weeks], () =>
    sendParsed(assessmentWeeklySchema, 'GET', withQuery('/api/admin/assessments/weekly', { weeks })),
  );
}

export function useAssessmentLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: (email: string) => sendParsed(assessmentLookupResultSchema, 'POST', '/api/admin/assessments/lookup', { email }),
  });
}

/** The retention periods in force, in days (docs/decisions/0016). */
export function useRetentionPeriods() {
  return useConsoleQuery(['retention'], () => sendParsed(retentionPeriodsSchema, 'GET', '/api/admin/retention'));
}

/** What is held under one email, counted per kind; nothing is erased. */
export function useErasurePreview() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: (email: string) => sendParsed(erasureResultSchema, 'POST', '/api/admin/erasure/preview', { email }),
  });
}

/** Erases everything held under one email; resolves with what was erased. */
export function useErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: (email: string) => sendParsed(erasureResultSchema, 'POST', '/api/admin/erasure', { email, confirm: true }),
    // Every list may have held one of her rows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDataKey }),
  });
}

const secondFactorKey = ['second-factor'] as const;

/** The signed-in admin's second factor: on or off, and how many recovery codes are left. */
export function useSecondFactorStatus() {
  return useConsoleQuery(secondFactorKey, () => sendParsed(secondFactorStatusSchema, 'GET', '/api/admin/second-factor'));
}

function useSecondFactorMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error: unknown) => endSessionOn401(queryClient, error),
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...adminDataKey, ...secondFactorKey] });
      await queryClient.invalidateQueries({ queryKey: adminSessionKey });
    },
  });
}

export function useSetUpSecondFactor() {
  return useSecondFactorMutation(() => sendParsed(secondFactorSetupSchema, 'POST', '/api/admin/second-factor/setup'));
}

export function useConfirmSecondFactor() {
  return useSecondFactorMutation((confirm: SecondFactorConfirm) => sendParsed(recoveryCodesSchema, 'POST', '/api/admin/second-factor/confirm', confirm));
}

export function useRemoveSecondFactor() {
  return useSecondFactorMutation((code: string) => send('POST', '/api/admin/second-factor/remove', { code }));
}
