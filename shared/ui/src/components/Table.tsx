import { memo, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { narrowScreen, visuallyHidden } from '../theme/mixins';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** `end` for numbers (logical, so it flips in RTL). */
  align?: 'start' | 'center' | 'end';
  /** Tabular figures, so prices line up digit under digit. */
  numeric?: boolean;
  width?: string;
  /**
   * Left out on phone-width screens (600 px and narrower), for a column the row still makes sense
   * without, so that the columns a user acts on (a cancel button) fit without a sideways scroll.
   */
  hideWhenNarrow?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers (rendered as a visually hidden caption). */
  caption: string;
  loading?: boolean;
  /** Shown when there are no rows; defaults to EmptyState's "No data". */
  empty?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Marks a row as current (aria-current), e.g. the chosen pair. */
  isRowActive?: (row: Row) => boolean;
  /**
   * How the table meets a phone-width screen. `scroll` (the default): its columns stay, and a
   * `TableScroll` around it scrolls sideways. `cards`: each row becomes a card of "header  value"
   * lines (headers given as strings name their lines), for read-only lists whose every column
   * matters (records, logs, histories), so that no amount hides behind a sideways scroll.
   */
  narrowLayout?: 'scroll' | 'cards';
}

/**
 * Cards change how rows and cells display, which can make a browser drop the table's semantics
 * from the accessibility tree; the explicit roles keep rows, headers and cells announced as such.
 */
function roleIn(cards: boolean, role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') {
  return cards ? role : undefined;
}

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

/** Cards show each header in its cells; the header row stays for screen readers only. */
const Head = styled.thead<{ $cards: boolean }>`
  ${({ $cards }) =>
    $cards &&
    css`
      ${narrowScreen} {
        ${visuallyHidden}
      }
    `}
`;

/** Every cell's padding: less of it on a phone, where a `hideWhenNarrow` column's cells are left out. */
const cellBox = css<{ $hideWhenNarrow: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  ${narrowScreen} {
    padding-inline: ${({ theme }) => theme.space.sm};
    ${({ $hideWhenNarrow }) => ($hideWhenNarrow ? 'display: none;' : '')}
  }
`;

const Th = styled.th<{ $align: string; $width?: string; $hideWhenNarrow: boolean }>`
  ${cellBox}
  text-align: ${({ $align }) => $align};
  inline-size: ${({ $width }) => $width ?? 'auto'};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A cell of a card: its header (start, from `data-label`) and its value (end) on one line, wrapping
 * rather than widening the card. Generated content rather than an element: the cell's text stays
 * its value (what a test or a copy reads), and it exists only on phone-width screens. Doubled class
 * (`&&`): it outranks TableScroll's one-line cells.
 */
const cardCell = css<{ $hideWhenNarrow: boolean }>`
  ${narrowScreen} {
    &::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      text-align: start;
      white-space: nowrap;
    }
    && {
      display: ${({ $hideWhenNarrow }) => ($hideWhenNarrow ? 'none' : 'flex')};
      justify-content: space-between;
      align-items: baseline;
      gap: ${({ theme }) => theme.space.md};
      padding-block: ${({ theme }) => theme.space.xs};
      border-block-end: none;
      text-align: end;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

const Td = styled.td<{ $align: string; $numeric: boolean; $hideWhenNarrow: boolean; $cards: boolean }>`
  ${({ $cards }) => ($cards ? cardCell : '')}
  ${cellBox}
  text-align: ${({ $align }) => $align};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tr = styled.tr<{ $clickable: boolean; $cards: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  ${({ $cards, theme }) =>
    $cards &&
    css`
      ${narrowScreen} {
        display: block;
        padding-block: ${theme.space.sm};
        border-block-end: 1px solid ${theme.colors.border};
      }
    `}
  &:hover,
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

interface RowProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  active: boolean;
  onRowClick?: (row: Row) => void;
  cards: boolean;
}

function TableRowInner<Row>({ row, columns, active, onRowClick, cards }: RowProps<Row>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
    }
  };
  return (
    <Tr
      role={roleIn(cards, 'row')}
      $cards={cards}
      $clickable={Boolean(onRowClick)}
      tabIndex={onRowClick ? 0 : undefined}
      aria-current={active || undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick ? onKeyDown : undefined}
    >
      {columns.map((column) => {
        const value = column.render(row);
        return (
          <Td
            key={column.key}
            role={roleIn(cards, 'cell')}
            $cards={cards}
            $align={column.align ?? 'start'}
            $numeric={Boolean(column.numeric)}
            $hideWhenNarrow={Boolean(column.hideWhenNarrow)}
            data-label={cards && typeof column.header === 'string' ? column.header : undefined}
          >
            {/* Signs and % stay in place ("+2.31%") inside a right-to-left page; a card's value is one flex item. */}
            {column.numeric || cards ? <span dir={column.numeric ? 'ltr' : undefined}>{value}</span> : value}
          </Td>
        );
      })}
    </Tr>
  );
}

// A row re-renders only when its row object, the columns or the handler change: with live prices,
// give unchanged rows the same object and keep `columns` and `onRowClick` stable (useMemo/useCallback).
const TableRow = memo(TableRowInner) as typeof TableRowInner;

export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  empty,
  onRowClick,
  isRowActive,
  narrowLayout = 'scroll',
}: TableProps<Row>) {
  const showLoading = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;
  const cards = narrowLayout === 'cards';
  return (
    <StyledTable role={roleIn(cards, 'table')} aria-busy={loading || undefined}>
      <Caption>{caption}</Caption>
      <Head role={roleIn(cards, 'rowgroup')} $cards={cards}>
        <tr role={roleIn(cards, 'row')}>
          {columns.map((column) => (
            <Th
              key={column.key}
              role={roleIn(cards, 'columnheader')}
              scope="col"
              $align={column.align ?? 'start'}
              $width={column.width}
              $hideWhenNarrow={Boolean(column.hideWhenNarrow)}
            >
              {column.header}
            </Th>
          ))}
        </tr>
      </Head>
      <tbody role={roleIn(cards, 'rowgroup')}>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            active={isRowActive ? isRowActive(row) : false}
            onRowClick={onRowClick}
            cards={cards}
          />
        ))}
        {(showLoading || showEmpty) && (
          <tr role={roleIn(cards, 'row')}>
            <td role={roleIn(cards, 'cell')} colSpan={columns.length}>
              {showLoading ? (
                <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
                  <Spinner size={20} />
                </div>
              ) : (
                (empty ?? <EmptyState />)
              )}
            </td>
          </tr>
        )}
      </tbody>
    </StyledTable>
  );
}
