import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/** A zod contract a form can hold: what she types in, what is sent out, both objects of fields. */
export type FormContract = $ZodType<FieldValues, FieldValues>;

/**
 * The one way a form checks what she typed (DESIGN.md "One way to do each thing"): react-hook-form
 * with the zod contract from core, the same rules the server applies. The form holds the
 * contract's input (strings as typed); its submit handler receives the contract's output.
 */
export function useContractForm<TContract extends FormContract>(
  contract: TContract,
  options: Omit<UseFormProps<input<TContract>, unknown, output<TContract>>, 'resolver'>,
): UseFormReturn<input<TContract>, unknown, output<TContract>> {
  const resolver = useMemo(() => zodResolver(contract), [contract]);
  return useForm<input<TContract>, unknown, output<TContract>>({ ...options, resolver });
}
