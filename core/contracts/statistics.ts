import * as z from 'zod/mini';
// Sets zod's jitless mode before this module builds a schema (see common.ts).
import './common';
import type { Statistics } from './statistics-figures';

export { chartData, defaultStatistics, lifetimeCostInThousands, type Statistics } from './statistics-figures';

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
/** The schema and the plain type of statistics-figures.ts describe the same thing. */
const sameShape: [z.infer<typeof statisticsSchema>, Statistics] extends [Statistics, z.infer<typeof statisticsSchema>] ? true : never = true;
void sameShape;


