// The statistics' CSV export (docs/stats.md "CSV"): one serializer for every table. UTF-8 with a byte-order
// mark so spreadsheet programs read Cyrillic; text from the networks that begins with =, +, -, @, a tab or a carriage
// return is escaped with a leading apostrophe so no spreadsheet runs it as a formula (OWASP "CSV injection").

export type CsvCell = string | number | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text defused, quoted when it holds a quote, separator or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as a CSV file's text: the byte-order mark, the header row, then the rows, CRLF line ends (RFC 4180). */
export function csvOf(table: { columns: readonly string[]; rows: readonly (readonly CsvCell[])[] }): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
