import { Check, Copy } from 'lucide-react';
import { timings } from '@core/constants';
import { boundaryToolTexts as t } from '@core/content/boundary-scripts';
import { Button } from '~/components/ui/button';
import { toast } from '~/hooks/use-toast';
import { cn } from '~/lib/utils';
import { useCopiedIndicator } from './use-copied-indicator';

export const COPY_FAILED = t.copyFailedToast;

/**
 * Copies a script to the clipboard: toast 'Copied!' - 'Script copied to clipboard.', and the
 * button reads 'Copied' for timings.copiedIndicatorMs. A failure says so plainly.
 */
export function CopyButton({ text, className, describedBy }: { text: string; className?: string; describedBy?: string }) {
  const [copied, markCopied] = useCopiedIndicator(timings.copiedIndicatorMs);

  const copy = async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ variant: 'destructive', title: COPY_FAILED.title, description: COPY_FAILED.description });
      return;
    }
    markCopied();
    toast(t.copiedToast);
  };

  return (
    <Button variant="outline" className={cn('min-w-28', className)} aria-describedby={describedBy} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? t.copied : t.copy}
    </Button>
  );
}
