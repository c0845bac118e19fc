import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hzHistory, type TransferRecord } from '@exchange/protocol';
import { format, formatTime, usePagedList } from '@exchange/sdk';
import { column } from './columns';
import { RecordTable } from './RecordTable';

/** Spec §9: the transfer history asks for 30 at a time. */
export const TRANSFER_HISTORY_LIMIT = 30;

/** The user's transfers between accounts (wallet/hzhistory), newest first. */
export function TransferHistory() {
  const { t } = useTranslation('wallets');
  const list = usePagedList({
    endpoint: hzHistory,
    payload: { limit: TRANSFER_HISTORY_LIMIT },
    silent: true,
    read: (answer) => ({ rows: answer.data, total: answer.total }),
  });
  const columns = useMemo(
    () => [
      column<TransferRecord>('time', t('records.time'), (row) => formatTime(row.create_time, 'dateTime')),
      column<TransferRecord>('currency', t('records.currency'), (row) => row.currency_name),
      column<TransferRecord>('amount', t('records.amount'), (row) => row.number, {
        numeric: true,
        render: (row) => format(row.number, 'transfer'),
      }),
      column<TransferRecord>('from', t('records.from'), (row) => t(`transfer.account.${row.from_field}`)),
      column<TransferRecord>('to', t('records.to'), (row) => t(`transfer.account.${row.to_field}`)),
    ],
    [t],
  );
  return (
    <RecordTable
      caption={t('records.transfers')}
      columns={columns}
      list={list}
      rowKey={(row) => row.id}
      csvName="transfers"
    />
  );
}
