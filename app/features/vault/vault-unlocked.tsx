import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, LockKeyholeOpen } from 'lucide-react';
import { AUTO_LOCK_MINUTES } from '@core/contracts/vault';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/hooks/use-toast';
import { UNREACHABLE_MESSAGE } from '~/lib/api';
import { autoLockMinutesOf, lockVault, saveRecord, settingsEntry, unreadableEntries, VaultActionError } from '~/lib/vault/vault-store';
import type { OpenVault } from '~/lib/vault/vault-state';
import { BackupControls } from './backup-controls';
import { ChangePassphraseDialog } from './change-passphrase-dialog';
import { DeleteDataDialog } from './delete-data-dialog';
import { NewSpaceDialog } from './new-space-dialog';
import { vaultTexts } from '@core/content/vault';
import { unlockedTexts as texts } from '@core/content/vault-controls';
import { formatMessage } from '@core/message-format';
import { currentLocale } from '@core/i18n';
import { readableSize } from '~/lib/readable-size';

export type UnlockedProps = {
  vault: OpenVault;
  unlockedTitle: string;
  /** True when she has just unlocked: focus moves to the unlocked bar (not when she arrives with it open). */
  focusOnShow: boolean;
  children: ReactNode;
};

/** Her room as she reads sizes everywhere on the site: what her records and files hold, of what they may. */
export function roomUsed(usage: OpenVault['usage']): { used: string; max: string } {
  return { used: readableSize(usage.bytes + usage.fileBytes, currentLocale), max: readableSize(usage.maxTotalBytes, currentLocale) };
}

/** What a failed vault action tells her: the server's or the vault's own sentence, else ours. */
export function failureSentence(error: unknown): string {
  return error instanceof VaultActionError ? error.message : UNREACHABLE_MESSAGE;
}

/**
 * The open vault: a bar with her controls (lock, automatic lock, change passphrase, delete my
 * data) above the tool. Fetched only once she unlocks (or reaches for the gate).
 */
export function Unlocked({ vault, unlockedTitle, focusOnShow, children }: UnlockedProps) {
  const statusRef = useRef<HTMLParagraphElement | null>(null);
  const focusOnMount = useRef(focusOnShow);
  const ids = useId();
  const [savingSetting, setSavingSetting] = useState(false);
  useEffect(() => {
    if (focusOnMount.current) statusRef.current?.focus();
  }, []);

  const unreadable = unreadableEntries(vault).length;
  const autoLockMinutes = autoLockMinutesOf(vault);

  const chooseAutoLock = async (minutes: number) => {
    setSavingSetting(true);
    try {
      await saveRecord({ kind: 'settings', autoLockMinutes: minutes as (typeof AUTO_LOCK_MINUTES)[number] }, settingsEntry(vault)?.recordId);
      toast({ title: texts.settingSavedTitle, description: formatMessage(texts.settingSavedDescription, { minutes }) });
    } catch (error) {
      toast({ variant: 'destructive', title: texts.settingNotSavedTitle, description: failureSentence(error) });
    } finally {
      setSavingSetting(false);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label={texts.region}
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p ref={statusRef} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
              <LockKeyholeOpen aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {unlockedTitle}
            </p>
            <p className="text-sm text-muted-foreground break-words">
              {texts.unlockedForBefore}
              <span className="font-medium text-foreground">{vault.email}</span>
              {texts.unlockedForAfter}
            </p>
          </div>
          <Button
            variant="outline"
            className="sm:shrink-0"
            onClick={() => {
              void lockVault();
              toast({ title: texts.lockedTitle, description: texts.lockedDescription });
            }}
          >
            {texts.lock}
          </Button>
        </div>

        {vault.entries.length === 0 ? <p className="text-sm text-muted-foreground text-pretty">{vaultTexts.emptyVault}</p> : null}
        {vault.moved ? (
          <p role="status" className="text-sm font-medium text-pretty">
            {vaultTexts.moved}
          </p>
        ) : null}
        {unreadable > 0 ? <p className="text-sm font-medium text-pretty">{formatMessage(vaultTexts.unreadable, { count: unreadable })}</p> : null}

        <details className="group rounded-lg border border-border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-medium [&::-webkit-details-marker]:hidden">
            {texts.settings}
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="flex flex-col gap-4 border-t border-border p-4">
            <div className="flex flex-col gap-1.5 sm:max-w-xs">
              <Label htmlFor={`${ids}-auto-lock`}>{texts.autoLockLabel}</Label>
              <NativeSelect
                id={`${ids}-auto-lock`}
                value={String(autoLockMinutes)}
                disabled={savingSetting}
                aria-describedby={`${ids}-auto-lock-hint`}
                onChange={(event) => void chooseAutoLock(Number(event.target.value))}
              >
                {AUTO_LOCK_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {formatMessage(texts.autoLockOption, { minutes })}
                  </option>
                ))}
              </NativeSelect>
              <p id={`${ids}-auto-lock-hint`} className="text-sm text-muted-foreground text-pretty">
                {texts.autoLockHint}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ChangePassphraseDialog vault={vault} />
              <DeleteDataDialog email={vault.email} />
            </div>
            <BackupControls vault={vault} />
            <p className="text-sm text-muted-foreground text-pretty" data-room="">
              {formatMessage(texts.room, roomUsed(vault.usage))}
            </p>
          </div>
        </details>
      </section>
      <NewSpaceDialog active={vault.newSpace === 'chosen'} />
      {children}
    </div>
  );
}
