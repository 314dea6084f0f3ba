/** Small pieces every console screen uses: a filter, the pager, loading, failure and empty states, the one-email form. */
import { useId, type ReactNode } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { ChevronLeft, ChevronRight, Inbox, Search } from 'lucide-react';
import { pageCount } from '@core/contracts/admin';
import { commonMessages } from '@core/content/validation';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useContractForm } from '~/lib/use-contract-form';

export type Option = { value: string; label: string };

/** A labelled select that filters a list (the phone's own picker). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "Page 2 of 5" with Previous and Next. Hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Newer
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} ({total} in all)
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** What a list says when nothing matches, with a way back when a filter is the reason. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="max-w-md text-muted-foreground text-pretty">{children}</p>
      {action}
    </div>
  );
}

/** Loading and failure of a list; renders the list itself once it is there. */
export function LoadState({
  isPending,
  isError,
  onRetry,
  what,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  what: string;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        Loading {what}…
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-card px-4 py-8 text-center">
        <p>We could not load {what} just now.</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

/** The id of the visible screen's heading (each screen's section is labelled by it). */
export const SCREEN_HEADING_ID = 'console-screen';

/** A screen's heading row: its title, what it is for, and any actions (a download, "Add"). */
export function ScreenHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 id={SCREEN_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-pretty">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A "label: value" pair in a record's details. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-sm font-medium text-muted-foreground sm:w-28">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The words of the one-email form's problems (its contract answers codes, docs/decisions/0037). */
const emailFormMessages = { commonMessages };

/** A request that carries one email, checked as the server checks it (an assessment look-up, an erasure's preview). */
type EmailContract = $ZodType<{ email: string }, { email: string }>;

/**
 * The form that asks for one person's email (a look-up, an erasure's preview): her email, when
 * the coach may ask for it, the field's problem tied to it, and one button ("Looking..." while
 * `pending`). It checks her email with `contract` (the request's own, through the one form hook)
 * and hands `onEmail` the email as the contract reads it; nothing is asked while it has a problem.
 */
export function EmailForm({
  contract,
  hint,
  onEmail,
  pending,
  submitLabel,
}: {
  contract: EmailContract;
  hint: ReactNode;
  onEmail: (email: string) => void;
  pending: boolean;
  submitLabel: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(contract, emailFormMessages, { defaultValues: { email: '' } });
  const onSubmit = handleSubmit(({ email }) => onEmail(email));
  const problem = errors.email?.message;
  const baseId = useId();
  const inputId = `${baseId}-email`;
  const hintId = `${baseId}-hint`;
  const problemId = `${baseId}-problem`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={inputId}>Her email</Label>
        <p id={hintId} className="text-sm text-muted-foreground text-pretty">
          {hint}
        </p>
        {problem ? (
          <p id={problemId} className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[hintId, problem ? problemId : undefined].filter(Boolean).join(' ')}
          {...register('email')}
        />
      </div>
      <Button type="submit" disabled={pending}>
        <Search aria-hidden="true" />
        {pending ? 'Looking...' : submitLabel}
      </Button>
    </form>
  );
}
