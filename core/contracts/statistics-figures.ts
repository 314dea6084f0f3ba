/**
 * The statistics' shape, SPEC.md's research figures and chart data, without zod: the home page
 * shows these figures and should not download a validation library to do it. The schema that
 * checks GET /api/statistics is in statistics.ts, which re-exports all of this.
 */

/** GET /api/statistics (SPEC.md §3 "Statistics response"). */
export type Statistics = {
  realWorldData: {
    intimatePartnerViolenceLifetime: number;
    psychologicalAggressionLifetime: number;
    physicalViolenceLifetime: number;
    lifetimeCostPerWoman: number;
    /** In trillions of dollars. */
    totalEconomicCost: number;
    mentalHealthConditions: number;
    averageRecoveryTimeMonths: number;
  };
  userAssessments: {
    totalAssessments: number;
    averageScore: number;
    /** Risk tier label to the number of assessments with that result. */
    riskLevelDistribution: Record<string, number>;
  };
  recoveryPrograms: {
    completionRate: number;
    satisfactionRate: number;
    recommendationRate: number;
  };
};

/** The research figures SPEC.md §3 gives; also what the page shows when the call gives nothing. */
export const defaultStatistics: Statistics = {
  realWorldData: {
    intimatePartnerViolenceLifetime: 41,
    psychologicalAggressionLifetime: 47.1,
    physicalViolenceLifetime: 22.3,
    lifetimeCostPerWoman: 103767,
    totalEconomicCost: 3.6,
    mentalHealthConditions: 20,
    averageRecoveryTimeMonths: 18,
  },
  userAssessments: { totalAssessments: 0, averageScore: 0, riskLevelDistribution: {} },
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
