import { bookView, format, useDepth, type BookRow } from '@exchange/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBookView, useOrderBookLabels } from '@exchange/ui';
import type { ContractPair } from '../../model/market';

export interface LeverBookProps {
  pair: ContractPair;
  /** A click on a price passes it to the limit field (spec §2 order book). */
  onPickPrice: (price: string) => void;
}

const formatPrice = (value: string) => format(value, 'price');
const formatAmount = (value: string) => format(value, 'amount');
const NO_ROWS: BookRow[] = [];

/**
 * Spec §2/§6 lever order book: the shared `OrderBookView` (spot's book) on the sdk's shared depth
 * channel of the pair (`useDepth`: the lever book is the market's book); renders once per frame at
 * most. No price grouping.
 */
export function LeverBook({ pair, onPickPrice }: LeverBookProps) {
  const { t } = useTranslation('contracts');
  const book = useDepth(pair).data;
  const [expanded, setExpanded] = useState(false);
  const view = useMemo(() => (book ? bookView(book, { levels: expanded ? 32 : 8 }) : null), [book, expanded]);
  const usePriceLabel = useCallback((price: string) => t('book.usePrice', { price }), [t]);
  const labels = useOrderBookLabels('contracts', pair.base, pair.quote);
  const toggleExpanded = useCallback(() => setExpanded((value) => !value), []);
  return (
    <OrderBookView
      labels={labels}
      asks={view?.asks ?? NO_ROWS}
      bids={view?.bids ?? NO_ROWS}
      lastPrice={format(book?.lastPrice, 'price')}
      formatPrice={formatPrice}
      formatAmount={formatAmount}
      usePriceLabel={usePriceLabel}
      onPickPrice={onPickPrice}
      hasMore={view?.hasMore ?? false}
      expanded={expanded}
      onToggleExpanded={toggleExpanded}
      loading={!book}
    />
  );
}
