import type { MicroOrder } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { PagedTable, type PagedRows, type TableColumn } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingAt, secondsText } from '../model/countdown';
import type { RunningRow } from '../model/runningOrders';
import { resultOf } from '../model/result';
import { useNow } from '../hooks/useNow';
import { commonColumns, ProfitText } from './orderColumns';

/** The countdown cell: tenths of seconds left (server's time, anchored on receipt), then the outcome. */
function Remaining({ row, now }: { row: RunningRow; now: number }) {
  const { t } = useTranslation('micro');
  const result = resultOf(row.order);
  if (result)
    return (
      <span data-result={result}>
        {t(`result.${result}`)} · {format(row.order.end_price, 'price')} · <ProfitText order={row.order} />
      </span>
    );
  const left = remainingAt(row.deadline, now);
  return (
    <span role="timer" aria-live="off">
      {left > 0 ? t('orders.secondsLeft', { seconds: secondsText(left) }) : t('orders.settling')}
    </span>
  );
}

/**
 * Spec §2 running tab: each order counts down from the server's remaining time, re-rendered every
 * 200 ms (spec §9) only while an order runs; a settled row shows its outcome until it leaves (0.5 s).
 * 20 a page, with the list's loading, empty, failure and load-more states (`PagedTable`).
 */
export function RunningOrders({ list }: { list: PagedRows<RunningRow> }) {
  const { t } = useTranslation('micro');
  const { rows } = list;
  const ticking = rows.some((row) => row.leaveAt === undefined);
  const now = useNow(ticking);
  const orders = useMemo(() => rows.map((row) => row.order), [rows]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.order.id, row])), [rows]);
  const columns = useMemo<TableColumn<MicroOrder>[]>(
    () => [
      ...commonColumns(t),
      {
        key: 'remaining',
        header: t('orders.remaining'),
        numeric: true,
        align: 'end',
        render: (o) => <Remaining row={byId.get(o.id)!} now={now} />,
      },
    ],
    [t, byId, now],
  );
  return (
    <PagedTable
      caption={t('orders.running')}
      columns={columns}
      list={{ ...list, rows: orders }}
      rowKey={(o) => o.id}
      emptyTitle={t('orders.emptyRunning')}
    />
  );
}
