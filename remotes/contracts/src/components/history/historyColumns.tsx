import { leverStatusNames } from '@exchange/protocol';
import { format, formatTime } from '@exchange/sdk';
import type { TableColumn } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '../../model/history';
import { Signed } from '../common/styles';

const money = (value: string | undefined) => (value === undefined ? '--' : format(value, 'amount'));
const price = (value: string | undefined) => (value === undefined ? '--' : format(value, 'price'));

/**
 * Spec §3 Lever history as columns: when ordered, the pair and side, lots filled of lots ordered,
 * the entry (price and fee) and the exit (time, price and the fees paid on the way out), the
 * contract value and the status.
 */
export function useHistoryColumns(): TableColumn<HistoryRow>[] {
  const { t } = useTranslation('contracts');
  return useMemo<TableColumn<HistoryRow>[]>(
    () => [
      {
        key: 'time',
        header: t('history.ordered'),
        render: ({ order }) => formatTime(order.create_time, 'dateTime'),
      },
      {
        key: 'pair',
        header: t('columns.pair'),
        render: ({ order }) => (
          <span>
            {`${order.currency_name}/${order.legal_name}`}{' '}
            <Signed $sign={order.type === 1 ? 1 : -1}>
              {t(order.type === 1 ? 'side.long' : 'side.short')}
            </Signed>
          </span>
        ),
      },
      {
        key: 'lots',
        header: t('history.lots'),
        numeric: true,
        render: ({ order }) => `${order.complete_number} / ${order.total_number}`,
      },
      {
        key: 'entryPrice',
        header: t('history.entryPrice'),
        numeric: true,
        render: ({ order, entry }) => price(entry?.price ?? order.price),
      },
      {
        key: 'entryFee',
        header: t('history.entryFee'),
        numeric: true,
        render: ({ entry }) => money(entry?.in_fee),
      },
      {
        key: 'exitTime',
        header: t('history.exitTime'),
        render: ({ exit }) => (exit ? formatTime(exit.time, 'dateTime') : '--'),
      },
      {
        key: 'exitPrice',
        header: t('history.exitPrice'),
        numeric: true,
        render: ({ exit }) => price(exit?.price),
      },
      {
        key: 'exitFee',
        header: t('history.exitFee'),
        numeric: true,
        render: ({ exit }) => money(exit?.out_fee),
      },
      {
        key: 'value',
        header: t('history.value'),
        numeric: true,
        render: ({ order }) => money(order.total_money),
      },
      {
        key: 'status',
        header: t('columns.status'),
        render: ({ order }) => t(`tabs.${leverStatusNames[order.status]}`),
      },
    ],
    [t],
  );
}
