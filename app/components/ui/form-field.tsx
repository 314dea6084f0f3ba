import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/utils';
import { Label } from './label';

/** What a field gives its control so the label, hint and error are tied to it. */
export type FormControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A form field: its label, an optional hint, the control, and an inline error tied to the
 * control by aria-describedby (and aria-invalid while there is one). The control is rendered by
 * `children`, which receives the props to spread on it. A required field says so in its label:
 * "(required)", or an asterisk where the form explains the asterisk itself.
 */
export function FormField({
  label,
  required,
  requiredMark = 'text',
  hint,
  error,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  requiredMark?: 'text' | 'asterisk';
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (props: FormControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} required={required && requiredMark === 'text'}>
        {label}
        {required && requiredMark === 'asterisk' ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
