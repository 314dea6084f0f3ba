/**
 * The research figures SPEC.md §3 gives and the chart data of §9: what the home and statistics
 * pages show. GET /api/statistics answers these for the parts it does not count itself
 * (contracts/statistics.ts builds its default answer from them).
 */

export const researchFigures = {
  realWorldData: {
    intimatePartnerViolenceLifetime: 41,
    psychologicalAggressionLifetime: 47.1,
    physicalViolenceLifetime: 22.3,
    lifetimeCostPerWoman: 103767,
    /** In trillions of dollars. */
    totalEconomicCost: 3.6,
    mentalHealthConditions: 20,
    averageRecoveryTimeMonths: 18,
  },
  recoveryPrograms: { completionRate: 85, satisfactionRate: 94, recommendationRate: 96 },
};

/** Chart data of SPEC.md §9, in the order given there. */
export const chartData = {
  violenceTypes: [47.1, 22.3, 21.3, 15.8],
  recoveryPhases: [10, 25, 45, 65, 80, 95],
  mentalHealthPrevalence: [45, 62, 58, 73, 28, 35],
  heightPx: 300,
} as const;

/** SPEC.md §2: lifetime cost is shown in thousands, rounded (103767 -> "$104K"). */
export function lifetimeCostInThousands(dollars: number): string {
  return `$${Math.round(dollars / 1000)}K`;
}
