import { useBookView, useDepth } from '@exchange/sdk';
import { OrderBookView, useOrderBookLabels } from '@exchange/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPair } from '../../model/market';

export interface LeverBookProps {
  pair: ContractPair;
  /** A click on a price passes it to the limit field (spec §2 order book). */
  onPickPrice: (price: string) => void;
}

/**
 * Spec §2/§6 lever order book: the shared `OrderBookView` (spot's book) on the sdk's shared depth
 * channel of the pair (`useDepth`: the lever book is the market's book) and its `useBookView`
 * rows; renders once per frame at most. No price grouping.
 */
export function LeverBook({ pair, onPickPrice }: LeverBookProps) {
  const { t } = useTranslation('contracts');
  const view = useBookView(useDepth(pair).data);
  const usePriceLabel = useCallback((price: string) => t('book.usePrice', { price }), [t]);
  const labels = useOrderBookLabels('contracts', pair.base, pair.quote);
  return <OrderBookView {...view} labels={labels} usePriceLabel={usePriceLabel} onPickPrice={onPickPrice} />;
}
