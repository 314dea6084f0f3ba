/**
 * What the statistics page shows, worked out from a Statistics response (SPEC.md §2 /statistics,
 * §3 "Statistics response", §9 chart data). Pure functions and constants: no React, no Chart.js,
 * so the page text can be tested on its own and the chart library stays in its lazy chunk.
 *
 * Every figure comes from `@core/content/statistics` or from the API answer; nothing here
 * invents a number or a source.
 */
import { assessmentConstants } from '@core/constants';
import { riskLevelName } from '@core/assessment-check';
import { riskLevelNames, riskLevels } from '@core/content/assessment-tiers';
import { locale } from '@core/content/locale';
import { chartData, statisticsTexts } from '@core/content/statistics';
import { formatMessage } from '@core/message-format';
import { economicCost, lifetimeCost } from '@core/research-figures';
import { defaultStatistics, statisticsSchema, type Statistics } from '@core/contracts/statistics';

const oneDecimal = new Intl.NumberFormat(locale.intl, { maximumFractionDigits: 1 });

/** 47.1 -> "47.1", 18 -> "18", 2.25 -> "2.3", 1234.5 -> "1,234.5". */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/**
 * The API answer as the page uses it. SPEC.md §3 "Defaults when the call gives nothing": each
 * part the answer lacks (or gives in the wrong shape) falls back to its default, so a failed or
 * partial answer still shows the research figures and never an error wall.
 */
export function toStatistics(body: unknown): Statistics {
  const answer: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const { shape } = statisticsSchema;
  const realWorldData = shape.realWorldData.safeParse(answer.realWorldData);
  const userAssessments = shape.userAssessments.safeParse(answer.userAssessments);
  const recoveryPrograms = shape.recoveryPrograms.safeParse(answer.recoveryPrograms);
  return {
    realWorldData: realWorldData.success ? realWorldData.data : defaultStatistics.realWorldData,
    userAssessments: userAssessments.success ? userAssessments.data : defaultStatistics.userAssessments,
    recoveryPrograms: recoveryPrograms.success ? recoveryPrograms.data : defaultStatistics.recoveryPrograms,
  };
}

export type StatCard = { id: string; value: string; label: string };

export const researchSourceNote = statisticsTexts.researchSourceNote;

/** The headline research figures, in SPEC.md §3's order. */
export function statCards(data: Statistics['realWorldData']): StatCard[] {
  const labels = statisticsTexts.cards;
  return [
    { id: 'ipv-lifetime', value: formatPercent(data.intimatePartnerViolenceLifetime), label: labels.ipvLifetime },
    { id: 'psychological-aggression', value: formatPercent(data.psychologicalAggressionLifetime), label: labels.psychologicalAggression },
    { id: 'physical-violence', value: formatPercent(data.physicalViolenceLifetime), label: labels.physicalViolence },
    { id: 'lifetime-cost', value: lifetimeCost(data.lifetimeCostPerWoman, locale), label: labels.lifetimeCost },
    { id: 'economic-cost', value: economicCost(data.totalEconomicCost, locale, statisticsTexts.trillionDollars), label: labels.economicCost },
    { id: 'mental-health', value: formatPercent(data.mentalHealthConditions), label: labels.mentalHealth },
    { id: 'recovery-time', value: formatMessage(statisticsTexts.months, { count: data.averageRecoveryTimeMonths }), label: labels.recoveryTime },
  ];
}

export type ChartKind = 'doughnut' | 'line' | 'bar';

export type ChartSpec = {
  id: string;
  kind: ChartKind;
  title: string;
  /** One or two plain sentences under the title, visible to everyone. */
  description: string;
  /** Heading of the label column in the table alternative. */
  labelHeading: string;
  /** Heading of the value column in the table alternative. */
  valueHeading: string;
  labels: readonly string[];
  values: readonly number[];
};

/** Doughnut of SPEC.md §9's violence types. */
export const violenceTypesChart: ChartSpec = {
  id: 'violence-types',
  kind: 'doughnut',
  ...statisticsTexts.charts.violenceTypes,
  values: chartData.violenceTypes,
};

/** Line of SPEC.md §9's recovery phases: an illustration, and said to be one. */
export const recoveryPhasesChart: ChartSpec = {
  id: 'recovery-phases',
  kind: 'line',
  ...statisticsTexts.charts.recoveryPhases,
  values: chartData.recoveryPhases,
};

/** Bar of SPEC.md §9's mental-health prevalence. */
export const mentalHealthChart: ChartSpec = {
  id: 'mental-health',
  kind: 'bar',
  ...statisticsTexts.charts.mentalHealth,
  values: chartData.mentalHealthPrevalence,
};

export const charts: readonly ChartSpec[] = [violenceTypesChart, recoveryPhasesChart, mentalHealthChart];

export const chartHeightPx = chartData.heightPx;

/** The canvas's accessible name: the title and every value, e.g. "…: Depression 45%, Anxiety 62%, …". */
export function chartSummary(spec: ChartSpec): string {
  const points = spec.labels.map((label, index) => `${label} ${formatPercent(spec.values[index] ?? 0)}`);
  return `${spec.title}. ${points.join(', ')}.`;
}

export type ProgramRate = { id: string; value: number; label: string };

export function programRates(data: Statistics['recoveryPrograms']): ProgramRate[] {
  return [
    { id: 'completion', value: data.completionRate, label: statisticsTexts.programRates.completion },
    { id: 'satisfaction', value: data.satisfactionRate, label: statisticsTexts.programRates.satisfaction },
    { id: 'recommendation', value: data.recommendationRate, label: statisticsTexts.programRates.recommendation },
  ];
}

/** A tier's row: its name as she reads it (riskLevelName), its count and share. */
export type TierRow = { label: string; count: number; percent: number };

export type AssessmentSummary = {
  total: number;
  averageScore: string;
  maxScore: number;
  rows: TierRow[];
};

/**
 * The community's assessment totals, or null when there are none yet (SPEC.md §2: the section
 * shows only when total assessments is above 0). Tiers come in their order from lowest to
 * critical, each known tier listed even at 0; any other label the server sends follows.
 */
export function assessmentSummary(data: Statistics['userAssessments']): AssessmentSummary | null {
  if (!(data.totalAssessments > 0)) return null;
  const distribution = data.riskLevelDistribution;
  const known: readonly string[] = riskLevels;
  const labels = [...known, ...Object.keys(distribution).filter((label) => !known.includes(label))];
  return {
    total: data.totalAssessments,
    averageScore: formatNumber(data.averageScore),
    maxScore: assessmentConstants.maxScore,
    rows: labels.map((label) => {
      const count = distribution[label] ?? 0;
      return { label: riskLevelName(riskLevelNames, label), count, percent: Math.round((count / data.totalAssessments) * 100) };
    }),
  };
}
