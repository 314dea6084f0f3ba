import { uiTexts } from '@core/content/ui';

/**
 * A tap-to-call link whose number never breaks across lines ("Call 1-800-" / "799-7233"): the
 * words around it may wrap on a narrow phone, the number stays whole.
 */
export function CallLink({ href, number, className }: { href: string; number: string; className?: string }) {
  const label = uiTexts.callNumber(number);
  const at = label.indexOf(number);
  return (
    <a href={href} className={className}>
      {at === -1 ? (
        label
      ) : (
        <>
          {label.slice(0, at)}
          <span className="whitespace-nowrap">{number}</span>
          {label.slice(at + number.length)}
        </>
      )}
    </a>
  );
}
