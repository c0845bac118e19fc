import type { MicroOrder } from '@exchange/protocol';
import { EmptyState, Table } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { closedColumns, commonColumns } from './orderColumns';

/** Spec §2 closed tab: every settled order with its end price, profit and fee. */
export function ClosedOrders({ rows, loading }: { rows: readonly MicroOrder[]; loading: boolean }) {
  const { t } = useTranslation('micro');
  const columns = useMemo(() => [...commonColumns(t), ...closedColumns(t)], [t]);
  return (
    <Table
      caption={t('orders.closed')}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      loading={loading}
      empty={<EmptyState title={t('orders.emptyClosed')} />}
    />
  );
}
