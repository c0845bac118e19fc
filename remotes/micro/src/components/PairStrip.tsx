import type { QuotationRow } from '@exchange/protocol';
import { format, isDecimal, isNegative } from '@exchange/sdk';
import { Skeleton } from '@exchange/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pairSearch, symbolOf } from '../model/pairs';

const Strip = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.sm};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const PairLink = styled(Link)`
  display: grid;
  grid-template-columns: auto auto;
  gap: 2px ${({ theme }) => theme.space.md};
  min-inline-size: 150px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Change = styled.span<{ $down: boolean }>`
  text-align: end;
  color: ${({ theme, $down }) => ($down ? theme.colors.down : theme.colors.up)};
`;

const PairItem = memo(function PairItem({ row, current }: { row: QuotationRow; current: boolean }) {
  const { t } = useTranslation('micro');
  const down = isDecimal(row.change) && isNegative(row.change);
  return (
    <li>
      <PairLink to={{ search: pairSearch(row) }} aria-current={current ? 'page' : undefined}>
        <strong>{symbolOf(row)}</strong>
        <Change $down={down}>
          <bdi dir="ltr">{`${down ? '' : '+'}${format(row.change, 'change')}%`}</bdi>
        </Change>
        <span>
          <bdi dir="ltr">{format(row.now_price, 'price')}</bdi>
        </span>
        <small>
          {t('pairs.volume')} {format(row.volume, 'volume', { group: true })}
        </small>
      </PairLink>
    </li>
  );
});

/** Spec §2 Seconds page header strip: every micro pair with price, change percent and volume. */
export function PairStrip({
  rows,
  loading,
  current,
}: {
  rows: readonly QuotationRow[];
  loading: boolean;
  current?: QuotationRow;
}) {
  const { t } = useTranslation('micro');
  return (
    <Strip aria-label={t('pairs.label')} aria-busy={loading}>
      {loading && rows.length === 0 ? (
        <Skeleton height="48px" />
      ) : (
        <ul>
          {rows.map((row) => (
            <PairItem
              key={`${row.legal_id}/${row.currency_id}`}
              row={row}
              current={row.currency_id === current?.currency_id && row.legal_id === current.legal_id}
            />
          ))}
        </ul>
      )}
    </Strip>
  );
}
