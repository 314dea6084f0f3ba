import { useCallback, useRef, useState } from 'react';
import { plainExportTexts as texts } from '@core/content/plain-export';
import { ConfirmDialog } from '~/components/confirm-dialog';

/**
 * The one warning before a plain (unencrypted) file of hers downloads (issue 25): it will sit
 * readable in her downloads. `ask(download)` opens it; "Not now" (first, and focused) downloads
 * nothing; "Download it" runs `download`; either way the focus goes back to the button she pressed. Render `dialog` beside the button that asks.
 */
export function usePlainExportConfirm(): { ask: (download: () => void) => void; dialog: React.JSX.Element } {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  // The button she pressed: the focus goes back to it (there is no Radix trigger to return to).
  const asker = useRef<HTMLElement | null>(null);

  const ask = useCallback((download: () => void) => {
    pending.current = download;
    asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) pending.current = null;
        setOpen(next);
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        asker.current?.focus();
      }}
      title={texts.title}
      description={texts.description}
      cancel={texts.cancel}
      confirm={texts.confirm}
      onConfirm={() => {
        const download = pending.current;
        pending.current = null;
        download?.();
      }}
    />
  );
  return { ask, dialog };
}
