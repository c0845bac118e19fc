import type { QuotationRow } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChartTopBar } from '../components/chart/ChartTopBar';
import { PriceChart } from '../components/chart/PriceChart';
import { OrderBook } from '../components/OrderBook';
import { OrdersPanel } from '../components/OrdersPanel';
import { PairList } from '../components/PairList';
import { RecentFills } from '../components/RecentFills';
import { SpotPanel } from '../components/SpotPanel';
import { EmptyState } from '@exchange/ui';
import { useDealFeed } from '../hooks/useDealFeed';
import { useDealPair, type ChosenPair } from './useDealPair';
import { SpotNamespace } from './SpotNamespace';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(220px, 1fr) minmax(0, 3fr) minmax(260px, 1.2fr) minmax(280px, 1.2fr);
  grid-template-areas:
    'pairs chart book panel'
    'pairs chart book fills'
    'orders orders orders orders';
  > * {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    min-inline-size: 0;
  }
  @media (max-width: 1200px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    grid-template-areas: 'chart chart' 'book panel' 'fills panel' 'pairs pairs' 'orders orders';
  }
  @media (max-width: 700px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'chart' 'panel' 'book' 'fills' 'orders' 'pairs';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;

const ChartArea = styled(Area)`
  display: flex;
  flex-direction: column;
`;

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
  const choose = useCallback(
    (chosen: QuotationRow, position: { groupIndex: number; rowIndex: number }) =>
      sdk.choosePair(chosen, position),
    [sdk],
  );

  return (
    <Grid>
      <Area $area="pairs">
        <PairList groups={groups} current={pair} onChoose={choose} />
      </Area>
      <ChartArea $area="chart">
        <ChartTopBar
          legalId={pair.legalId}
          currencyId={pair.currencyId}
          base={pair.base}
          quote={pair.quote}
          issueNumber={row?.issue_num}
          description={row?.content}
        />
        <PriceChart symbol={pair.symbol} />
      </ChartArea>
      <Area $area="book">
        <OrderBook store={deal.store} base={pair.base} quote={pair.quote} onPickPrice={pickPrice} />
      </Area>
      <Area $area="panel">
        <SpotPanel pair={pair} pickedPrice={picked} onPlaced={onPlaced} balancesVersion={balancesVersion} />
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
