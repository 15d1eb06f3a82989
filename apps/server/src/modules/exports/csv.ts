/**
 * CSV as RFC 4180 describes it: CRLF between records, a field in double quotes when it holds a
 * comma, a quote or a line break, and a quote inside doubled. A text cell that a spreadsheet would
 * read as a formula (it starts with =, +, -, @, a tab or a carriage return) gets a leading
 * apostrophe, so an exported name like `=HYPERLINK(…)` stays text when the file is opened (OWASP
 * "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it is written: numbers as they are, text guarded against formulas, then quoted if needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The whole file: a byte-order mark (so spreadsheet programs read the names as UTF-8), the header
 * row, then one record per row, each ended by CRLF.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
