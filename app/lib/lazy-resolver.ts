import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { UNREACHABLE_MESSAGE } from '~/lib/api';

/**
 * A react-hook-form resolver whose rules (zod and a schema) are fetched when first needed rather
 * than with the page (docs/decisions/0013): `load` gives the real resolver. If it cannot be
 * fetched (a dropped connection), the form gets a root error of type 'unreachable' carrying
 * UNREACHABLE_MESSAGE, so nothing is sent and she is told; the next check fetches again.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    let resolve: Resolver<TValues, TContext, TOutput>;
    try {
      resolve = await load();
    } catch {
      // `root` is in every form's errors; TypeScript cannot see it through the generic TValues.
      const errors = { root: { type: 'unreachable', message: UNREACHABLE_MESSAGE } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
}
