import { PagedTable, type TableColumn, TableScroll } from '@exchange/ui';
import { formatTime } from '@exchange/sdk';
import type { LogEntry } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { useLogPages, type LogType } from '../../hooks/useLogPages';
import type { CsvColumn } from '../../model/csv';
import { sideOf } from '../../model/records';
import { CsvButton } from './CsvButton';
import { CardHead } from './layout';

export interface LogListProps {
  type: LogType;
  currency?: number;
  /** The list's heading (an h3), also the table caption and the CSV button's label. */
  title: string;
  /** File name stem of the CSV export. */
  fileName: string;
}

/** Spec §2 record panel / contract log: value, side (available or frozen), info, time; load more; empty state; CSV export. */
export function LogList({ type, currency, title, fileName }: LogListProps) {
  const { t } = useTranslation('wallets');
  const log = useLogPages(type, currency);
  const info = (row: LogEntry) => t(`server:${row.info}`, { defaultValue: row.info });
  const side = (row: LogEntry) => t(`records.sideName.${sideOf(row)}`);

  const columns: TableColumn<LogEntry>[] = [
    {
      key: 'value',
      header: t('record.value'),
      numeric: true,
      render: (row) => `${row.value} ${row.currency_name}`,
    },
    { key: 'side', header: t('records.side'), render: side },
    { key: 'info', header: t('record.info'), render: info },
    { key: 'time', header: t('record.time'), render: (row) => formatTime(row.created_time, 'dateTime') },
  ];
  const csvColumns: CsvColumn<LogEntry>[] = [
    { header: t('assets.currency'), value: (row) => row.currency_name },
    { header: t('record.value'), value: (row) => row.value },
    { header: t('records.side'), value: side },
    { header: t('record.info'), value: info },
    { header: t('record.time'), value: (row) => formatTime(row.created_time, 'dateTime') },
  ];

  return (
    <div>
      <CardHead>
        <h3>{title}</h3>
        <CsvButton list={title} fileName={fileName} columns={csvColumns} rows={log.rows} />
      </CardHead>
      <TableScroll label={title}>
        <PagedTable
          caption={title}
          columns={columns}
          list={log}
          rowKey={(row) => row.id}
          narrowLayout="cards"
          emptyTitle={t('record.empty')}
        />
      </TableScroll>
    </div>
  );
}
