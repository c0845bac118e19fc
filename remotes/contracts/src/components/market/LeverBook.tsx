import { bookView, format, useFrameStore, type BookRow, type FrameSource } from '@exchange/sdk';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@exchange/ui';
import { selectBook, type ContractState } from '../../model/contractFeed';
import { Panel } from '../common/styles';

export interface LeverBookProps {
  store: FrameSource<ContractState | undefined>;
  base: string;
  quote: string;
  /** A click on a price passes it to the limit field (spec §2 order book). */
  onPickPrice: (price: string) => void;
}

const Levels = styled.ol<{ $side: 'bid' | 'ask' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  contain: layout paint;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  li {
    position: relative;
    display: grid;
    grid-template-columns: 1fr 1fr 1fr;
    padding: 2px ${({ theme }) => theme.space.sm};
  }
  li:hover,
  li:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  li > span {
    text-align: end;
  }
  /* The price is the button (its name contains its text, WCAG 2.5.3); ::after stretches it over the row. */
  button {
    padding: 0;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    cursor: pointer;
    color: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
  }
  button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  button:focus-visible {
    outline: none;
  }
  button:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  i {
    position: absolute;
    inset: 0;
    transform-origin: right;
    background: ${({ theme, $side }) => ($side === 'bid' ? theme.colors.up : theme.colors.down)};
    opacity: 0.12;
    pointer-events: none;
  }
  [dir='rtl'] & i {
    transform-origin: left;
  }
`;

const Columns = styled.p`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span + span {
    text-align: end;
  }
`;

const Last = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const Level = memo(function Level({
  row,
  label,
  onPick,
}: {
  row: BookRow;
  label: string;
  onPick: (price: string) => void;
}) {
  return (
    <li>
      <i style={{ transform: `scaleX(${row.depth})` }} aria-hidden="true" />
      <button type="button" aria-label={label} onClick={() => onPick(row.price)}>
        {format(row.price, 'price')}
      </button>
      <span>{format(row.amount, 'amount')}</span>
      <span>{format(row.total, 'amount')}</span>
    </li>
  );
});

/**
 * Spec §2/§6 lever order book: asks above (best at the bottom), the last price, bids below; 8 levels
 * a side with totals and depth bars (the sdk's book model), 'load more'. Renders only when the book
 * of the contract page's live store changed.
 */
export function LeverBook({ store, base, quote, onPickPrice }: LeverBookProps) {
  const { t } = useTranslation('contracts');
  const book = useFrameStore(store, selectBook);
  const [more, setMore] = useState(false);
  const view = useMemo(() => (book ? bookView(book, { levels: more ? 32 : 8 }) : null), [book, more]);
  const asks = useMemo(() => (view ? [...view.asks].reverse() : []), [view]);
  const label = (row: BookRow) => t('book.usePrice', { price: format(row.price, 'price') });
  return (
    <Panel aria-labelledby="lever-book-title">
      <h2 id="lever-book-title">{t('book.title')}</h2>
      <Columns aria-hidden="true">
        <span>{t('book.price', { quote })}</span>
        <span>{t('book.amount', { base })}</span>
        <span>{t('book.total', { base })}</span>
      </Columns>
      <Levels $side="ask" aria-label={t('book.asks')}>
        {asks.map((row, index) => (
          <Level key={asks.length - index} row={row} label={label(row)} onPick={onPickPrice} />
        ))}
      </Levels>
      <Last data-testid="lever-book-last">{format(book?.lastPrice, 'price')}</Last>
      <Levels $side="bid" aria-label={t('book.bids')}>
        {view?.bids.map((row, index) => (
          <Level key={index} row={row} label={label(row)} onPick={onPickPrice} />
        ))}
      </Levels>
      {view && (view.hasMore || more) && (
        <Button size="sm" variant="ghost" onClick={() => setMore((value) => !value)}>
          {more ? t('book.showLess') : t('book.loadMore')}
        </Button>
      )}
    </Panel>
  );
}
