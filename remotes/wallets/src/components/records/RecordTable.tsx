import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Table, type TableColumn } from '@exchange/ui';
import type { CsvColumn } from '../../model/csv';
import { useCsvDownload } from '../../hooks/useCsvDownload';
import { Scroll } from './PageFrame';

export interface RecordColumn<Row> extends TableColumn<Row> {
  /** The header text and cell text of the CSV export. */
  csv: CsvColumn<Row>['value'];
  headerText: string;
}

export interface RecordTableProps<Row> {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading: boolean;
  /** Undefined: the list is complete at once (no "load more" row). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The CSV file's name, without the date (e.g. "transfers"). */
  csvName: string;
  emptyText?: string;
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A record list of the wallets: a table with its loading and empty states, "load more" until the
 * last page then "no more", and a CSV export of the rows loaded.
 */
export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const { t } = useTranslation('wallets');
  const download = useCsvDownload();
  const { rows, loading, hasMore, onLoadMore } = props;
  const csvColumns = props.columns.map((column) => ({ header: column.headerText, value: column.csv }));
  return (
    <div>
      <Bar>
        <Button
          variant="ghost"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => download(props.csvName, csvColumns, rows)}
        >
          {t('records.exportCsv')}
        </Button>
      </Bar>
      {/* A region the keyboard can scroll when the table is wider than the screen (axe scrollable-region-focusable). */}
      <Scroll tabIndex={0} role="region" aria-label={props.caption}>
        <Table
          caption={props.caption}
          columns={props.columns}
          rows={rows}
          rowKey={props.rowKey}
          loading={loading && rows.length === 0}
          empty={<EmptyState title={props.emptyText ?? t('records.empty')} />}
        />
      </Scroll>
      {rows.length > 0 && hasMore !== undefined && (
        <Foot>
          {hasMore ? (
            <Button variant="ghost" loading={loading} onClick={onLoadMore}>
              {t('records.loadMore')}
            </Button>
          ) : (
            <span>{t('records.noMore')}</span>
          )}
        </Foot>
      )}
    </div>
  );
}
