/**
 * The ten lines of the home page's daily affirmation generator (SPEC.md §2 home, §9).
 * Short, first person, readable at a glance on a phone.
 */
export const homeAffirmations: readonly string[] = [
  'I did not imagine it. What I felt was real.',
  'I am allowed to rest. Healing is not a race.',
  'My needs matter, and so do my feelings.',
  'I trust what I see, hear, and know.',
  'I am not too much, and I am not too sensitive.',
  'I can say no without saying sorry.',
  'I deserve to feel safe, in my home and in my body.',
  'I am stronger than what I have been through.',
  'Every small step I take is a step back to myself.',
  'I am moving from survival to sovereignty, one day at a time.',
];

/**
 * A random line from homeAffirmations. Pass the line on screen as `current` to get a different
 * one, so pressing the button always shows something new. `random` returns a number in [0, 1).
 */
export function pickHomeAffirmation(current?: string, random: () => number = Math.random): string {
  const pool = homeAffirmations.filter((line) => line !== current);
  const choices = pool.length > 0 ? pool : homeAffirmations;
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index] ?? homeAffirmations[0] ?? '';
}
