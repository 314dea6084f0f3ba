import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from '~/components/lazy-part';
import { useVault } from '~/lib/vault/use-vault';
import { vaultGateLabels } from '@core/content/vault';
import { VaultGate } from './vault-gate';

const Unlocked = lazyPart(() => import('./vault-unlocked').then((module) => module.Unlocked));
const EmptySpace = lazyPart(() => import('./empty-space').then((module) => module.EmptySpace));

export type VaultAccountProps = {
  /** The gate's heading, e.g. "Unlock your journey". */
  gateTitle: string;
  /** A sentence or two under it: what the tool keeps and why it is locked. */
  gateDescription: ReactNode;
  /** The line shown while unlocked, e.g. "Your journey is unlocked". */
  unlockedTitle: string;
  /** Called after she unlocks on this page. */
  onUnlock?: () => void;
  /** Starts fetching the tool's own code (see lazyPart) when she reaches for the gate. */
  preload?: () => void;
  /** The tool itself, drawn only while her vault is open (a lazyPart inside <Suspense>, say). */
  children: ReactNode;
};

/**
 * A private tool in her vault (DESIGN.md "private vault", docs/decisions/0015). Shows the gate
 * (also in the prerendered HTML); while the vault is open in this document (unlocked here or on
 * another tool page of the same visit) shows the tool under a bar with her controls.
 */
export function VaultAccount({ gateTitle, gateDescription, unlockedTitle, onUnlock, preload, children }: VaultAccountProps) {
  const vault = useVault();
  const [justUnlocked, setJustUnlocked] = useState(false);
  const gateHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const loadingRef = useRef<HTMLParagraphElement | null>(null);
  const wasOpen = useRef(vault.status === 'open');
  // She chose "Start a new private space" here: focus goes on to the unlocked bar.
  const chose = useRef(false);
  if (vault.status === 'open' && vault.newSpace === 'offered') chose.current = true;

  // Focus follows her: to the gate when the vault closes while she is here; after unlocking, to
  // the unlocked bar (it takes focus when drawn; until then, the line that says it is opening).
  useEffect(() => {
    if (vault.status === 'locked' && wasOpen.current) gateHeadingRef.current?.focus();
    if (vault.status === 'open' && justUnlocked) loadingRef.current?.focus();
    wasOpen.current = vault.status === 'open';
  }, [vault.status, justUnlocked]);

  // The unlocked view and the tool are fetched when she reaches for the gate, not with the page.
  const warm = useCallback(() => {
    Unlocked.preload();
    EmptySpace.preload();
    preload?.();
  }, [preload]);

  if (vault.status === 'locked') {
    return (
      <div onFocus={warm} onPointerEnter={warm} onTouchStart={warm}>
        <VaultGate
          title={gateTitle}
          description={gateDescription}
          headingRef={gateHeadingRef}
          closed={vault}
          onUnlocked={() => {
            setJustUnlocked(true);
            onUnlock?.();
          }}
        />
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <p ref={loadingRef} role="status" tabIndex={-1} className="py-10 text-center text-muted-foreground outline-none">
          {vaultGateLabels.openingSpace}
        </p>
      }
    >
      {vault.newSpace === 'offered' ? (
        // Empty, and not made on purpose yet: never "unlocked" over it (issue 25).
        <EmptySpace focusOnShow={justUnlocked} />
      ) : (
        <Unlocked vault={vault} unlockedTitle={unlockedTitle} focusOnShow={justUnlocked || chose.current}>
          {children}
        </Unlocked>
      )}
    </Suspense>
  );
}
