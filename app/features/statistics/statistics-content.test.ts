import { describe, expect, it } from 'vitest';
import { riskLevels } from '@core/content/assessment-tiers';
import { locale as spanish } from '../../../locales/es/core/content/locale';
import { chartData } from '@core/content/statistics';
import { economicCost, lifetimeCost } from '@core/research-figures';
import { statisticsTexts as spanishTexts } from '../../../locales/es/core/content/statistics';
import { defaultStatistics } from '@core/contracts/statistics';
import {
  assessmentSummary,
  chartSummary,
  charts,
  formatPercent,
  mentalHealthChart,
  programRates,
  statCards,
  toStatistics,
} from './statistics-content';

describe('statCards', () => {
  it('shows the default research figures, the lifetime cost in thousands', () => {
    const values = statCards(defaultStatistics.realWorldData).map((card) => card.value);
    expect(values).toEqual(['41%', '47.1%', '22.3%', '$104K', '$3.6 trillion', '20%', '18 months']);
  });

  it('rounds the lifetime cost to the nearest thousand', () => {
    const cost = (dollars: number) =>
      statCards({ ...defaultStatistics.realWorldData, lifetimeCostPerWoman: dollars }).find((card) => card.id === 'lifetime-cost')?.value;
    expect(cost(103_499)).toBe('$103K');
    expect(cost(103_500)).toBe('$104K');
    expect(cost(99_999)).toBe('$100K');
  });
});

describe('large sums on the Spanish site', () => {
  it('are whole figures in es-US, never "$104K" or "billones"', () => {
    expect(lifetimeCost(103_767, spanish)).toBe('$103,767');
    expect(economicCost(3.6, spanish, spanishTexts.trillionDollars)).toBe('$3,600,000,000,000');
  });
});

describe('toStatistics', () => {
  it('keeps a valid answer', () => {
    const answer = {
      ...defaultStatistics,
      userAssessments: { totalAssessments: 3, averageScore: 52.5, riskLevelDistribution: { [riskLevels[1]]: 3 } },
    };
    expect(toStatistics(answer)).toEqual(answer);
  });

  it('falls back to the defaults when the call gives nothing usable', () => {
    expect(toStatistics(null)).toEqual(defaultStatistics);
    expect(toStatistics('oops')).toEqual(defaultStatistics);
    expect(toStatistics({})).toEqual(defaultStatistics);
  });

  it('falls back part by part', () => {
    const recoveryPrograms = { completionRate: 80, satisfactionRate: 90, recommendationRate: 91 };
    const result = toStatistics({ realWorldData: { intimatePartnerViolenceLifetime: 'x' }, recoveryPrograms });
    expect(result.realWorldData).toEqual(defaultStatistics.realWorldData);
    expect(result.userAssessments).toEqual(defaultStatistics.userAssessments);
    expect(result.recoveryPrograms).toEqual(recoveryPrograms);
  });
});

describe('assessmentSummary', () => {
  it('is null (no section) when there are no assessments', () => {
    expect(assessmentSummary(defaultStatistics.userAssessments)).toBeNull();
  });

  it('gives totals, the average out of 140 and every tier in order', () => {
    const summary = assessmentSummary({
      totalAssessments: 4,
      averageScore: 61.25,
      riskLevelDistribution: { [riskLevels[3]]: 1, [riskLevels[0]]: 2, [riskLevels[2]]: 1 },
    });
    expect(summary).toEqual({
      total: 4,
      averageScore: '61.3',
      maxScore: 140,
      rows: [
        { label: riskLevels[0], count: 2, percent: 50 },
        { label: riskLevels[1], count: 0, percent: 0 },
        { label: riskLevels[2], count: 1, percent: 25 },
        { label: riskLevels[3], count: 1, percent: 25 },
      ],
    });
  });

  it('lists a label it does not know after the known tiers', () => {
    const summary = assessmentSummary({ totalAssessments: 1, averageScore: 10, riskLevelDistribution: { Other: 1 } });
    expect(summary?.rows.map((row) => row.label)).toEqual([...riskLevels, 'Other']);
  });
});

describe('charts', () => {
  it('use SPEC.md §9 data, one label per value', () => {
    expect(charts.map((chart) => chart.values)).toEqual([chartData.violenceTypes, chartData.recoveryPhases, chartData.mentalHealthPrevalence]);
    for (const chart of charts) expect(chart.labels).toHaveLength(chart.values.length);
  });

  it('summarise every value for screen readers', () => {
    expect(chartSummary(mentalHealthChart)).toBe(
      'Mental-health effects among survivors. Depression 45%, Anxiety 62%, PTSD 58%, Low self-esteem 73%, Substance use 28%, Suicidal thoughts 35%.',
    );
  });
});

it('programRates gives the three rates', () => {
  expect(programRates(defaultStatistics.recoveryPrograms).map((rate) => formatPercent(rate.value))).toEqual(['85%', '94%', '96%']);
});
