import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '~/lib/utils';
import { fieldClassName } from './input';

/** A styled native <select>: the phone's own picker, works without JavaScript. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div data-slot="native-select" className="relative">
      <select className={cn(fieldClassName, 'min-h-11 appearance-none pe-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
