/**
 * A module (or anything) fetched at most once at a time: the first call starts `load`, later
 * calls share its promise; if it fails (a dropped connection), the next call tries again.
 * For code a page fetches when she reaches for it (lazy-part.tsx).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
