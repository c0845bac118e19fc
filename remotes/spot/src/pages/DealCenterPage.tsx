import type { QuotationRow } from '@exchange/protocol';
import { useSdk, type StoredPair } from '@exchange/sdk';
import { EmptyState, Skeleton } from '@exchange/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceChart as PriceChartComponent } from '../components/chart/PriceChart';
import { ChartTopBar } from '../components/chart/ChartTopBar';
import { ChartArea, DealArea as Area, DealGrid as Grid, PairsArea } from '../components/dealCenterLayout';
import { BookPanel } from '../components/BookPanel';
import { OrdersPanel } from '../components/orders/LazyOrdersPanel';
import { PairList } from '../components/PairList';
import { PairSheet } from '../components/PairSheet';
import { RecentFills } from '../components/RecentFills';
import { SpotPanel } from '../components/spot-panel/SpotPanel';
import { useDealPair } from '../hooks/useDealPair';
import type { PickedPrice } from '../hooks/useSpotOrderForm';

// The chart (its module and the shared @exchange/chart chunk) loads beside the page's first frame: the
// book, the panel and the lists draw on a route switch without waiting for it; a skeleton holds its place.
let chartModule: Promise<{ default: typeof PriceChartComponent }> | undefined;
const loadPriceChart = () =>
  (chartModule ??= import('../components/chart/PriceChart').then((module) => ({
    default: module.PriceChart,
  })));
const PriceChart = lazy(loadPriceChart);
// The price alerts (their table and form) load after the first frame, below the orders.
const PriceAlertsPanel = lazy(() =>
  import('../components/alerts/PriceAlertsPanel').then((module) => ({ default: module.PriceAlertsPanel })),
);

type Groups = ReturnType<typeof useDealPair>['groups'];

/**
 * The deal centre of one pair. Each part reads its own live data through the sdk's shared channels
 * (one fetch and subscription per channel, whoever reads it), so a push re-renders only its readers.
 * A placed or cancelled order reaches the lists and balances by the user's pushes, polls and resyncs.
 */
function DealCenter({ pair, row, groups }: { pair: StoredPair; row?: QuotationRow; groups: Groups }) {
  const sdk = useSdk();
  const [picked, setPicked] = useState<PickedPrice | undefined>(undefined);
  const pickPrice = useCallback((price: string) => setPicked({ price, at: Date.now() }), []);
  const [pairsOpen, setPairsOpen] = useState(false);
  const choose = useCallback(
    (chosen: QuotationRow, position: { groupIndex: number; rowIndex: number }) =>
      sdk.choosePair(chosen, position),
    [sdk],
  );

  return (
    <Grid>
      <PairsArea $area="pairs">
        <PairList groups={groups} current={pair} onChoose={choose} />
      </PairsArea>
      <PairSheet
        open={pairsOpen}
        onClose={() => setPairsOpen(false)}
        groups={groups}
        current={pair}
        onChoose={choose}
      />
      <ChartArea $area="chart">
        <ChartTopBar
          pair={pair}
          issueNumber={row?.issue_num}
          description={row?.content}
          onShowPairs={() => setPairsOpen(true)}
          pairsShown={pairsOpen}
        />
        <Suspense fallback={<Skeleton height="320px" />}>
          <PriceChart symbol={pair.symbol} />
        </Suspense>
      </ChartArea>
      <Area $area="book">
        <BookPanel pair={pair} onPickPrice={pickPrice} />
      </Area>
      <Area $area="panel">
        <SpotPanel pair={pair} pickedPrice={picked} />
      </Area>
      <Area $area="fills">
        <RecentFills pair={pair} />
      </Area>
      <Area $area="orders">
        <OrdersPanel pair={pair} />
      </Area>
      <Area $area="alerts">
        <Suspense fallback={<Skeleton height="120px" />}>
          <PriceAlertsPanel pair={pair} />
        </Suspense>
      </Area>
    </Grid>
  );
}

/**
 * Route `dealCenter` (spec §2): pair list, chart, order book, spot panel, recent fills, open orders,
 * and the pair's price alerts (issue 26).
 * Choosing a pair stores its keys (spec §4) and the centre remounts on it: every feed, list and
 * form starts afresh for the new pair.
 */
export function DealCenterPage() {
  useEffect(() => void loadPriceChart(), []);
  const { t } = useTranslation('spot');
  const { pair, groups, row } = useDealPair();
  if (!pair) return <EmptyState title={t('page.noPair')} />;
  return <DealCenter key={`${pair.legalId}/${pair.currencyId}`} pair={pair} row={row} groups={groups} />;
}

export default DealCenterPage;
