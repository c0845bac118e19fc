import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Columns, Empty, Header, Last, List, More, Section } from './styles';

/**
 * One price level as the book model gives it (the sdk's `BookRow` has this shape): decimal strings,
 * the cumulative total, and the depth bar's share of the deepest side in 0..1.
 */
export interface OrderBookLevel {
  price: string;
  amount: string;
  total: string;
  depth: number;
}

/** The book's texts, translated by the app that renders it (each app has its own namespace). */
export interface OrderBookLabels {
  title: string;
  /** Column headers, e.g. "Price (USDT)", "Amount (BTC)", "Total (BTC)". */
  price: string;
  amount: string;
  total: string;
  asks: string;
  bids: string;
  /** The last price's accessible name; omitted, the figure stands alone. */
  last?: string;
  loadMore: string;
  showLess: string;
  /** Shown when both sides are empty; defaults to the common "No data". */
  empty?: string;
}

export interface OrderBookViewProps {
  labels: OrderBookLabels;
  /** Asks best (lowest) first, as the book model gives them; drawn best at the bottom. */
  asks: readonly OrderBookLevel[];
  /** Bids best (highest) first; drawn best on top. */
  bids: readonly OrderBookLevel[];
  /** The last price, already formatted. */
  lastPrice: string;
  /** Formats a price or an amount for display; keep them stable (module-level) so rows stay memoized. */
  formatPrice: (value: string) => string;
  formatAmount: (value: string) => string;
  /** The price button's name from the formatted price ("Use price 1.23"); keep it stable. */
  usePriceLabel: (price: string) => string;
  /** A click on a level passes its (unformatted) price to the order form (spec §2). */
  onPickPrice?: (price: string) => void;
  /** The book has more levels than shown, or is showing more: offer load more / show less. */
  hasMore: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** While the first snapshot loads the empty state is not shown. */
  loading?: boolean;
  /** Extra controls beside the title, e.g. spot's price grouping select. */
  controls?: ReactNode;
}

interface RowProps {
  row: OrderBookLevel;
  onPick?: (price: string) => void;
  label: (price: string) => string;
  formatPrice: (value: string) => string;
  formatAmount: (value: string) => string;
}

/** One level; memoized on its values, so a frame re-renders only the rows that changed. */
const BookLevel = memo(
  function BookLevel({ row, onPick, label, formatPrice, formatAmount }: RowProps) {
    const price = formatPrice(row.price);
    return (
      <li className="level">
        <i className="bar" style={{ transform: `scaleX(${row.depth})` }} aria-hidden="true" />
        <button type="button" className="pick" aria-label={label(price)} onClick={() => onPick?.(row.price)}>
          {price}
        </button>
        <span>{formatAmount(row.amount)}</span>
        <span>{formatAmount(row.total)}</span>
      </li>
    );
  },
  (a, b) =>
    a.onPick === b.onPick &&
    a.label === b.label &&
    a.formatPrice === b.formatPrice &&
    a.formatAmount === b.formatAmount &&
    a.row.price === b.row.price &&
    a.row.amount === b.row.amount &&
    a.row.total === b.row.total &&
    a.row.depth === b.row.depth,
);

/**
 * The order book both trading remotes render (spec §2, §6): asks above (best at the bottom), the
 * last price, bids below (best on top), cumulative totals and depth bars, load more. Presentational:
 * the app reads its live store, builds the view with the sdk's book model and passes rows and texts.
 */
export function OrderBookView(props: OrderBookViewProps) {
  const { labels, asks, bids, lastPrice, onPickPrice, usePriceLabel, formatPrice, formatAmount } = props;
  const { t } = useTranslation('common');
  const asksTopDown = useMemo(() => [...asks].reverse(), [asks]);
  const empty = !props.loading && asks.length === 0 && bids.length === 0;
  const row = { onPick: onPickPrice, label: usePriceLabel, formatPrice, formatAmount };

  return (
    <Section aria-label={labels.title}>
      <Header>
        <h2>{labels.title}</h2>
        {props.controls}
      </Header>
      <Columns aria-hidden="true">
        <span>{labels.price}</span>
        <span>{labels.amount}</span>
        <span>{labels.total}</span>
      </Columns>
      <List $side="ask" aria-label={labels.asks} data-testid="book-asks">
        {asksTopDown.map((level, index) => (
          <BookLevel key={asksTopDown.length - index} row={level} {...row} />
        ))}
      </List>
      {empty && <Empty>{labels.empty ?? t('state.noData')}</Empty>}
      <Last aria-label={labels.last} data-testid="book-last">
        {lastPrice}
      </Last>
      <List $side="bid" aria-label={labels.bids} data-testid="book-bids">
        {bids.map((level, index) => (
          <BookLevel key={index} row={level} {...row} />
        ))}
      </List>
      {(props.hasMore || props.expanded) && (
        <More type="button" onClick={props.onToggleExpanded}>
          {props.expanded ? labels.showLess : labels.loadMore}
        </More>
      )}
    </Section>
  );
}
