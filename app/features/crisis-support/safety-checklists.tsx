import { LockKeyhole } from 'lucide-react';
import { checklistGroups, checklistIntro, checklistPrivacy, crisisPageTexts as texts } from '@core/content/crisis-support';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';

/**
 * The safety-plan checklists: plain HTML checkboxes in one form, so they tick on a page that has
 * no JavaScript yet (or ever), and "Clear all ticks" is the form's native reset. Nothing holds the
 * ticks but the page itself: no React state to persist, no storage, no request; the form's
 * autocomplete is off, which its checkboxes follow, so the browser does not bring them back after
 * a reload (HTML allows `autocomplete` on a checkbox only as a form's, so it is set there once).
 */
export function SafetyChecklists() {
  return (
    <section aria-labelledby="safety-plan" className="mx-auto mt-14 max-w-3xl">
      <h2 id="safety-plan" className="text-2xl font-semibold">
        {texts.checklistsTitle}
      </h2>
      <p className="mt-2">{checklistIntro}</p>
      <p className="mt-4 flex gap-2 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <LockKeyhole aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>{checklistPrivacy}</span>
      </p>
      <form autoComplete="off" aria-label={texts.checklistsTitle} className="mt-6 space-y-6">
        {checklistGroups.map((group) => (
          <fieldset key={group.id} className="rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5">
            <legend className="float-start w-full text-lg font-semibold">{group.title}</legend>
            {group.intro ? <p className="clear-start pt-1 text-sm text-muted-foreground">{group.intro}</p> : null}
            <ul className="clear-start mt-1">
              {group.items.map((item, index) => (
                <li key={item}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
                    <Checkbox name={`${group.id}-${index + 1}`} className="mt-0.5" />
                    <span>{item}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <Button type="reset" variant="outline">
          {texts.clearTicks}
        </Button>
      </form>
    </section>
  );
}
