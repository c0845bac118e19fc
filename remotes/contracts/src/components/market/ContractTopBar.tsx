import type { QuotationRow } from '@exchange/protocol';
import { format, isPositive, useDepth, useTicker } from '@exchange/sdk';
import { MarketTopBar } from '@exchange/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPair } from '../../model/market';

export interface ContractTopBarProps {
  pair: ContractPair;
  row: QuotationRow | undefined;
  /** Phones: opens the pair list. */
  pairsButton?: ReactNode;
}

/**
 * Spec §2 chart top bar (the shared `MarketTopBar`): pair, last price (the live book), 24h high, low,
 * change, volume: the sdk's shared ticker channel (`useTicker`), the quotation row until it answers.
 */
export function ContractTopBar({ pair, row, pairsButton }: ContractTopBarProps) {
  const { t } = useTranslation('contracts');
  const last = useDepth(pair).data?.lastPrice;
  const day = useTicker(pair).data;
  const change = day?.change ?? row?.change;
  const up = change !== undefined && !change.startsWith('-') && isPositive(change);
  return (
    <MarketTopBar
      pair={pair.symbol}
      leading={pairsButton}
      figures={{
        last: format(last ?? day?.last ?? row?.now_price, 'price'),
        high: format(day?.high, 'price'),
        low: format(day?.low, 'price'),
        change: change === undefined ? '--' : `${format(change, 'change')}%`,
        volume: format(day?.volume ?? row?.volume, 'volume', { group: true }),
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
