import type { ComponentProps } from 'react';
import { PASSPHRASE_MAX_LENGTH } from '@core/contracts/tools';
import { Input } from '~/components/ui/input';

/**
 * A passphrase field as every vault form draws it: hidden, never capitalised, corrected or
 * spell-checked (nothing she types is offered to a dictionary), and no longer than the contract
 * allows. `autoComplete` says which passphrase it is (current or new); other props go on the input.
 */
export function PassphraseInput({ autoComplete = 'current-password', ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      type="password"
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={PASSPHRASE_MAX_LENGTH}
      {...props}
    />
  );
}
