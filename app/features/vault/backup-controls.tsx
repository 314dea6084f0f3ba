import { useId, useRef, useState } from 'react';
import { VAULT_BACKUP_ACCEPT, VAULT_BACKUP_MAX_BYTES, vaultBackupFileName } from '@core/contracts/vault-backup';
import { backupTexts as texts } from '@core/content/vault-backup';
import { currentLocale } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { type RestoreOutcome, backupSizeEstimate, restoreVaultBackup, vaultBackupFile } from '~/lib/vault/vault-store';
import type { OpenVault } from '~/lib/vault/vault-state';
import { downloadBytes } from '~/lib/download';
import { readableSize } from '~/lib/readable-size';
import { failureSentence } from './vault-unlocked';

/** What a restore did, in her words: the entries added, and the photos and files sent back. */
function restoredSentence({ added, files }: RestoreOutcome): string {
  if (added === 0) return files === 0 ? texts.restoredNothing : formatMessage(texts.restoredFilesOnly, { count: files });
  const entries = added === 1 ? texts.restoredOne : formatMessage(texts.restoredMany, { count: added });
  return files === 0 ? entries : `${entries} ${formatMessage(texts.restoredFilesToo, { count: files })}`;
}

/**
 * "Save an encrypted backup" and "Restore a backup" (ADR 0015 "Backups", ADR 0049): the file is
 * made and read here, photos and files included; the server sees only the records and files a
 * restore adds, sealed as before.
 */
export function BackupControls({ vault }: { vault: OpenVault }) {
  const ids = useId();
  const [status, setStatus] = useState('');
  const [restoring, setRestoring] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    setSaving(true);
    setStatus(texts.preparing);
    try {
      const made = new Date();
      const fileName = vaultBackupFileName(made);
      const file = await vaultBackupFile(made);
      downloadBytes(file, fileName, 'application/octet-stream');
      setStatus(formatMessage(texts.saving, { fileName, size: readableSize(file.size, currentLocale) }));
    } catch (error) {
      setStatus(failureSentence(error));
    } finally {
      setSaving(false);
    }
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
      setStatus(restoredSentence(await restoreVaultBackup(file)));
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
      <div className="flex flex-col gap-1.5">
        <Button
          variant="outline"
          className="self-stretch sm:self-start"
          disabled={vault.entries.length === 0}
          aria-describedby={vault.entries.length === 0 ? undefined : `${ids}-size`}
          onClick={() => void save()}
        >
          {texts.save}
        </Button>
        {vault.entries.length === 0 ? null : (
          <p id={`${ids}-size`} className="text-sm text-muted-foreground text-pretty">
            {formatMessage(texts.size, { size: readableSize(backupSizeEstimate(vault), currentLocale) })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-restore`}>{texts.restoreLabel}</Label>
        <p id={`${ids}-restore-hint`} className="text-sm text-muted-foreground text-pretty">
          {texts.restoreHint}
        </p>
        <Input
          id={`${ids}-restore`}
          ref={fileRef}
          type="file"
          accept={VAULT_BACKUP_ACCEPT}
          aria-describedby={`${ids}-restore-hint`}
          disabled={restoring || saving}
          onChange={(event) => void restore(event.target.files?.[0])}
        />
      </div>
      <p role="status" className="text-sm font-medium text-pretty">
        {status}
      </p>
    </section>
  );
}
