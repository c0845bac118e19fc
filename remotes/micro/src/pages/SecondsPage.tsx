import type { QuotationRow } from '@exchange/protocol';
import type { RemotePageProps } from '@exchange/sdk';
import { EmptyState, Skeleton } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MicroChart } from '../components/MicroChart';
import { OrderLists } from '../components/OrderLists';
import { OrderPanel } from '../components/OrderPanel';
import { PairStrip } from '../components/PairStrip';
import { ResultFlash } from '../components/ResultFlash';
import { useLastSettled } from '../hooks/useLastSettled';
import { useMicroPairs, type MicroPairsState } from '../hooks/useMicroPairs';
import { useRunningOrders } from '../hooks/useRunningOrders';
import { marksFor } from '../model/marks';
import { chosenPair, matchIdOf, symbolOf } from '../model/pairs';
import { Area, ChartArea, ChartHead, SecondsGrid } from './secondsLayout';

function SecondsTrading({ row, pairs }: { row: QuotationRow; pairs: MicroPairsState }) {
  const { t } = useTranslation('micro');
  const symbol = symbolOf(row);
  const matchId = matchIdOf(row);
  const running = useRunningOrders(matchId);
  const settled = useLastSettled();
  const runningOrders = running.rows;
  const marks = useMemo(
    () =>
      marksFor(
        symbol,
        runningOrders.map((r) => r.order),
        settled,
      ),
    [symbol, runningOrders, settled],
  );
  return (
    <SecondsGrid>
      <Area $area="strip">
        <PairStrip rows={pairs.rows} loading={pairs.loading} current={row} />
      </Area>
      <ChartArea $area="chart">
        <ChartHead>
          <h1>
            {t('title')} · {symbol}
          </h1>
          <ResultFlash order={settled} />
        </ChartHead>
        <MicroChart symbol={symbol} marks={marks} />
      </ChartArea>
      <Area $area="panel">
        <OrderPanel matchId={matchId} onPlaced={running.placed} />
      </Area>
      <Area $area="orders">
        <OrderLists running={running} historyLink />
      </Area>
    </SecondsGrid>
  );
}

const numberParam = (text: string | null): number | undefined =>
  text !== null && /^\d+$/.test(text) ? Number(text) : undefined;

function SecondsContent() {
  const { t } = useTranslation('micro');
  const [params] = useSearchParams();
  const pairs = useMicroPairs();
  const row = chosenPair(pairs.rows, {
    legalId: numberParam(params.get('legalId')),
    currencyId: numberParam(params.get('currencyId')),
  });
  if (!row)
    return pairs.loading ? (
      <div role="status" aria-busy="true" aria-label={t('panel.loading')}>
        <Skeleton lines={8} height="32px" />
      </div>
    ) : (
      <EmptyState title={t('noPair')} />
    );
  // spec §2: a change of the pair in the query reloads the page on that pair (every feed starts afresh).
  return <SecondsTrading key={`${row.legal_id}/${row.currency_id}`} row={row} pairs={pairs} />;
}

/** `/leverdealCenter` (spec §2 Seconds page): pair strip, chart, order panel, running and closed orders. */
export default function SecondsPage(_props: RemotePageProps) {
  return <SecondsContent />;
}
