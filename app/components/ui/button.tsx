import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '~/lib/utils';

export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground',
        outline: 'border border-primary/40 bg-card text-primary hover:bg-secondary hover:text-secondary-foreground',
        ghost: 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        link: 'text-primary underline underline-offset-4 hover:decoration-2',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base',
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        lg: 'min-h-12 px-7 py-3 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button (or, with `asChild`, a link styled as one). The default size is a 44px touch target. Its
 * words wrap inside it rather than push it out of a narrow screen (a long Spanish label at 320 px
 * made the page scroll sideways), so it is never wider than its container.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
