import { BoundaryGenerator } from './boundary-generator';
import { SavedScripts } from './saved-scripts';

export type BoundaryToolProps = {
  email: string;
  /** Called when the server says the session has ended (401). */
  onSessionEnded: () => void;
};

/** The boundary tool behind the gate: the generator, then her saved scripts. */
export function BoundaryTool({ email, onSessionEnded }: BoundaryToolProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
      <BoundaryGenerator email={email} onSessionEnded={onSessionEnded} />
      <SavedScripts email={email} onSessionEnded={onSessionEnded} />
    </div>
  );
}
