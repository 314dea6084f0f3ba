import { hotlines, type Hotline } from '@core/constants';
import { callLabel } from '@core/call-label';
import { uiTexts } from '@core/content/ui';

const defaultLines: Hotline[] = [
  hotlines.emergency,
  hotlines.domesticViolence,
  hotlines.domesticViolenceText,
  hotlines.domesticViolenceTty,
  hotlines.lifelineCall,
  hotlines.lifelineText,
  hotlines.lifelineSpanishText,
  hotlines.crisisTextLine,
  hotlines.teenDating,
  hotlines.loveisrespectText,
];

/** Crisis lines as tap-to-call and tap-to-text links; plain HTML, useful without JavaScript. */
export function HotlineList({ lines = defaultLines }: { lines?: Hotline[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {lines.map((line) => (
        <li key={line.id} className="rounded-xl border border-border bg-card p-4 text-card-foreground">
          <p className="font-medium">{line.name}</p>
          {line.detail ? <p className="text-sm text-muted-foreground">{line.detail}</p> : null}
          <a
            href={line.href}
            className="mt-2 inline-flex min-h-11 items-center text-lg font-semibold text-primary underline underline-offset-4"
          >
            {callLabel(line, uiTexts.callNumber)}
          </a>
        </li>
      ))}
    </ul>
  );
}
