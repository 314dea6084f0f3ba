/**
 * The home page's headline figures in the page's language (SPEC.md §3 defaults): words-free, the
 * numbers from core/content/statistics-data.ts through core/research-figures.ts, the months from the
 * statistics page's own message. Worked out when the page is built (no script on the page).
 */
import type { HeadlineStatisticId } from './content/home';
import { locale } from './content/locale';
import { researchFigures, statisticsTexts } from './content/statistics';
import { formatMessage } from './message-format';
import { lifetimeCost, percentFigure } from './research-figures';

/** The value a headline figure shows: "41%", "$104K" ("$103,767" in Spanish), "18 months". */
export function headlineValue(id: HeadlineStatisticId, language: { intl: string; largeSums: string } = locale, monthsMessage: string = statisticsTexts.months): string {
  const figures = researchFigures.realWorldData;
  switch (id) {
    case 'ipv-lifetime':
      return percentFigure(figures.intimatePartnerViolenceLifetime, language.intl);
    case 'psychological-aggression':
      return percentFigure(figures.psychologicalAggressionLifetime, language.intl);
    case 'lifetime-cost':
      return lifetimeCost(figures.lifetimeCostPerWoman, language);
    case 'recovery-time':
      return formatMessage(monthsMessage, { count: figures.averageRecoveryTimeMonths }, language.intl);
  }
}
