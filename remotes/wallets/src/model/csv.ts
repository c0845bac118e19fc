/**
 * CSV export of record lists (beyond the spec: traders ask for it at tax time). Pure: rows in,
 * RFC 4180 text out. Every cell is text: decimal strings are written exactly as the server sent
 * them ("0.10000000" stays "0.10000000"), never re-read as numbers.
 */

export interface CsvColumn<Row> {
  /** The header cell (already translated). */
  header: string;
  /** The cell's text for one row. */
  value: (row: Row) => string;
}

/** A cell starting like a formula (=, +, @, tab, CR, or - not followed by a number) is prefixed with '. */
const formulaStart = /^(?:[=+@\t\r]|-(?!\d|\.\d))/;
const needsQuotes = /[",\r\n]/;

/** One cell: quoted when it holds a comma, a quote or a line break (quotes doubled); formulas defused. */
export function csvCell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a header line, then one line per row, lines ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    line(columns.map((column) => column.header)) +
    rows.map((row) => line(columns.map((column) => column.value(row)))).join('')
  );
}

/** `name-YYYYMMDD-HHmm.csv` from the given moment (UTC), with the name kept to safe characters. */
export function csvFileName(name: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
  const safe = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'records';
  return `${safe}-${stamp}.csv`;
}
