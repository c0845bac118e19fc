import { useCallback, useMemo, useState } from 'react';
import { format } from '../money/money';
import { BOOK_LEVELS, bookView, type BookRow, type BookState } from './order-book';

const formatPrice = (value: string) => format(value, 'price');
const formatAmount = (value: string) => format(value, 'amount');
const NO_ROWS: BookRow[] = [];

/** What a book screen hands the ui's `OrderBookView` besides its labels and its price button. */
export interface BookViewProps {
  asks: readonly BookRow[];
  bids: readonly BookRow[];
  /** Formatted (spec §9 price decimals); '--' before the first snapshot. */
  lastPrice: string;
  formatPrice: (value: string) => string;
  formatAmount: (value: string) => string;
  hasMore: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** No snapshot yet: the view shows no empty state. */
  loading: boolean;
}

/**
 * The order book's rows as a screen shows them (spot's and the contract page's book): `levels` a
 * side (spec §2: 8), four times as many after 'load more', grouped by `step` when given, with the
 * stable formatters the ui's memoized rows need. Spread the result into `OrderBookView`.
 */
export function useBookView(
  book: BookState | undefined,
  options: { step?: string | null; levels?: number } = {},
): BookViewProps {
  const { step = null, levels = BOOK_LEVELS } = options;
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? levels * 4 : levels;
  const view = useMemo(() => (book ? bookView(book, { step, levels: shown }) : null), [book, step, shown]);
  const onToggleExpanded = useCallback(() => setExpanded((value) => !value), []);
  return {
    asks: view?.asks ?? NO_ROWS,
    bids: view?.bids ?? NO_ROWS,
    lastPrice: format(book?.lastPrice, 'price'),
    formatPrice,
    formatAmount,
    hasMore: view?.hasMore ?? false,
    expanded,
    onToggleExpanded,
    loading: !book,
  };
}
