import { Check } from 'lucide-react';
import { paidAccessLevels, type PaidAccessLevel } from '@core/contracts/upgrade';
import { accessPackages } from '@core/content/tools-catalog';
import { packageChoiceTexts } from '@core/content/upgrade-access';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { formatMessage } from '@core/message-format';

const storefrontUrls: Record<PaidAccessLevel, string> = {
  tools_bundle: siteConfig.external.storefrontToolsUrl,
  educator: siteConfig.external.storefrontEducatorUrl,
};

/**
 * The two packages as a group of real radio inputs styled as cards: arrow keys move between
 * them, and the whole card is the radio's label (its ::after covers the card). Each card also
 * has a link to buy the package in the storefront, in a new tab.
 */
export function PackageChoice({
  value,
  onChange,
  disabled,
}: {
  value: PaidAccessLevel | null;
  onChange: (level: PaidAccessLevel) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="min-w-0 space-y-4" disabled={disabled}>
      <legend className="mb-4 text-xl font-semibold leading-snug">{packageChoiceTexts.legend}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {paidAccessLevels.map((level) => {
          const pack = accessPackages[level];
          const inputId = `package-${level}`;
          return (
            <div
              key={level}
              className={cn(
                'relative flex min-w-0 flex-col gap-4 rounded-xl border-2 border-border bg-card p-5 shadow-sm transition-colors sm:p-6',
                'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary/40',
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              )}
              data-testid={`package-${level}`}
            >
              <div className="flex items-start gap-3">
                <input
                  id={inputId}
                  type="radio"
                  name="package"
                  value={level}
                  checked={value === level}
                  onChange={() => onChange(level)}
                  aria-describedby={`${inputId}-includes`}
                  className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary outline-none"
                />
                <label htmlFor={inputId} className="flex-1 cursor-pointer after:absolute after:inset-0 after:rounded-xl">
                  <span className="block text-lg font-semibold leading-snug">{pack.name}</span>{' '}
                  <span className="mt-1 block text-3xl font-semibold tracking-tight text-primary">{pack.price}</span>{' '}
                  <span className="mt-1 block text-muted-foreground">{pack.summary}</span>
                </label>
              </div>
              <ul id={`${inputId}-includes`} className="space-y-2" aria-label={formatMessage(packageChoiceTexts.includes, { name: pack.name })}>
                {pack.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <ExternalLink
                href={storefrontUrls[level]}
                className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'relative z-10 mt-auto self-start whitespace-normal text-start')}
              >
                {formatMessage(packageChoiceTexts.buy, { name: pack.name, price: pack.price })}
              </ExternalLink>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
