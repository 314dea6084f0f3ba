import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

/**
 * A native checkbox (works before JavaScript and with react-hook-form's `register`), 20px with
 * the brand colour. Put it inside a <label> with its text so the whole row is a 44px target.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed disabled:opacity-60', className)}
      {...props}
    />
  );
}
