import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountList, type LogEntry } from '@exchange/protocol';
import { format, formatTime, usePagedList } from '@exchange/sdk';
import { column } from './columns';
import { RecordTable } from './RecordTable';
import { sideOf } from '../../model/records';

/** Spec §9: the account log comes 20 a page. */
export const ACCOUNT_LOG_LIMIT = 20;

/**
 * Every balance change of the user (account/list), 20 a page with "load more". Each row names its
 * side (available or frozen): a freeze is the available side out and the frozen side in.
 */
export function AccountLog() {
  const { t } = useTranslation('wallets');
  const list = usePagedList({
    endpoint: accountList,
    payload: { limit: ACCOUNT_LOG_LIMIT },
    silent: true,
    read: (answer) => ({ rows: answer.data, total: answer.total }),
  });
  const columns = useMemo(
    () => [
      column<LogEntry>('time', t('records.time'), (row) => formatTime(row.created_time, 'dateTime')),
      column<LogEntry>('currency', t('records.currency'), (row) => row.currency_name),
      column<LogEntry>('account', t('records.account'), (row) => t(`records.accountName.${row.account}`)),
      column<LogEntry>('side', t('records.side'), (row) => t(`records.sideName.${sideOf(row)}`)),
      column<LogEntry>('value', t('records.value'), (row) => row.value, {
        numeric: true,
        render: (row) => format(row.value, 'wallet'),
      }),
      column<LogEntry>('info', t('records.info'), (row) =>
        t(`server:${row.info}`, { defaultValue: row.info }),
      ),
    ],
    [t],
  );
  return (
    <RecordTable
      caption={t('records.accountLog')}
      columns={columns}
      list={list}
      rowKey={(row) => row.id}
      csvName="account-log"
    />
  );
}
