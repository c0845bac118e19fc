import { Skeleton } from '@exchange/ui';
import { lazy, Suspense } from 'react';
import type { OrdersPanelProps } from './OrdersPanel';

const Panel = lazy(() => import('./OrdersPanel').then((module) => ({ default: module.OrdersPanel })));

/**
 * The deal centre's open orders, loaded beside its first frame rather than in it (below the fold and
 * private): the page's first chunk stays within its budget (scripts/budgets.json) with issue 26's
 * order entry in it. The coinOrder page, a list alone, imports OrdersPanel itself.
 */
export function OrdersPanel(props: OrdersPanelProps) {
  return (
    <Suspense fallback={<Skeleton height="160px" />}>
      <Panel {...props} />
    </Suspense>
  );
}
