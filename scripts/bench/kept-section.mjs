// docs/benchmarks.md is rewritten by every full `npm run bench`; what was measured by hand (a
// partial run on a busy machine, a comparison of settings, the figures a decision rests on) goes
// under KEPT_HEADING at the end of the file, and a full run carries that part over unchanged.

export const KEPT_HEADING = '## Measured by hand (kept by `npm run bench`)';

/** The part of a previous docs/benchmarks.md from KEPT_HEADING to its end, or '' when it has none. */
export function keptSection(previous) {
  const start = previous.split('\n').findIndex((line) => line.trim() === KEPT_HEADING);
  return start === -1 ? '' : previous.split('\n').slice(start).join('\n');
}

/** A new report followed by the previous file's kept section (one blank line between). */
export function withKeptSection(report, previous) {
  const kept = keptSection(previous);
  return kept ? `${report.replace(/\n*$/, '\n')}\n${kept.replace(/\n*$/, '\n')}` : report;
}
