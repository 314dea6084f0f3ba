import { useId, useRef, useState } from 'react';
import { VAULT_BACKUP_MAX_BYTES, vaultBackupFileName } from '@core/contracts/vault-backup';
import { backupTexts as texts } from '@core/content/vault-backup';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { restoreVaultBackup, vaultBackup } from '~/lib/vault/vault-store';
import type { OpenVault } from '~/lib/vault/vault-state';
import { downloadBytes } from '~/lib/download';
import { failureSentence } from './vault-unlocked';

/**
 * "Save an encrypted backup" and "Restore a backup" (ADR 0015 "Backups"): the file is made and
 * read here; the server sees only the records a restore adds, sealed like any other save.
 */
export function BackupControls({ vault }: { vault: OpenVault }) {
  const ids = useId();
  const [status, setStatus] = useState('');
  const [restoring, setRestoring] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const save = () => {
    const made = new Date();
    const fileName = vaultBackupFileName(made);
    downloadBytes(JSON.stringify(vaultBackup(made)), fileName, 'application/json');
    setStatus(formatMessage(texts.saving, { fileName }));
  };

  const restore = async (file: File | undefined) => {
    if (!file || restoring) return;
    if (file.size > VAULT_BACKUP_MAX_BYTES) {
      // Bigger than any vault's backup: not one of ours (and never read into memory).
      setStatus(texts.invalid);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setRestoring(true);
    setStatus(texts.restoring);
    try {
      const { added } = await restoreVaultBackup(await file.text());
      setStatus(added === 0 ? texts.restoredNothing : added === 1 ? texts.restoredOne : formatMessage(texts.restoredMany, { count: added }));
    } catch (error) {
      setStatus(failureSentence(error));
    } finally {
      setRestoring(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-3">
      {/* Not a heading: the bar above it has none (its line is a paragraph), so an h3 would skip a level. */}
      <p id={`${ids}-title`} className="text-sm font-semibold">
        {texts.title}
      </p>
      <p className="text-sm text-muted-foreground text-pretty">{texts.intro}</p>
      <Button variant="outline" className="self-stretch sm:self-start" disabled={vault.entries.length === 0} onClick={save}>
        {texts.save}
      </Button>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-restore`}>{texts.restoreLabel}</Label>
        <p id={`${ids}-restore-hint`} className="text-sm text-muted-foreground text-pretty">
          {texts.restoreHint}
        </p>
        <Input
          id={`${ids}-restore`}
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-describedby={`${ids}-restore-hint`}
          disabled={restoring}
          onChange={(event) => void restore(event.target.files?.[0])}
        />
      </div>
      <p role="status" className="text-sm font-medium text-pretty">
        {status}
      </p>
    </section>
  );
}
