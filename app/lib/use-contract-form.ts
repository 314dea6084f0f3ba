import { useMemo } from 'react';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useForm, type FieldError, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { safeParseAsync, type $ZodIssue, type $ZodType, type input, type output } from 'zod/v4/core';
import { type MessageGroups, sentenceForIssue } from '@core/message-codes';

/** A zod contract a form can hold: what she types in, what is sent out, both objects of fields. */
export type FormContract = $ZodType<FieldValues, FieldValues>;

/** The problem a field shows: of a union, the closest branch's first (as @hookform/resolvers does). */
function shownIssue(issue: $ZodIssue): $ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  const first = closest[0];
  return first ? { ...first, path: [...issue.path, ...first.path] } : issue;
}

/**
 * The resolver: the contract's rules, each problem's code put into words from the page's own
 * text modules (docs/decisions/0037). A code with no words in `messages` would show as the code
 * itself: the islands' tests and core/contracts/codes.test.ts catch that.
 */
export function contractResolver<TContract extends FormContract>(
  contract: TContract,
  messages: MessageGroups,
): Resolver<input<TContract>, unknown, output<TContract>> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(contract, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as output<TContract>, errors: {} };
    }
    const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
    for (const raw of result.error.issues) {
      const issue = shownIssue(raw);
      const path = issue.path.join('.');
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: sentenceForIssue(messages, issue as Parameters<typeof sentenceForIssue>[1]) ?? issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * The one way a form checks what she typed (DESIGN.md "One way to do each thing"): react-hook-form
 * with the zod contract from core, the same rules the server applies. The contract answers codes;
 * `messages` are the page's text modules' exports that hold their words (e.g.
 * `{ commonMessages, signupFieldMessages }`), so the words are the page's language. The form holds
 * the contract's input (strings as typed); its submit handler receives the contract's output.
 */
export function useContractForm<TContract extends FormContract>(
  contract: TContract,
  messages: MessageGroups,
  options: Omit<UseFormProps<input<TContract>, unknown, output<TContract>>, 'resolver'>,
): UseFormReturn<input<TContract>, unknown, output<TContract>> {
  const resolver = useMemo(() => contractResolver(contract, messages), [contract, messages]);
  return useForm<input<TContract>, unknown, output<TContract>>({ ...options, resolver });
}
