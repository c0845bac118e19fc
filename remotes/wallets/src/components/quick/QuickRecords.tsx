import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exchangeList, parseExchangeList, type ExchangeRecord } from '@exchange/protocol';
import { failureNotice, format, formatTime, useCall } from '@exchange/sdk';
import { RecordTable, wholeList } from '../records/RecordTable';
import { column } from '../records/columns';

/** The quick exchange's record tab (exchange/list, a JSON string of records), fetched when shown. */
export function QuickRecords() {
  const { t } = useTranslation('wallets');
  const answer = useCall(exchangeList, {}, { silent: true });
  const rows = useMemo(() => (answer.data ? parseExchangeList(answer.data) : []), [answer.data]);
  const failed =
    !answer.data && !answer.loading && answer.result && answer.result.type !== 'ok'
      ? (failureNotice(answer.result) ?? { messageKey: 'common:state.error' })
      : undefined;
  const columns = useMemo(
    () => [
      column<ExchangeRecord>('currency', t('quick.record.currency'), (row) => row.currency_name),
      column<ExchangeRecord>('amount', t('quick.record.amount'), (row) => row.total_num, {
        numeric: true,
        render: (row) => format(row.total_num, 'wallet'),
      }),
      column<ExchangeRecord>('to', t('quick.record.toCurrency'), (row) => row.to_currency_name),
      column<ExchangeRecord>('received', t('quick.record.received'), (row) => row.get_total, {
        numeric: true,
        render: (row) => format(row.get_total, 'wallet'),
      }),
      column<ExchangeRecord>('time', t('quick.record.time'), (row) =>
        formatTime(row.create_time, 'dateTime'),
      ),
    ],
    [t],
  );
  return (
    <RecordTable
      caption={t('quick.records')}
      columns={columns}
      list={wholeList(rows, {
        loading: answer.loading && !answer.data,
        failed: failed !== undefined,
        failure: failed,
        reload: answer.reload,
      })}
      rowKey={(row) => row.id}
      csvName="quick-exchanges"
    />
  );
}
