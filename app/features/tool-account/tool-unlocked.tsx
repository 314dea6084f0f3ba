import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { LockKeyholeOpen } from 'lucide-react';
import { toolAccountMessages } from '@core/contracts/tools';
import { Button } from '~/components/ui/button';
import { toast } from '~/hooks/use-toast';
import { DeleteDataDialog } from './delete-data-dialog';
import type { ToolAccountRenderProps } from './tool-account';
import { useForgetToolData, useLock } from './use-tool-session';

export type UnlockedProps = {
  email: string;
  /** True when this unlock created her private space (first use of this email). */
  created: boolean;
  unlockedTitle: string;
  /** True when she has just unlocked: focus moves to the unlocked bar (not when a session is restored on load). */
  focusOnShow: boolean;
  onLocked: () => void;
  children: (account: ToolAccountRenderProps) => ReactNode;
};

/**
 * The unlocked tool: a bar with "Lock" and "Delete my data" above `children({ email })`.
 * Fetched only once she unlocks (or reaches for the gate), so a locked page hydrates without it.
 */
export function Unlocked({ email, created, unlockedTitle, focusOnShow, onLocked, children }: UnlockedProps) {
  const statusRef = useRef<HTMLParagraphElement | null>(null);
  const focusOnMount = useRef(focusOnShow);
  useEffect(() => {
    if (focusOnMount.current) statusRef.current?.focus();
  }, []);
  const forget = useForgetToolData(email);
  const lock = useLock({
    email,
    onLocked: () => {
      onLocked();
      toast({ title: 'Locked', description: 'Your tools are locked. Use your email and passphrase to open them again.' });
    },
  });

  const onSessionEnded = useCallback(() => {
    forget();
    onLocked();
    toast({ variant: 'destructive', title: 'Please Unlock Again', description: toolAccountMessages.signedOut });
  }, [forget, onLocked]);

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label="Your private space"
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="min-w-0 space-y-1">
          <p ref={statusRef} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
            <LockKeyholeOpen aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {unlockedTitle}
          </p>
          <p className="text-sm text-muted-foreground break-words">
            Unlocked for <span className="font-medium text-foreground">{email}</span>. Lock it when you step away: while it
            is open, anyone using this device can see it.
          </p>
          {created ? (
            <p className="text-sm text-muted-foreground text-pretty">
              This is a new private space for this email. If you expected to see earlier work, please lock and check the
              email you typed.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={lock.isPending}
            onClick={() =>
              lock.mutate(undefined, {
                onError: () =>
                  toast({
                    variant: 'destructive',
                    title: 'Not Locked',
                    description: 'We could not reach the server to lock your tools. Please try again, or close this browser tab.',
                  }),
              })
            }
          >
            {lock.isPending ? 'Locking...' : 'Lock'}
          </Button>
          <DeleteDataDialog email={email} onDeleted={onLocked} onSessionEnded={onSessionEnded} />
        </div>
      </section>
      {children({ email, onSessionEnded })}
    </div>
  );
}
