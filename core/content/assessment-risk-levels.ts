/**
 * The four risk levels of the self-assessment (SPEC.md §4), apart from the tiers' words. A risk
 * level is a recorded value: a submission, the database and the coach's console hold it as it is
 * here, in every language (docs/decisions/0024). The tiers in English (assessment-tiers.ts) and
 * in Spanish (locales/es/core/content/assessment-tiers.ts) both take it from here, so the Spanish page's scripts never
 * carry the English tiers' sentences to learn it.
 */
export const riskLevels = [
  'Low Risk - Healthy Patterns',
  'Moderate Concern - Early S.A.V.E.™ Patterns',
  'High Risk - Significant S.A.V.E.™ Syndrome',
  'Critical - Immediate Support Needed',
] as const;
export type RiskLevel = (typeof riskLevels)[number];
