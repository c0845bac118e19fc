import { useCallback, useMemo, useState } from 'react';
import { format } from '../money/money';
import { BOOK_LEVELS, bookView, type BookRow, type BookState } from './order-book';

/** The levels' part of the ui's `OrderBookView` props, from a book the caller reads live. */
export interface BookLevels {
  asks: BookRow[];
  bids: BookRow[];
  /** Formatted (spec §9 price precision). */
  lastPrice: string;
  hasMore: boolean;
  expanded: boolean;
  onToggleExpanded(): void;
  /** No book yet. */
  loading: boolean;
  formatPrice(value: string): string;
  formatAmount(value: string): string;
}

const formatPrice = (value: string) => format(value, 'price');
const formatAmount = (value: string) => format(value, 'amount');
const NO_ROWS: BookRow[] = [];

/**
 * The rows an order book shows (spec §2, §6): `BOOK_LEVELS` a side, four times as many when
 * expanded ('load more'), grouped by `step` if given, with §9's price and amount precisions. Spot's
 * and the contract page's books hand the result to `OrderBookView` with their own labels.
 */
export function useBookLevels(book: BookState | undefined, step: string | null = null): BookLevels {
  const [expanded, setExpanded] = useState(false);
  const levels = expanded ? BOOK_LEVELS * 4 : BOOK_LEVELS;
  const view = useMemo(() => (book ? bookView(book, { step, levels }) : null), [book, step, levels]);
  const onToggleExpanded = useCallback(() => setExpanded((value) => !value), []);
  return {
    asks: view?.asks ?? NO_ROWS,
    bids: view?.bids ?? NO_ROWS,
    lastPrice: format(book?.lastPrice, 'price'),
    hasMore: view?.hasMore ?? false,
    expanded,
    onToggleExpanded,
    loading: !book,
    formatPrice,
    formatAmount,
  };
}
