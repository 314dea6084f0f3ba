/**
 * The research figures as a page shows them (SPEC.md §2, §3), words-free (docs/decisions/0036):
 * numbers through Intl in the page's language, and a large sum as that language shows large sums
 * (core/languages.ts `largeSums`): 'short' as SPEC.md gives it ("$104K", "$3.6 trillion"), 'full'
 * as the whole figure ("$103,767"), where a short form misleads. The words around a figure ("{amount}
 * trillion", "{count} months") are the caller's text module's ICU messages.
 */
import { formatMessage } from './message-format';

/** What of a language's line a figure needs. */
export type FigureLanguage = { readonly intl: string; readonly largeSums: string };

/** A whole sum of US dollars in a language's number format (103767, 'es-US' -> "$103,767"). */
export function wholeDollars(dollars: number, intl: string): string {
  return new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
}

/** The lifetime cost as the language shows large sums: in thousands, rounded ("$104K"), or in full. */
export function lifetimeCost(dollars: number, language: FigureLanguage): string {
  if (language.largeSums === 'full') return wholeDollars(dollars, language.intl);
  return new Intl.NumberFormat(language.intl, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 }).format(
    Math.round(dollars / 1000) * 1000,
  );
}

/**
 * The total economic cost, given in trillions of dollars: in full, or as `trillionMessage` (an ICU
 * message with `{amount}`, e.g. "${amount} trillion") with the amount to one decimal.
 */
export function economicCost(trillions: number, language: FigureLanguage, trillionMessage: string): string {
  if (language.largeSums === 'full') return wholeDollars(trillions * 1e12, language.intl);
  return formatMessage(trillionMessage, { amount: Math.round(trillions * 10) / 10 }, language.intl);
}

/** A share as the research gives it, to one decimal, in the language (47.1 -> "47.1%"). */
export function percentFigure(value: number, intl: string): string {
  return `${new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(value)}%`;
}
