import { accessFlagKeys, type PaidAccessLevel } from '@core/contracts/upgrade';

/**
 * Remembers an upgrade in this tab (SPEC.md §3 browser flags; docs/decisions/0005): the level's
 * flag ('access_tools' or 'access_educator') = 'true', and her email. sessionStorage, so it
 * goes when the tab closes or the quick exit runs. Nothing relies on it for access: the server
 * holds the real access level. Returns false if the browser refused to store it.
 */
export function storeAccessFlags(storage: Pick<Storage, 'setItem'>, level: PaidAccessLevel, email: string): boolean {
  try {
    storage.setItem(accessFlagKeys[level], 'true');
    storage.setItem(accessFlagKeys.email, email);
    return true;
  } catch {
    // Private mode or storage turned off: the upgrade itself is stored on the server.
    return false;
  }
}

/** The tab's sessionStorage, or null where there is none (or it is blocked). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
