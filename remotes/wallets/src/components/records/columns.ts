import type { ReactNode } from 'react';
import type { RecordColumn } from './RecordTable';

/** One column of a record list: the same text in the table and in the CSV export unless `render` differs. */
export function column<Row>(
  key: string,
  header: string,
  text: (row: Row) => string,
  options: { numeric?: boolean; render?: (row: Row) => ReactNode } = {},
): RecordColumn<Row> {
  return {
    key,
    header,
    headerText: header,
    render: options.render ?? text,
    csv: text,
    numeric: options.numeric,
    align: options.numeric ? 'end' : 'start',
  };
}
