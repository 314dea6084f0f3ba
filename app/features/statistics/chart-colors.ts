/**
 * Chart colours, from the palette in app/app.css (primary plum first). Each is at least 5:1
 * against the white card (WCAG 1.4.11 asks 3:1 for graphics), and doughnut segments are
 * parted by white borders so neighbours never rely on telling two colours apart; the values
 * are always written out as text too. Passed to the lazy Chart.js module, used by the HTML legend.
 */
export const chartColors = ['#6b2d5c', '#b04a72', '#2f6f73', '#8a5a14'];

export type ChartPalette = { series: readonly string[]; text: string; grid: string };

export const chartPalette: ChartPalette = {
  series: chartColors,
  /** --color-muted-foreground: 6.8:1 on the card. */
  text: '#6b5561',
  /** --color-border: faint grid lines (decoration only). */
  grid: '#e8d9dd',
};
