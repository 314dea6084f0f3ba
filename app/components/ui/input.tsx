import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

/** Shared look of text fields: 44px tall, 16px text (no zoom on phones), a clear invalid state. */
export const fieldClassName =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:border-2';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldClassName, 'min-h-11', className)} {...props} />;
}
