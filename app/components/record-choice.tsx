import { type Ref, useEffect, useId, useRef } from 'react';
import { Checkbox } from '~/components/ui/checkbox';

/** One thing she may choose: its id, a first line (a date, a name) and, if any, a second (the start of what she wrote). */
export type RecordChoiceItem = { id: string; title: string; detail?: string };

export type RecordChoiceProps = {
  legend: string;
  hint: string;
  items: readonly RecordChoiceItem[];
  /** The ids she chose. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The problem to show under the boxes (e.g. none chosen), already in words. */
  error?: string;
  /** The first box (a form's "choose at least one" puts the focus there). */
  firstRef?: Ref<HTMLInputElement>;
};

/**
 * Choosing records for a record pack or a share link (one component for both): every one is
 * ticked at first, and one saved or loaded meanwhile is ticked too; she unticks what she leaves
 * out. A record deleted meanwhile leaves the choice. Controlled: `chosen` is the form's value.
 */
export function RecordChoice({ legend, hint, items, chosen, onChange, error, firstRef }: RecordChoiceProps) {
  const ids = useId();
  // The ids already offered: one not offered before joins the choice ticked.
  const offered = useRef<Set<string>>(new Set());
  const latest = useRef({ chosen, onChange });
  latest.current = { chosen, onChange };

  // An effect, not a layout effect: react-hook-form's Controller takes its field's value in its
  // own effect, after a layout effect of ours, and would put the default back over the choice.
  useEffect(() => {
    const present = new Set(items.map((item) => item.id));
    const fresh = items.filter((item) => !offered.current.has(item.id)).map((item) => item.id);
    offered.current = present;
    const { chosen: current, onChange: change } = latest.current;
    const kept = current.filter((id) => present.has(id));
    if (fresh.length === 0 && kept.length === current.length) return;
    change([...new Set([...kept, ...fresh])]);
  }, [items]);

  const toggle = (id: string, ticked: boolean) => onChange(ticked ? [...new Set([...chosen, id])] : chosen.filter((other) => other !== id));

  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {items.map((item, index) => (
        <label key={item.id} className="flex min-h-11 items-start gap-3 py-1 text-sm">
          <Checkbox
            ref={index === 0 ? firstRef : undefined}
            className="mt-0.5"
            checked={chosen.includes(item.id)}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
          <span className="min-w-0">
            <span className="font-medium">{item.title}</span>
            {item.detail ? <span className="block break-words text-muted-foreground">{item.detail}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${ids}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The start of what she wrote, for a choice's second line. */
export function choiceDetail(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
