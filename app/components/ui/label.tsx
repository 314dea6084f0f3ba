import type { ComponentProps } from 'react';
import { uiTexts } from '@core/content/ui';
import { cn } from '~/lib/utils';

/** A form label. Mark a required field with `required` to show a visible "(required)" hint. */
export function Label({ className, children, required, ...props }: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <label data-slot="label" className={cn('text-sm font-medium leading-none text-foreground', className)} {...props}>
      {children}
      {required ? <span className="font-normal text-muted-foreground">{uiTexts.required}</span> : null}
    </label>
  );
}
