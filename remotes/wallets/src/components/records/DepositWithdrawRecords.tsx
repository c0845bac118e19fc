import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myDeal, type RecordWay, type WalletRecord } from '@exchange/protocol';
import { format, formatTime, usePagedList } from '@exchange/sdk';
import { Tabs } from '@exchange/ui';
import { column } from './columns';
import { RecordTable } from './RecordTable';

/** Deposits (way buy) and withdrawals (way sell) of the user (acceptor/my_deal) with the acceptor who handled each, with load more. */
export function DepositWithdrawRecords() {
  const { t } = useTranslation('wallets');
  const [way, setWay] = useState<RecordWay>('buy');
  const list = usePagedList({
    endpoint: myDeal,
    payload: { way },
    silent: true,
    read: (answer) => ({ rows: answer.list, total: answer.total }),
    reloadOn: (bus) => bus.stream('wallet_record'),
  });
  const columns = useMemo(
    () => [
      column<WalletRecord>('time', t('records.time'), (row) => formatTime(row.create_time, 'dateTime')),
      column<WalletRecord>('currency', t('records.currency'), (row) => row.currency_name),
      column<WalletRecord>('kind', t('records.kind'), (row) =>
        t(`server:${row.way_name}`, { defaultValue: row.way_name }),
      ),
      column<WalletRecord>('amount', t('records.amount'), (row) => row.money, {
        numeric: true,
        render: (row) => format(row.money, 'wallet'),
      }),
      column<WalletRecord>('fee', t('records.fee'), (row) => row.fee, {
        numeric: true,
        render: (row) => format(row.fee, 'wallet'),
      }),
      column<WalletRecord>('address', t('records.address'), (row) =>
        row.way === 'buy' ? row.hes_account : row.deal_account,
      ),
      column<WalletRecord>('acceptor', t('records.acceptor'), (row) =>
        row.acceptor_name === 'bank' ? t('records.acceptorBank') : row.acceptor_name || '--',
      ),
      column<WalletRecord>('status', t('records.status'), (row) => t(`records.statusName.${row.status}`)),
      column<WalletRecord>('updated', t('records.updated'), (row) => formatTime(row.update_time, 'dateTime')),
    ],
    [t],
  );
  return (
    <Tabs
      aria-label={t('records.depositWithdraw')}
      items={[
        { value: 'buy', label: t('records.deposits') },
        { value: 'sell', label: t('records.withdrawals') },
      ]}
      value={way}
      onChange={setWay}
    >
      <RecordTable
        caption={way === 'buy' ? t('records.deposits') : t('records.withdrawals')}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        csvName={way === 'buy' ? 'deposits' : 'withdrawals'}
      />
    </Tabs>
  );
}
