import type { MicroOrder } from '@exchange/protocol';
import { format, formatTime } from '@exchange/sdk';
import type { TableColumn } from '@exchange/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { resultOf, signed } from '../model/result';

export const Direction = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.up : theme.colors.down)};
  font-weight: 600;
`;

export const Profit = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.up : $sign < 0 ? theme.colors.down : theme.colors.text)};
`;

const signOf = (text: string) => (text.startsWith('-') ? -1 : /[1-9]/.test(text) ? 1 : 0);

/** The signed profit in the currency's colour: "+7.9000 USDT". */
export function ProfitText({ order }: { order: MicroOrder }) {
  return (
    <Profit $sign={signOf(order.fact_profits)}>
      {signed(format(order.fact_profits, 'amount'))} {order.currency_name}
    </Profit>
  );
}

/** The columns both lists share: time, pair, direction, amount, duration, open price. */
export function commonColumns(t: TFunction<'micro'>): TableColumn<MicroOrder>[] {
  return [
    { key: 'time', header: t('orders.time'), render: (o) => formatTime(o.created_at, 'dateTime') },
    { key: 'pair', header: t('orders.pair'), render: (o) => o.symbol_name },
    {
      key: 'direction',
      header: t('orders.direction'),
      render: (o) => (
        <Direction $up={o.type === 1}>{o.type === 1 ? t('panel.up') : t('panel.down')}</Direction>
      ),
    },
    {
      key: 'amount',
      header: t('orders.amount'),
      numeric: true,
      align: 'end',
      render: (o) => `${format(o.number, 0, { rounding: 'down' })} ${o.currency_name}`,
    },
    {
      key: 'seconds',
      header: t('orders.seconds'),
      numeric: true,
      align: 'end',
      render: (o) => t('panel.secondsOption', { seconds: o.seconds }),
    },
    {
      key: 'open',
      header: t('orders.openPrice'),
      numeric: true,
      align: 'end',
      render: (o) => format(o.open_price, 'price'),
    },
  ];
}

/** The closed list's own columns: end price, profit, fee, result. */
export function closedColumns(t: TFunction<'micro'>): TableColumn<MicroOrder>[] {
  return [
    {
      key: 'end',
      header: t('orders.endPrice'),
      numeric: true,
      align: 'end',
      render: (o) => format(o.end_price, 'price'),
    },
    {
      key: 'profit',
      header: t('orders.profit'),
      numeric: true,
      align: 'end',
      render: (o) => <ProfitText order={o} />,
    },
    {
      key: 'fee',
      header: t('orders.fee'),
      numeric: true,
      align: 'end',
      render: (o) => format(o.fee, 'amount'),
    },
    {
      key: 'result',
      header: t('orders.result'),
      render: (o) => {
        const result = resultOf(o);
        return result ? t(`result.${result}`) : '--';
      },
    },
  ];
}
