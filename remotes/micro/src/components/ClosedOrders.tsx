import type { MicroOrder } from '@exchange/protocol';
import { PagedTable, type PagedRows } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { closedColumns, commonColumns } from './orderColumns';

/** Spec §2 closed tab: every settled order with its end price, profit and fee, 20 a page. */
export function ClosedOrders({ list }: { list: PagedRows<MicroOrder> }) {
  const { t } = useTranslation('micro');
  const columns = useMemo(() => [...commonColumns(t), ...closedColumns(t)], [t]);
  return (
    <PagedTable
      caption={t('orders.closed')}
      columns={columns}
      list={list}
      rowKey={(o) => o.id}
      emptyTitle={t('orders.emptyClosed')}
    />
  );
}
