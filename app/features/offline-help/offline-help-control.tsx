import { offlineHelpControl as text } from '@core/content/offline-help';
import { Button } from '~/components/ui/button';
import { OFFLINE_HELP_ID } from './offline-help-worker';

/**
 * "Keep crisis help on this phone" / "Remove it from this phone": static markup, no island. The
 * buttons stay hidden until offline-help-script.ts has checked that this browser can keep pages
 * and whether it already does; without JavaScript she reads why it cannot work here.
 */
export function OfflineHelpControl() {
  return (
    <section
      id={OFFLINE_HELP_ID}
      aria-labelledby={`${OFFLINE_HELP_ID}-title`}
      className="mx-auto mt-14 max-w-3xl rounded-2xl border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id={`${OFFLINE_HELP_ID}-title`} className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="mt-2">{text.explanation}</p>
      <p className="mt-2 text-muted-foreground">{text.caution}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* Its label wraps on a 320 px phone rather than push the page sideways. */}
        <Button data-offline-help="keep" className="max-w-full whitespace-normal text-center" hidden>
          {text.keep}
        </Button>
        <Button data-offline-help="remove" variant="outline" className="max-w-full whitespace-normal text-center" hidden>
          {text.remove}
        </Button>
      </div>
      <p data-offline-help="unsupported" className="mt-3" hidden>
        {text.unsupported}
      </p>
      <noscript>
        <p className="mt-3">
          {text.noScript} {text.unsupported}
        </p>
      </noscript>
      <p data-offline-help="status" role="status" className="mt-3 font-medium empty:hidden" />
    </section>
  );
}
