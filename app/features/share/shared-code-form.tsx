/**
 * The spoken code's form on the advocate's page (docs/decisions/0034), on the site's one form hook
 * (useContractForm). Its own part, fetched only when a link has a code: a link without one never
 * shows it, and so never loads react-hook-form and the form's messages (issue 28's JS budget,
 * docs/benchmarks.md).
 */
import { useId } from 'react';
import { sharedPageTexts as texts } from '@core/content/share';
import { shareFieldMessages } from '@core/content/validation';
import { type ShareCodeForm, shareCodeFormSchema } from '@core/contracts/share';
import { normalizeShareCode } from '@core/share/share-code';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useContractForm } from '~/lib/use-contract-form';

/** The words of the code form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { shareFieldMessages };

/** Asks for the six digits; `onCode` receives them without spaces once the contract accepts them. */
export function SharedCodeForm({ opening, onCode }: { opening: boolean; onCode: (code: string) => void }) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(shareCodeFormSchema, formMessages, { defaultValues: { code: '' }, shouldFocusError: true });
  const onValid = ({ code }: ShareCodeForm) => {
    // The contract accepted it, so it has its six digits.
    const digits = normalizeShareCode(code);
    if (digits !== undefined) onCode(digits);
  };
  const error = errors.code?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-3" aria-busy={opening || undefined}>
      <Label htmlFor={`${ids}-code`}>{texts.codeLabel}</Label>
      <p id={`${ids}-code-hint`} className="text-sm text-muted-foreground">
        {texts.codeHint}
      </p>
      <Input
        id={`${ids}-code`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-code-hint ${ids}-code-error` : `${ids}-code-hint`}
        {...register('code')}
      />
      {error ? (
        <p id={`${ids}-code-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-stretch sm:self-start" disabled={opening}>
        {opening ? texts.opening : texts.open}
      </Button>
    </form>
  );
}
