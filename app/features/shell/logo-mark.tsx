import { cn } from '~/lib/utils';

/** The brand mark: a heart held in a circle. Decorative; the product name beside it names the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <circle cx="20" cy="20" r="19" className="fill-primary" />
      <circle cx="20" cy="20" r="15.5" fill="none" className="stroke-accent" strokeWidth="1.2" opacity="0.7" />
      <path
        d="M20 29.5c-.4 0-.8-.15-1.1-.42C14.3 25 11 22.1 11 17.9 11 15 13.2 12.8 16 12.8c1.6 0 3.1.8 4 2.1.9-1.3 2.4-2.1 4-2.1 2.8 0 5 2.2 5 5.1 0 4.2-3.3 7.1-7.9 11.18-.3.27-.7.42-1.1.42Z"
        className="fill-accent"
      />
    </svg>
  );
}
