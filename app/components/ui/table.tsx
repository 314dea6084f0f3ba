import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

/**
 * A table that can scroll sideways on a narrow screen without the page doing so. The wrapper is
 * a labelled region a keyboard can focus (tabindex 0), so it can be scrolled with the arrow
 * keys (WCAG 2.1.1) and a screen reader announces what it holds.
 */
export function TableScrollArea({
  className,
  label,
  ...props
}: ComponentProps<'div'> & {
  /** The region's name, e.g. the table's caption text. */
  label: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-slot="table-scroll-area"
      className={cn('w-full overflow-x-auto rounded-xl border border-border bg-card shadow-sm', className)}
      {...props}
    />
  );
}

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table data-slot="table" className={cn('w-full border-collapse text-start align-top', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('px-4 pt-4 pb-2 text-start text-lg font-semibold', className)} {...props} />;
}

/** A header cell; pass `scope` ('col' or 'row') as the table's shape requires. */
export function TableHeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th data-slot="table-header-cell" className={cn('px-4 py-3 align-top font-semibold', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-4 py-3 align-top', className)} {...props} />;
}
