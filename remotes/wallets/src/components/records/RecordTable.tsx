import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PagedTable, type PagedRows, type TableColumn, TableScroll } from '@exchange/ui';
import type { CsvColumn } from '../../model/csv';
import { CsvButton } from '../assets/CsvButton';

export interface RecordColumn<Row> extends TableColumn<Row> {
  /** The header text and cell text of the CSV export. */
  csv: CsvColumn<Row>['value'];
  headerText: string;
}

export interface RecordTableProps<Row> {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  /** The sdk's `usePagedList` result, or a whole list (`wholeList`). */
  list: PagedRows<Row>;
  rowKey: (row: Row) => string | number;
  /** The CSV file's name, without the date (e.g. "transfers"). */
  csvName: string;
  emptyText?: string;
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A list that arrives whole (one call, or fixed rows) in the shape `PagedTable` reads: never "load more". */
export function wholeList<Row>(
  rows: readonly Row[],
  state: {
    loading?: boolean;
    failed?: boolean;
    failure?: PagedRows<Row>['failure'];
    reload?: () => void;
  } = {},
): PagedRows<Row> {
  const loading = state.loading ?? false;
  return {
    rows,
    loading,
    loaded: !loading,
    failed: state.failed ?? false,
    failure: state.failure ?? null,
    hasMore: false,
    loadMore: () => undefined,
    reload: state.reload ?? (() => undefined),
  };
}

/**
 * A record list of the wallets: the shared paged table (loading, empty, failure with retry, load
 * more, no more) with a CSV export of the rows loaded.
 */
export function RecordTable<Row>({
  caption,
  columns,
  list,
  rowKey,
  csvName,
  emptyText,
}: RecordTableProps<Row>) {
  const { t } = useTranslation('wallets');
  const csvColumns = columns.map((column) => ({ header: column.headerText, value: column.csv }));
  return (
    <div>
      <Bar>
        <CsvButton list={caption} fileName={csvName} columns={csvColumns} rows={list.rows} />
      </Bar>
      {/* A region the keyboard can scroll when the table is wider than the screen (axe scrollable-region-focusable). */}
      <TableScroll label={caption}>
        <PagedTable
          caption={caption}
          columns={columns}
          list={list}
          rowKey={rowKey}
          narrowLayout="cards"
          emptyTitle={emptyText ?? t('records.empty')}
        />
      </TableScroll>
    </div>
  );
}
