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
import { ChangePassphraseDialog } from './change-passphrase-dialog';
import { DeleteDataDialog } from './delete-data-dialog';
import { vaultTexts } from '@core/content/vault';

export type UnlockedProps = {
  vault: OpenVault;
  unlockedTitle: string;
  /** True when she has just unlocked: focus moves to the unlocked bar (not when she arrives with it open). */
  focusOnShow: boolean;
  children: ReactNode;
};

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
      toast({ title: 'Setting Saved', description: `Your private space now locks itself after ${minutes} minutes without use.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Setting Not Saved', description: failureSentence(error) });
    } finally {
      setSavingSetting(false);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label="Your private space"
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p ref={statusRef} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
              <LockKeyholeOpen aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {unlockedTitle}
            </p>
            <p className="text-sm text-muted-foreground break-words">
              Unlocked for <span className="font-medium text-foreground">{vault.email}</span>. Lock it when you step away:
              while it is open, anyone using this device can see it.
            </p>
          </div>
          <Button
            variant="outline"
            className="sm:shrink-0"
            onClick={() => {
              void lockVault();
              toast({ title: 'Locked', description: 'Your tools are locked. Use your email and passphrase to open them again.' });
            }}
          >
            Lock
          </Button>
        </div>

        {vault.entries.length === 0 ? <p className="text-sm text-muted-foreground text-pretty">{vaultTexts.emptyVault}</p> : null}
        {vault.moved ? (
          <p role="status" className="text-sm font-medium text-pretty">
            {vaultTexts.moved}
          </p>
        ) : null}
        {unreadable > 0 ? <p className="text-sm font-medium text-pretty">{vaultTexts.unreadable(unreadable)}</p> : null}

        <details className="group rounded-lg border border-border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-medium [&::-webkit-details-marker]:hidden">
            Privacy settings
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="flex flex-col gap-4 border-t border-border p-4">
            <div className="flex flex-col gap-1.5 sm:max-w-xs">
              <Label htmlFor={`${ids}-auto-lock`}>Lock automatically after</Label>
              <NativeSelect
                id={`${ids}-auto-lock`}
                value={String(autoLockMinutes)}
                disabled={savingSetting}
                aria-describedby={`${ids}-auto-lock-hint`}
                onChange={(event) => void chooseAutoLock(Number(event.target.value))}
              >
                {AUTO_LOCK_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes without use
                  </option>
                ))}
              </NativeSelect>
              <p id={`${ids}-auto-lock-hint`} className="text-sm text-muted-foreground text-pretty">
                Kept in your private space, so it follows you to other devices.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ChangePassphraseDialog vault={vault} />
              <DeleteDataDialog email={vault.email} />
            </div>
          </div>
        </details>
      </section>
      {children}
    </div>
  );
}
