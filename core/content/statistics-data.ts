/**
 * The research figures SPEC.md §3 gives, without words: the home and statistics pages show them
 * (core/content/statistics.ts and its twin re-export them), and GET /api/statistics answers them
 * for the parts it does not count itself (core/contracts/statistics.ts, which holds no words).
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
