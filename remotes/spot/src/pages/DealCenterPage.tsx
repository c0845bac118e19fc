import type { QuotationRow } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { PriceChart as PriceChartComponent } from '../components/chart/PriceChart';
import { useTranslation } from 'react-i18next';
import { ChartTopBar } from '../components/chart/ChartTopBar';
import { OrderBook } from '../components/OrderBook';
import { OrdersPanel } from '../components/OrdersPanel';
import { PairList } from '../components/PairList';
import { RecentFills } from '../components/RecentFills';
import { SpotPanel } from '../components/SpotPanel';
import { EmptyState, Skeleton } from '@exchange/ui';
import { useDealFeed } from '../hooks/useDealFeed';
import { useDealPair, type ChosenPair } from './useDealPair';
import { SpotNamespace } from './SpotNamespace';
import { ChartArea, DealArea as Area, DealGrid as Grid, PairsArea } from './dealCenterLayout';
import { PairSheet } from './PairSheet';

// The chart (its module and the shared @exchange/chart chunk) loads beside the page's first frame: the
// book, the panel and the lists draw on a route switch without waiting for it; a skeleton holds its place.
let chartModule: Promise<{ default: typeof PriceChartComponent }> | undefined;
const loadPriceChart = () =>
  (chartModule ??= import('../components/chart/PriceChart').then((module) => ({
    default: module.PriceChart,
  })));
const PriceChart = lazy(loadPriceChart);

function DealCenter({
  pair,
  row,
  groups,
}: {
  pair: ChosenPair;
  row?: QuotationRow;
  groups: ReturnType<typeof useDealPair>['groups'];
}) {
  const sdk = useSdk();
  const deal = useDealFeed(pair);
  const [picked, setPicked] = useState<{ price: string; at: number } | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const [balancesVersion, setBalancesVersion] = useState(0);
  const pickPrice = useCallback((price: string) => setPicked({ price, at: Date.now() }), []);
  const onPlaced = useCallback(() => {
    setRefreshKey((value) => value + 1);
    setBalancesVersion((value) => value + 1);
  }, []);
  const onOrdersChanged = useCallback(() => setBalancesVersion((value) => value + 1), []);
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
          legalId={pair.legalId}
          currencyId={pair.currencyId}
          base={pair.base}
          quote={pair.quote}
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
        <OrderBook store={deal.store} base={pair.base} quote={pair.quote} onPickPrice={pickPrice} />
      </Area>
      <Area $area="panel">
        <SpotPanel
          pair={pair}
          pickedPrice={picked}
          onPlaced={onPlaced}
          balancesVersion={balancesVersion}
          priceStore={deal.store}
        />
      </Area>
      <Area $area="fills">
        <RecentFills store={deal.store} base={pair.base} quote={pair.quote} />
      </Area>
      <Area $area="orders">
        <OrdersPanel pair={pair} refreshKey={refreshKey} onOrdersChanged={onOrdersChanged} />
      </Area>
    </Grid>
  );
}

/**
 * Route `dealCenter` (spec §2): pair list, chart, order book, spot panel, recent fills, open orders.
 * Choosing a pair stores its keys (spec §4) and the centre remounts on it: every feed, list and
 * form starts afresh for the new pair.
 */
export function DealCenterPage() {
  useEffect(() => void loadPriceChart(), []);
  return (
    <SpotNamespace>
      <DealCenterContent />
    </SpotNamespace>
  );
}

function DealCenterContent() {
  const { t } = useTranslation('spot');
  const { pair, groups, row } = useDealPair();
  if (!pair) return <EmptyState title={t('page.noPair')} />;
  return <DealCenter key={`${pair.legalId}/${pair.currencyId}`} pair={pair} row={row} groups={groups} />;
}

export default DealCenterPage;
