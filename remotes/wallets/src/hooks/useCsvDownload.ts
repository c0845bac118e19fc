import { useCallback } from 'react';
import { csvFileName, toCsv, type CsvColumn } from '../model/csv';

/**
 * Saves a record list as a CSV file in the browser. A UTF-8 byte-order mark leads the file so
 * spreadsheet programs read Arabic, Chinese... names right.
 */
export function useCsvDownload() {
  return useCallback(<Row>(name: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]) => {
    const blob = new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(name, new Date());
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, []);
}
