/**
 * The research figures SPEC.md §3 gives and the chart data of §9: what the home and statistics
 * pages show. GET /api/statistics answers these for the parts it does not count itself
 * (contracts/statistics.ts builds its default answer from them).
 */

export { researchFigures } from './statistics-data';

/** Chart data of SPEC.md §9, in the order given there. */
export const chartData = {
  violenceTypes: [47.1, 22.3, 21.3, 15.8],
  recoveryPhases: [10, 25, 45, 65, 80, 95],
  mentalHealthPrevalence: [45, 62, 58, 73, 28, 35],
  heightPx: 300,
} as const;

/**
 * The words of the statistics page (SPEC.md §2 /statistics): app/pages/statistics.astro and
 * app/features/statistics place them around the figures above, which are the same in every language.
 */
export const statisticsTexts = {
  eyebrow: 'Statistics',
  title: 'The Numbers Behind Our Work',
  intro: 'What research tells us about intimate partner violence and recovery, and what our own community’s assessments show.',
  researchHeading: 'What the research shows',
  chartsHeading: 'A closer look',
  programsHeading: 'Program success',
  programsIntro: 'Of the women who join our recovery programs:',
  loading: 'Loading statistics...',
  researchSourceNote: 'Research figures on intimate partner violence in the United States.',
  cards: {
    ipvLifetime: 'of women experience intimate partner violence in their lifetime',
    psychologicalAggression: 'of women experience psychological aggression from a partner',
    physicalViolence: 'of women experience physical violence from a partner',
    lifetimeCost: 'lifetime cost per woman',
    economicCost: 'total economic cost',
    mentalHealth: 'mental-health conditions',
    recoveryTime: 'average recovery time',
  },
  /** "$3.6 trillion", where the language shows large sums short (core/research-figures.ts). */
  trillionDollars: '${amount} trillion',
  months: '{count, plural, one {# month} other {# months}}',
  charts: {
    violenceTypes: {
      title: 'Types of violence women experience',
      description:
        'The share of women who have experienced each kind of violence from a partner in their lifetime. Many women experience more than one kind, so the figures add up to more than 100%.',
      labelHeading: 'Type of violence',
      valueHeading: 'Women (%)',
      labels: ['Psychological aggression', 'Physical violence', 'Sexual violence', 'Stalking'],
    },
    recoveryPhases: {
      title: 'Typical recovery progress (illustrative)',
      description:
        'An illustration of how healing often builds, phase by phase. It is not measured data: every woman’s path is different, and setbacks are a normal part of it.',
      labelHeading: 'Phase',
      valueHeading: 'Progress (%)',
      labels: ['Phase 1', 'Phase 2', 'Phase 3', 'Phase 4', 'Phase 5', 'Phase 6'],
    },
    mentalHealth: {
      title: 'Mental-health effects among survivors',
      description: 'The share of survivors who live with each of these effects. None of them is a personal failing.',
      labelHeading: 'Effect',
      valueHeading: 'Survivors (%)',
      labels: ['Depression', 'Anxiety', 'PTSD', 'Low self-esteem', 'Substance use', 'Suicidal thoughts'],
    },
  },
  showTable: 'Show the figures as a table',
  chartKey: '{title}: key',
  programRates: {
    completion: 'complete the program',
    satisfaction: 'are satisfied with it',
    recommendation: 'would recommend it to a friend',
  },
  heavyNumbers: {
    heading: 'If these numbers feel heavy',
    beforeCall: 'Take a break whenever you need to. If you are thinking about suicide, you can ',
    call: 'call 988',
    between: ' or ',
    text: 'text 988',
    beforeHotline: ' at any time. The National Domestic Violence Hotline is open day and night: ',
    end: '.',
  },
  community: {
    heading: 'What our community’s assessments show',
    note: 'Totals only: no one’s answers or details are shown here.',
    completed: '{total, plural, one {Self-assessment completed} other {Self-assessments completed}}',
    averageScore: 'Average score',
    outOf: 'out of {max}',
    caption: 'Results by tier',
    result: 'Result',
    number: 'Number',
    share: 'Share',
  },
  takeAssessment: {
    heading: 'Where are you right now?',
    text: 'The free, private self-assessment takes {minutes} minutes and can help you see your own patterns more clearly.',
    linkLabel: 'Take the assessment',
  },
} as const;
