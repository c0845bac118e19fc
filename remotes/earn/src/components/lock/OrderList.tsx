import { useState } from 'react';
import { format, formatTime, useRowAction, type PagedList } from '@exchange/sdk';
import { lockupCancel, type LockupOrder } from '@exchange/protocol';
import { Button, FailureMessage, PagedTable, useToast, type TableColumn } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isCancellable, LOCKUP_DECIMALS, markCancelled } from '../../model/lockup';
import { Badge, Card, Muted } from '../layout';
import { CancelDialog } from './CancelDialog';

const Scroll = styled.div`
  overflow-x: auto;
  td {
    white-space: nowrap;
  }
`;

const statusTone = { 1: 'primary', 2: 'up', 3: 'muted' } as const;

/**
 * Spec §2 lock-up order list: cancel (after the fee dialog; the row is marked 3, a refusal shown
 * under the list) and load more (5 a page).
 */
export function OrderList({ orders }: { orders: PagedList<LockupOrder> }) {
  const { t } = useTranslation('earn');
  const toast = useToast();
  const [cancelling, setCancelling] = useState<LockupOrder>();
  const cancel = useRowAction({
    endpoint: lockupCancel,
    rowKey: (row: LockupOrder) => row.id,
    payload: (row) => ({ id: row.id }),
    onDone: (row, answer) => {
      toast.show(t('lock.cancelled'), { kind: 'success' });
      orders.update((rows) => markCancelled(rows, row.id, answer));
    },
  });
  const money = (value: string, row: LockupOrder) =>
    `${format(value, LOCKUP_DECIMALS, { rounding: 'down' })} ${row.currency_name}`;

  // On a phone a row keeps amount, status and Cancel (on screen, not behind a sideways scroll).
  const columns: TableColumn<LockupOrder>[] = [
    { key: 'amount', header: t('lock.amount'), numeric: true, render: (row) => money(row.amount, row) },
    {
      key: 'interest',
      header: t('lock.interest'),
      numeric: true,
      hideWhenNarrow: true,
      render: (row) => money(row.total_interest, row),
    },
    {
      key: 'rate',
      header: t('lock.rate'),
      numeric: true,
      hideWhenNarrow: true,
      render: (row) => `${format(row.interest_rate, 'change')}%`,
    },
    {
      key: 'period',
      header: t('lock.period'),
      hideWhenNarrow: true,
      render: (row) => `${formatTime(row.start_at, 'date')} – ${formatTime(row.end_at, 'date')}`,
    },
    {
      key: 'status',
      header: t('lock.statusLabel'),
      render: (row) => (
        <>
          <Badge $tone={statusTone[row.status]}>{t(`lock.status.${row.status}`)}</Badge>
          {row.status === 3 && <Muted>{t('lock.feeCharged', { fee: money(row.cancel_fee, row) })}</Muted>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('lock.actions'),
      render: (row) =>
        isCancellable(row) && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('lock.cancelLabel', {
              amount: format(row.amount, LOCKUP_DECIMALS, { rounding: 'down' }),
              currency: row.currency_name,
            })}
            loading={cancel.isBusy(row)}
            onClick={() => setCancelling(row)}
          >
            {t('lock.cancel')}
          </Button>
        ),
    },
  ];

  return (
    <Card aria-labelledby="earn-lock-orders">
      <h2 id="earn-lock-orders">{t('lock.orders')}</h2>
      <Scroll>
        <PagedTable
          caption={t('lock.orders')}
          columns={columns}
          list={orders}
          rowKey={(row) => row.id}
          emptyTitle={t('lock.noOrders')}
        />
      </Scroll>
      {cancel.failure && <FailureMessage message={cancel.failure.notice} />}
      {cancelling && (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(undefined)}
          onConfirm={async () => {
            await cancel.run(cancelling);
            setCancelling(undefined);
          }}
        />
      )}
    </Card>
  );
}
