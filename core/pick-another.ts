/**
 * A random line of a list (the home page's affirmations), never `current` when there is another,
 * so pressing "New affirmation" always shows something new. Words-free: the lines come from the
 * page's text module. `random` returns a number in [0, 1).
 */
export function pickAnother(lines: readonly string[], current?: string, random: () => number = Math.random): string {
  const pool = lines.filter((line) => line !== current);
  const choices = pool.length > 0 ? pool : lines;
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index] ?? lines[0] ?? '';
}
