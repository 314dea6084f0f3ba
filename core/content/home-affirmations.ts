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

