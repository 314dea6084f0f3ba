import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

/**
 * An on/off switch: a native checkbox with role="switch" (works with react-hook-form's
 * `register` and before JavaScript), drawn as a 48x28 track. Give it a label (a <label> around
 * it or `htmlFor`); the label should name what "on" means and stay the same in both states.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span data-slot="switch" className={cn('relative inline-flex h-7 w-12 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full border-2 border-input bg-card peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60 motion-safe:transition-colors"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-1 top-1 size-5 rounded-full bg-input shadow-sm peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5 peer-checked:bg-primary-foreground motion-safe:transition-transform"
      />
    </span>
  );
}
