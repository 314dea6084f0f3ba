/**
 * Numbers and dates in US English without `Intl`. The first use of `Intl` (or of
 * `toLocaleString`) in a page loads ICU's data: 35-110 ms of main thread on this machine, four
 * times that on a slow phone, and most of the community and statistics pages' Total Blocking
 * Time (docs/decisions/0013). These give the same text as `Intl` for what the pages show; the
 * tests compare them with `Intl` over many values.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '1e+21' -> '1000000000000000000000', '1.5e-7' -> '0.00000015'; plain decimals unchanged. */
function plainDecimal(text: string): string {
  const [mantissa = '', exponentText] = text.split('e');
  if (exponentText === undefined) return mantissa;
  const exponent = Number(exponentText);
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * `value` with thousands separators and at most `maximumFractionDigits` decimals, rounded half
 * away from zero on its shortest decimal form, trailing zeros dropped, as
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits })` writes it:
 * 1234567.89 -> '1,234,567.9', 1.45 -> '1.5', 18 -> '18'.
 */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole = '0', fraction = ''] = plainDecimal(String(Math.abs(value))).split('.');
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = (fraction[maximumFractionDigits] ?? '0') >= '5';
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundsUp) {
      const digits = whole + fraction;
      const raised = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
      whole = raised.slice(0, raised.length - fraction.length);
      fraction = raised.slice(raised.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The UTC calendar date of `time` as 'January 5, 2026' (Intl's en-US `dateStyle: 'long'`). */
export function formatLongDateUtc(time: number | Date): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
