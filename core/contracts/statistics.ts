import * as z from 'zod/mini';
import { researchFigures } from '../content/statistics-data';
// Sets zod's jitless mode before this module builds a schema (see common.ts).
import './common';

/** GET /api/statistics (SPEC.md §3 "Statistics response"). */
export const statisticsSchema = z.object({
  realWorldData: z.object({
    intimatePartnerViolenceLifetime: z.number(),
    psychologicalAggressionLifetime: z.number(),
    physicalViolenceLifetime: z.number(),
    lifetimeCostPerWoman: z.number(),
    /** In trillions of dollars. */
    totalEconomicCost: z.number(),
    mentalHealthConditions: z.number(),
    averageRecoveryTimeMonths: z.number(),
  }),
  userAssessments: z.object({
    totalAssessments: z.number().check(z.int()),
    averageScore: z.number(),
    /** Risk tier label to the number of assessments with that result. */
    riskLevelDistribution: z.record(z.string(), z.number().check(z.int())),
  }),
  recoveryPrograms: z.object({
    completionRate: z.number(),
    satisfactionRate: z.number(),
    recommendationRate: z.number(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** The research figures of SPEC.md §3 and no assessments yet; also what the page shows when the call gives nothing. */
export const defaultStatistics: Statistics = {
  realWorldData: researchFigures.realWorldData,
  userAssessments: { totalAssessments: 0, averageScore: 0, riskLevelDistribution: {} },
  recoveryPrograms: researchFigures.recoveryPrograms,
};
