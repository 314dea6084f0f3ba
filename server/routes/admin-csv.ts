/**
 * CSV for the console's exports, safe to open in a spreadsheet: every cell is quoted, and a
 * cell whose text starts (after any spaces) with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula
 * (OWASP "CSV injection"). What people typed is ours to keep safe, even in the coach's Excel.
 */

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

const formulaStart = /^[\s]*[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.join('; ');
  else text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first, so spreadsheets read the file as UTF-8 (names with accents stay whole). */
export const CSV_BOM = '\uFEFF';
