// Types for budgets.mjs, for its test (the project's TypeScript does not read JS).
export type Budgets = {
  lighthouse: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lighthouseRuns: number;
  tbtMs: number;
  js: { noFormKb: number; noFormPages: string[]; homeKb: number; anyPageKb: number };
  statisticsMinRatio: number;
  statisticsTolerance: number;
  rssUnderLoadMb: number;
  startMs: number;
  soakGrowth: number;
  vaultUnlockMs: number;
  journalThousandMs: number;
  shareOpenMs: number;
  photoUploadMs: number;
  photoJournalMs: number;
  photoPackMs: number;
  photoUploadsRssMb: number;
};
export type BudgetRow = { budget: string; figure: string; met: boolean | null };
export declare const NO_FORM_PAGES: string[];
export declare const EMBEDDED: 'embedded PostgreSQL';
export declare function budgetsFor(site: { memorialPath: string }): Budgets;
/** A page's path without its language's prefix: /es/tools → /tools. */
export declare function pagePath(path: string): string;
export declare function jsBudgetKb(path: string, budgets: Budgets): number;
// The results object scripts/bench.mjs collects; each section is absent when it was not run.
export declare function evaluateBudgets(results: Record<string, unknown>, budgets: Budgets): BudgetRow[];
