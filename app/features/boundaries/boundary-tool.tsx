import { BoundaryGenerator } from './boundary-generator';
import { SavedScripts } from './saved-scripts';

/** The boundary tool behind the gate: the generator, then her saved scripts (both in her vault). */
export function BoundaryTool() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
      <BoundaryGenerator />
      <SavedScripts />
    </div>
  );
}
