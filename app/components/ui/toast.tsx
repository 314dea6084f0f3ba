import type { ComponentProps, ReactElement } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { toastConfig } from '@core/constants';
import { uiTexts } from '@core/content/ui';
import { cn } from '~/lib/utils';

/** Toast timing and gestures from SPEC.md §9: shown 5 s, swipe right 50 px to dismiss. */
export function ToastProvider({
  duration = toastConfig.durationMs,
  swipeThreshold = toastConfig.swipeThreshold,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} swipeThreshold={swipeThreshold} {...props} />;
}

/**
 * Where toasts appear: top of the screen on phones, under the whole header (the exit strip and the
 * navigation bar, so a toast never covers the exit or the menu), bottom right from `md` (max 420px).
 * F8 moves focus to it. The list is a polite live region that exists from page load, so a
 * new toast is announced reliably; a destructive toast's text is also role="alert" (on its body:
 * the toast itself is the list's <li>, which may not take that role).
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={[...toastConfig.hotkey]}
      aria-live="polite"
      className={cn(
        'fixed inset-x-0 top-[var(--site-header-height,0px)] z-[90] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-3 sm:p-4 md:inset-x-auto md:bottom-0 md:end-0 md:top-auto md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pe-12 shadow-lg data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  const destructive = variant === 'destructive';
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      // Destructive toasts interrupt (assertive); others wait their turn (polite).
      type={destructive ? 'foreground' : 'background'}
      aria-atomic="true"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/**
 * The toast's text. It is kept out of Radix's separate, short-lived announcer (the attribute
 * Radix's own ToastAnnounceExclude sets) because the viewport's live region already reads it:
 * this way it is read once and exists once in the page.
 */
export function ToastBody({ className, urgent = false, ...props }: ComponentProps<'div'> & { urgent?: boolean }) {
  return (
    <div
      data-radix-toast-announce-exclude=""
      role={urgent ? 'alert' : undefined}
      className={cn('grid flex-1 gap-1', className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('font-semibold leading-snug', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-95', className)} {...props} />;
}

/** An action button inside a toast; `altText` says how to do the same without the toast. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center justify-center rounded-md border border-current px-3 text-sm font-medium transition-colors hover:bg-secondary hover:text-secondary-foreground group-[.bg-destructive]:hover:bg-destructive-foreground group-[.bg-destructive]:hover:text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={uiTexts.close}
      className={cn(
        'absolute end-1.5 top-1.5 inline-flex size-9 items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
