import { marketApi, type DaymarketPush, type QuotationRow } from '@exchange/protocol';
import {
  format,
  isPositive,
  useCall,
  useFrameStore,
  useFrameThrottledStream,
  useSdk,
  type FrameSource,
} from '@exchange/sdk';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import { MarketTopBar } from '@exchange/ui';
import { selectLastPrice, type ContractState } from '../../model/contractFeed';
import type { ContractPair } from '../../model/market';

export interface ContractTopBarProps {
  pair: ContractPair;
  row: QuotationRow | undefined;
  store: FrameSource<ContractState | undefined>;
  /** Phones: opens the pair list. */
  pairsButton?: ReactNode;
}

/** Spec §2 chart top bar (the shared `MarketTopBar`): pair, last price (the live book), 24h high, low, change, volume (daymarket). */
export function ContractTopBar({ pair, row, store, pairsButton }: ContractTopBarProps) {
  const { t } = useTranslation('contracts');
  const { bus } = useSdk();
  const last = useFrameStore(store, selectLastPrice);
  const day = useFrameThrottledStream<DaymarketPush | null>(
    useMemo(
      () =>
        bus
          .watch({ channel: 'ticker', pair: pair.symbol })
          .pipe(filter((push) => push.legal_id === pair.legalId && push.currency_id === pair.currencyId)),
      [bus, pair.symbol, pair.legalId, pair.currencyId],
    ),
    null,
  );
  const current = useCall(
    marketApi.getCurrent,
    { base_currency: pair.base, quote_currency: pair.quote, period: '1day' },
    { silent: true, refetchOnResync: true },
  ).data;
  const change = day?.change ?? current?.change ?? row?.change;
  const up = change !== undefined && !change.startsWith('-') && isPositive(change);
  return (
    <MarketTopBar
      pair={pair.symbol}
      leading={pairsButton}
      figures={{
        last: format(last ?? row?.now_price, 'price'),
        high: format(day?.high ?? current?.high, 'price'),
        low: format(day?.low ?? current?.low, 'price'),
        change: change === undefined ? '--' : `${format(change, 'change')}%`,
        volume: format(day?.volume ?? current?.vol ?? row?.volume, 'volume', { group: true }),
      }}
      changeDirection={up ? 'up' : change?.startsWith('-') ? 'down' : null}
      labels={{
        last: t('top.last'),
        high: t('top.high'),
        low: t('top.low'),
        change: t('top.change'),
        volume: t('top.volume'),
      }}
      lastTestId="contract-last"
    />
  );
}
