import { memo, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { narrowScreen } from '../theme/mixins';
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
}

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Caption = styled.caption`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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

const Td = styled.td<{ $align: string; $numeric: boolean; $hideWhenNarrow: boolean }>`
  ${cellBox}
  text-align: ${({ $align }) => $align};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tr = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
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
}

function TableRowInner<Row>({ row, columns, active, onRowClick }: RowProps<Row>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
    }
  };
  return (
    <Tr
      $clickable={Boolean(onRowClick)}
      tabIndex={onRowClick ? 0 : undefined}
      aria-current={active || undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick ? onKeyDown : undefined}
    >
      {columns.map((column) => (
        <Td
          key={column.key}
          $align={column.align ?? 'start'}
          $numeric={Boolean(column.numeric)}
          $hideWhenNarrow={Boolean(column.hideWhenNarrow)}
        >
          {/* Signs and % stay in place ("+2.31%") inside a right-to-left page. */}
          {column.numeric ? <span dir="ltr">{column.render(row)}</span> : column.render(row)}
        </Td>
      ))}
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
}: TableProps<Row>) {
  const showLoading = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;
  return (
    <StyledTable aria-busy={loading || undefined}>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th
              key={column.key}
              scope="col"
              $align={column.align ?? 'start'}
              $width={column.width}
              $hideWhenNarrow={Boolean(column.hideWhenNarrow)}
            >
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            active={isRowActive ? isRowActive(row) : false}
            onRowClick={onRowClick}
          />
        ))}
        {(showLoading || showEmpty) && (
          <tr>
            <td colSpan={columns.length}>
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
