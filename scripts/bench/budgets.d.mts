// Types for budgets.mjs, for its test (the project's TypeScript does not read JS).
export declare const BUDGETS: {
  lighthouse: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  homeJsKb: number;
  statisticsMinRatio: number;
  statisticsTolerance: number;
  rssUnderLoadMb: number;
  startMs: number;
  soakGrowth: number;
};
export type BudgetRow = { budget: string; figure: string; met: boolean | null };
// The results object scripts/bench.mjs collects; each section is absent when it was not run.
export declare function evaluateBudgets(results: Record<string, unknown>, budgets?: typeof BUDGETS): BudgetRow[];
