import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ToolSession } from '@core/contracts/tools';
import { lazyPart } from '~/components/lazy-part';
import { ToolGate } from './tool-gate';
import { useForgetOnQuickExit, useToolSession } from './use-tool-session';

const Unlocked = lazyPart(() => import('./tool-unlocked').then((module) => module.Unlocked));

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
  /** Starts fetching the tool's own code (see lazyPart) when she reaches for the gate. */
  preload?: () => void;
  /** The tool itself: draw a lazyPart here inside <Suspense>, or anything else. */
  children: (account: ToolAccountRenderProps) => ReactNode;
};

type Transition = { kind: 'none' | 'unlocked' | 'locked'; at: number };

/**
 * A private tool behind her email and passphrase (DESIGN.md "tools privacy"). Shows the gate
 * (also in the prerendered HTML), restores an open session once the page is interactive, and
 * while unlocked renders `children({ email })` under a bar with "Lock" and "Delete my data".
 */
export function ToolAccount({ gateTitle, gateDescription, unlockedTitle, onUnlock, preload, children }: ToolAccountProps) {
  const { session } = useToolSession();
  const [created, setCreated] = useState(false);
  const [transition, setTransition] = useState<Transition>({ kind: 'none', at: 0 });
  const gateHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const loadingRef = useRef<HTMLParagraphElement | null>(null);

  useForgetOnQuickExit(session?.email);

  // Focus follows her: to the gate after locking; after unlocking, to the unlocked bar (the bar
  // takes it when it is drawn; until then, the line that says it is opening).
  useEffect(() => {
    if (transition.kind === 'unlocked') loadingRef.current?.focus();
    if (transition.kind === 'locked') gateHeadingRef.current?.focus();
  }, [transition]);

  // The unlocked view and the tool are fetched when she reaches for the gate, not with the page.
  const warm = useCallback(() => {
    Unlocked.preload();
    preload?.();
  }, [preload]);

  const backToGate = useCallback(() => {
    setCreated(false);
    setTransition({ kind: 'locked', at: Date.now() });
  }, []);

  if (!session) {
    return (
      <div onFocus={warm} onPointerEnter={warm} onTouchStart={warm}>
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
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <p ref={loadingRef} role="status" tabIndex={-1} className="py-10 text-center text-muted-foreground outline-none">
          Opening your private space...
        </p>
      }
    >
      <Unlocked
        key={session.email}
        email={session.email}
        created={created}
        unlockedTitle={unlockedTitle}
        focusOnShow={transition.kind === 'unlocked'}
        onLocked={backToGate}
      >
        {children}
      </Unlocked>
    </Suspense>
  );
}
