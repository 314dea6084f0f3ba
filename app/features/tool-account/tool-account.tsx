import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LockKeyholeOpen } from 'lucide-react';
import { toolAccountMessages, type ToolSession } from '@core/contracts/tools';
import { Button } from '~/components/ui/button';
import { toast } from '~/hooks/use-toast';
import { DeleteDataDialog } from './delete-data-dialog';
import { ToolGate } from './tool-gate';
import { useForgetOnQuickExit, useForgetToolData, useLock, useToolSession } from './use-tool-session';

export type ToolAccountRenderProps = {
  /** The lower-cased email the session belongs to: part of every query key of her data. */
  email: string;
  /** Call when the server answers 401 (the session ended elsewhere): back to the gate. */
  onSessionEnded: () => void;
};

export type ToolAccountProps = {
  /** The gate's heading, e.g. "Unlock your journey". */
  gateTitle: string;
  /** A sentence or two under it: what the tool keeps and why it is locked. */
  gateDescription: ReactNode;
  /** The line shown while unlocked, e.g. "Your journey is unlocked". */
  unlockedTitle: string;
  /** Called after she unlocks with her passphrase (not when a session is restored on load). */
  onUnlock?: (session: ToolSession) => void;
  children: (account: ToolAccountRenderProps) => ReactNode;
};

type Transition = { kind: 'none' | 'unlocked' | 'locked'; at: number };

/**
 * A private tool behind her email and passphrase (DESIGN.md "tools privacy"). Shows the gate
 * (also in the prerendered HTML), restores an open session once the page is interactive, and
 * while unlocked renders `children({ email })` under a bar with "Lock" and "Delete my data".
 */
export function ToolAccount({ gateTitle, gateDescription, unlockedTitle, onUnlock, children }: ToolAccountProps) {
  const { session } = useToolSession();
  const [created, setCreated] = useState(false);
  const [transition, setTransition] = useState<Transition>({ kind: 'none', at: 0 });
  const gateHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const statusRef = useRef<HTMLParagraphElement | null>(null);

  useForgetOnQuickExit(session?.email);

  // Focus follows her: to the unlocked bar after unlocking, to the gate after locking.
  useEffect(() => {
    if (transition.kind === 'unlocked') statusRef.current?.focus();
    if (transition.kind === 'locked') gateHeadingRef.current?.focus();
  }, [transition]);

  const backToGate = useCallback(() => {
    setCreated(false);
    setTransition({ kind: 'locked', at: Date.now() });
  }, []);

  if (!session) {
    return (
      <ToolGate
        title={gateTitle}
        description={gateDescription}
        headingRef={gateHeadingRef}
        onUnlocked={(next) => {
          setCreated(next.created);
          setTransition({ kind: 'unlocked', at: Date.now() });
          onUnlock?.(next);
        }}
      />
    );
  }

  return (
    <Unlocked
      key={session.email}
      email={session.email}
      created={created}
      unlockedTitle={unlockedTitle}
      statusRef={statusRef}
      onLocked={backToGate}
    >
      {children}
    </Unlocked>
  );
}

function Unlocked({
  email,
  created,
  unlockedTitle,
  statusRef,
  onLocked,
  children,
}: {
  email: string;
  created: boolean;
  unlockedTitle: string;
  statusRef: RefObject<HTMLParagraphElement | null>;
  onLocked: () => void;
  children: (account: ToolAccountRenderProps) => ReactNode;
}) {
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
