import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  BOOK_LEVELS,
  GROUPING_STEPS,
  bookView,
  format,
  useFrameStore,
  type BookRow,
  type FrameSource,
} from '@exchange/sdk';
import { selectBook, type DealState } from '../model/deal';

export interface OrderBookProps {
  /** The deal centre's live store (`useDealFeed`): the book renders only when the book changed. */
  store: FrameSource<DealState | undefined>;
  base: string;
  quote: string;
  /** A click on a price passes it to the order form (spec §2). */
  onPickPrice?: (price: string) => void;
  /** Counts commits of the book, for the benchmark; not for product code. */
  onRender?: () => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  select {
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  padding: 2px ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  span + span {
    text-align: end;
  }
`;

/*
 * Rows are plain elements styled from their list: a styled component per row would re-run its
 * style functions and hash its CSS on every render, which is most of the script cost at 1,000
 * pushes a second. The depth bar is a child scaled with a transform (no layout).
 */
const List = styled.ol<{ $side: 'bid' | 'ask' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  /* A book update re-lays out only the book, never the page around it. */
  contain: layout paint;
  .level {
    position: relative;
    display: grid;
    grid-template-columns: 1fr 1fr 1fr;
    inline-size: 100%;
    block-size: 22px;
    align-items: center;
    padding: 2px ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  .level:hover,
  .level:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .level > span {
    text-align: end;
  }
  /*
   * The price is the button (its name "Use price 1.23" contains its visible text, WCAG 2.5.3); its
   * ::after stretches over the row, so a click anywhere on the level still picks the price.
   */
  .pick {
    padding: 0;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    cursor: pointer;
    color: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
  }
  .pick::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .pick:focus-visible {
    outline: none;
  }
  .pick:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  .bar {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    inline-size: 100%;
    transform-origin: right;
    background: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
    opacity: 0.12;
    pointer-events: none;
  }
  [dir='rtl'] & .bar {
    transform-origin: left;
  }
`;

const Last = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const More = styled.button`
  align-self: center;
  margin: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;

interface RowProps {
  row: BookRow;
  onPick?: (price: string) => void;
  label: (price: string) => string;
}

/** One level; memoized on its values, so a frame re-renders only the rows that changed. */
const BookLevel = memo(
  function BookLevel({ row, onPick, label }: RowProps) {
    const price = format(row.price, 'price');
    return (
      <li className="level">
        <i className="bar" style={{ transform: `scaleX(${row.depth})` }} aria-hidden="true" />
        <button type="button" className="pick" aria-label={label(price)} onClick={() => onPick?.(row.price)}>
          {price}
        </button>
        <span>{format(row.amount, 'amount')}</span>
        <span>{format(row.total, 'amount')}</span>
      </li>
    );
  },
  (a, b) =>
    a.onPick === b.onPick &&
    a.label === b.label &&
    a.row.price === b.row.price &&
    a.row.amount === b.row.amount &&
    a.row.total === b.row.total &&
    a.row.depth === b.row.depth,
);

/**
 * Spec §2 order book: asks above (best at the bottom), the last price, bids below (best on top);
 * 8 levels a side with cumulative totals and depth bars, 'load more', price grouping.
 * Reads the frame-coalesced live store, so it renders at most once per published frame.
 */
export function OrderBook({ store, base, quote, onPickPrice, onRender }: OrderBookProps) {
  const { t } = useTranslation('spot');
  const book = useFrameStore(store, selectBook);
  const [step, setStep] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const levels = expanded ? BOOK_LEVELS * 4 : BOOK_LEVELS;
  const view = useMemo(() => (book ? bookView(book, { step, levels }) : null), [book, step, levels]);
  // One translation per language, not one per row per render: the price is put into the template.
  const label = useMemo(() => {
    const template = t('book.usePrice', { price: '\u0000' });
    return (price: string) => template.replace('\u0000', price);
  }, [t]);
  onRender?.();

  const asksTopDown = useMemo(() => (view ? [...view.asks].reverse() : []), [view]);

  return (
    <Section aria-label={t('book.title')}>
      <Header>
        <h2>{t('book.title')}</h2>
        <select
          aria-label={t('book.grouping')}
          value={step ?? ''}
          onChange={(event) => setStep(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('book.noGrouping')}</option>
          {GROUPING_STEPS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Header>
      <Columns aria-hidden="true">
        <span>{t('book.price', { quote })}</span>
        <span>{t('book.amount', { base })}</span>
        <span>{t('book.total', { base })}</span>
      </Columns>
      <List $side="ask" aria-label={t('book.asks')} data-testid="book-asks">
        {asksTopDown.map((row, index) => (
          <BookLevel key={asksTopDown.length - index} row={row} onPick={onPickPrice} label={label} />
        ))}
      </List>
      <Last aria-label={t('book.last')} data-testid="book-last">
        {format(book?.lastPrice, 'price')}
      </Last>
      <List $side="bid" aria-label={t('book.bids')} data-testid="book-bids">
        {view?.bids.map((row, index) => (
          <BookLevel key={index} row={row} onPick={onPickPrice} label={label} />
        ))}
      </List>
      {view && (view.hasMore || expanded) && (
        <More type="button" onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('book.showLess') : t('book.loadMore')}
        </More>
      )}
    </Section>
  );
}
