import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';
import { fieldClassName } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" rows={rows} className={cn(fieldClassName, 'min-h-24 resize-y', className)} {...props} />;
}
