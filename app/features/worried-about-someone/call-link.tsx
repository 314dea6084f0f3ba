import { hotlines } from '@core/constants';
import { uiTexts } from '@core/content/ui';
import { formatMessage } from '@core/message-format';

/**
 * A tap-to-call link whose number never breaks across lines ("Call 1-800-" / "799-7233"): the
 * words around it may wrap on a narrow phone, the number stays whole.
 */
export function CallLink({ href, number, className }: { href: string; number: string; className?: string }) {
  const label = formatMessage(uiTexts.callNumber, { number });
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

/**
 * The domestic violence hotline's two ways in, call and text, side by side (wrapping on a narrow
 * phone): `spacing` is the line's margin above, `linkClassName` each link's look.
 */
export function HotlineCallAndText({ spacing, linkClassName }: { spacing: string; linkClassName: string }) {
  return (
    <p className={`${spacing} flex flex-wrap gap-x-6 gap-y-1`}>
      <CallLink href={hotlines.domesticViolence.href} number={hotlines.domesticViolence.display} className={linkClassName} />
      <a href={hotlines.domesticViolenceText.href} className={linkClassName}>
        {hotlines.domesticViolenceText.display}
      </a>
    </p>
  );
}
