import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatChange, formatCny, formatPrice, formatVolume, trendOf } from '../model/display';
import { rowKey } from '../model/board';
import type { QuotationRow } from '@exchange/protocol';
import { pairSymbol } from '@exchange/sdk';
import { EmptyState, Skeleton, VisuallyHidden } from '@exchange/ui';
import { DataTable, Num } from './Panel';

/**
 * Very narrow screens scroll the table inside its card instead of widening the page. Positioned, so
 * that the visually hidden texts (absolutely placed) stay inside it: the action column's hidden
 * heading once sat past the right edge and gave the whole page a sideways scroll (Russian, 390 px).
 */
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
`;

const Row = styled.tr`
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

const Pair = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  img {
    width: 20px;
    height: 20px;
    border-radius: 50%;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
  font-weight: 600;
`;

const TradeButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  @media (max-width: 640px) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The coin's logo, or its initial in a circle when there is none or the file fails to load. */
function Logo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Initial aria-hidden="true">{name.slice(0, 1)}</Initial>;
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

interface RowProps {
  row: QuotationRow;
  onChoose: (row: QuotationRow) => void;
}

/** Memoized: a push re-renders only the rows whose figures changed (rows keep identity otherwise). */
const MarketTableRow = memo(function MarketTableRow({ row, onChoose }: RowProps) {
  const { t } = useTranslation('markets');
  const pair = pairSymbol(row);
  return (
    <Row onClick={() => onChoose(row)} data-testid={`market-row-${rowKey(row)}`}>
      <td>
        <Pair>
          <Logo src={row.logo} name={row.currency_name} />
          <span dir="ltr">
            {row.currency_name}
            <small>/{row.legal_name}</small>
          </span>
        </Pair>
      </td>
      <td data-align="end">
        <Num>{formatPrice(row.now_price)}</Num>
      </td>
      <td data-align="end">
        <Num $trend={trendOf(row.change)}>{formatChange(row.change)}</Num>
      </td>
      <td data-align="end" data-optional>
        <Num>{formatVolume(row.volume)}</Num>
      </td>
      <td data-align="end" data-optional>
        <Num>{formatCny(row.now_price)}</Num>
      </td>
      <td data-align="end">
        <TradeButton
          type="button"
          aria-label={t('board.tradePair', { pair })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(row);
          }}
        >
          {t('board.trade')}
        </TradeButton>
      </td>
    </Row>
  );
});

const SKELETON_ROWS = 6;

export interface MarketTableProps {
  rows: readonly QuotationRow[];
  loading: boolean;
  /** Shown when there are no rows (e.g. the search matched nothing). */
  emptyText: string;
  onChoose: (row: QuotationRow) => void;
  caption?: string;
}

export function MarketTable({ rows, loading, emptyText, onChoose, caption }: MarketTableProps) {
  const { t } = useTranslation('markets');
  if (!loading && rows.length === 0) {
    return (
      <div role="status">
        <EmptyState title={emptyText} />
      </div>
    );
  }
  return (
    <Scroll>
      <DataTable aria-busy={loading || undefined}>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">{t('board.pair')}</th>
            <th scope="col" data-align="end">
              {t('board.lastPrice')}
            </th>
            <th scope="col" data-align="end">
              {t('board.change')}
            </th>
            <th scope="col" data-align="end" data-optional>
              {t('board.volume')}
            </th>
            <th scope="col" data-align="end" data-optional>
              {t('board.cny')}
            </th>
            <th scope="col" data-align="end">
              <VisuallyHidden>{t('board.action')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {[6, 5, 4, 5, 5, 3].map((width, cell) => (
                    <td key={cell} data-optional={cell === 3 || cell === 4 ? '' : undefined}>
                      <Skeleton width={`${width}em`} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => <MarketTableRow key={rowKey(row)} row={row} onChoose={onChoose} />)}
        </tbody>
      </DataTable>
    </Scroll>
  );
}
