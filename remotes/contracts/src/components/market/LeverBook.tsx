import { bookView, format, useFrameStore, type BookRow, type FrameSource } from '@exchange/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBookView, useOrderBookLabels } from '@exchange/ui';
import { selectBook, type ContractState } from '../../model/contractFeed';

export interface LeverBookProps {
  store: FrameSource<ContractState | undefined>;
  base: string;
  quote: string;
  /** A click on a price passes it to the limit field (spec §2 order book). */
  onPickPrice: (price: string) => void;
}

const formatPrice = (value: string) => format(value, 'price');
const formatAmount = (value: string) => format(value, 'amount');
const NO_ROWS: BookRow[] = [];

/**
 * Spec §2/§6 lever order book: the shared `OrderBookView` (spot's book) fed from the contract page's
 * live store with the sdk's book model; renders only when the book changed. No price grouping.
 */
export function LeverBook({ store, base, quote, onPickPrice }: LeverBookProps) {
  const { t } = useTranslation('contracts');
  const book = useFrameStore(store, selectBook);
  const [expanded, setExpanded] = useState(false);
  const view = useMemo(() => (book ? bookView(book, { levels: expanded ? 32 : 8 }) : null), [book, expanded]);
  const usePriceLabel = useCallback((price: string) => t('book.usePrice', { price }), [t]);
  const labels = useOrderBookLabels('contracts', base, quote);
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
