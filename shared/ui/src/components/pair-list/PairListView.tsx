import { memo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tradingLayoutWidths } from '../../theme/mixins';
import { EmptyState } from '../EmptyState';
import { TextInput } from '../Field';

/** One pair as the list shows it; price and change already formatted ("-1.23%"). */
export interface PairListItem {
  /** Stable key of the pair, given back on choice. */
  id: string;
  name: string;
  price: string;
  change: string;
  /** The change is negative (drawn in the down colour, else up). */
  down: boolean;
}

export interface PairListViewProps {
  /** The list's region name, e.g. "Markets". */
  label: string;
  /** The list of rows' own name, e.g. "Trading pairs". */
  listLabel: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** Filters between the search box and the rows, e.g. spot's quote and area tabs. */
  filters?: ReactNode;
  items: readonly PairListItem[];
  /** The id of the pair on screen (marked with aria-current). */
  currentId?: string;
  onChoose: (id: string) => void;
  emptyTitle: string;
}

/** The list's usual cap; a column that is taller anyway lets it grow (`pairListFillsColumn`). */
const LIST_MAX_BLOCK_SIZE = '480px';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1 1 auto;
  min-block-size: 0;
  max-block-size: var(--pair-list-max-block-size, ${LIST_MAX_BLOCK_SIZE});
  overflow-y: auto;
`;

/**
 * For the grid area that holds a PairListView beside taller columns (the trading pages' desktop
 * layout, `tradingLayoutWidths`): the list scrolls within the whole height of its column instead of
 * stopping at its usual cap with blank space below. The area's own content no longer sizes the row
 * (`contain: size`: the chart, book and panel beside it do), and it keeps at least the usual height.
 */
export const pairListFillsColumn = css`
  @media (min-width: ${tradingLayoutWidths.tablet + 1}px) {
    contain: size;
    min-block-size: ${LIST_MAX_BLOCK_SIZE};
    --pair-list-max-block-size: none;
  }
`;

const RowButton = styled.button`
  display: grid;
  grid-template-columns: 1.2fr 1fr 0.8fr;
  /* Figures of neighbouring columns never meet, however wide they get. */
  column-gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  span + span {
    text-align: end;
  }
  border-inline-start: 3px solid transparent;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  /* Marked by an edge, not a fill: the red and green figures keep their contrast on the surface. */
  &[aria-current='true'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Change = styled.span<{ $down: boolean }>`
  color: ${({ theme, $down }) => ($down ? theme.colors.down : theme.colors.up)};
`;

const PairRow = memo(function PairRow(props: {
  item: PairListItem;
  active: boolean;
  onChoose: (id: string) => void;
}) {
  const { item } = props;
  return (
    <li>
      <RowButton
        type="button"
        aria-current={props.active || undefined}
        onClick={() => props.onChoose(item.id)}
      >
        <span>{item.name}</span>
        <span>{item.price}</span>
        {/* The sign reads before the figure on every page, while the column still aligns to
            the page's end (a dir on the cell itself made its end the right on Arabic pages). */}
        <Change $down={item.down}>
          <bdi dir="ltr">{item.change}</bdi>
        </Change>
      </RowButton>
    </li>
  );
});

/**
 * The pair market list both trading remotes render (spec §2): a search box, the app's filters, and
 * one button per pair (name, price, change). Presentational: the app filters and formats the rows.
 */
export function PairListView(props: PairListViewProps) {
  const { items, currentId, onChoose } = props;
  return (
    <Aside aria-label={props.label}>
      <TextInput
        type="search"
        placeholder={props.searchLabel}
        aria-label={props.searchLabel}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {props.filters}
      {items.length === 0 && <EmptyState title={props.emptyTitle} />}
      <List aria-label={props.listLabel}>
        {items.map((item) => (
          <PairRow key={item.id} item={item} active={item.id === currentId} onChoose={onChoose} />
        ))}
      </List>
    </Aside>
  );
}
