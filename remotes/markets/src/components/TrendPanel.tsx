import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatChange, formatPrice, trendOf } from '../model/display';
import { rowKey } from '../model/board';
import { pickTrendKeys } from '../model/trend';
import type { QuotationRow } from '@exchange/protocol';
import { pairSymbol } from '@exchange/sdk';
import { EmptyState } from '@exchange/ui';
import { Num, Panel, PanelTitle } from './Panel';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    inline-size: 100%;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    text-align: start;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A random handful of pairs; the pick changes only when the set of pairs does, not on every push. */
export const TrendPanel = memo(function TrendPanel({
  rows,
  onChoose,
}: {
  rows: readonly QuotationRow[];
  onChoose: (row: QuotationRow) => void;
}) {
  const { t } = useTranslation('markets');
  const identity = rows.map(rowKey).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-pick only when the pair set changes
  const keys = useMemo(() => pickTrendKeys(rows), [identity]);
  const byKey = new Map(rows.map((row) => [rowKey(row), row]));
  const picked = keys.flatMap((key) => byKey.get(key) ?? []);
  return (
    <Panel aria-labelledby="markets-trend-title">
      <PanelTitle id="markets-trend-title">{t('trend.title')}</PanelTitle>
      {picked.length === 0 ? (
        <div role="status">
          <EmptyState title={t('trend.empty')} />
        </div>
      ) : (
        <Cards>
          {picked.map((row) => (
            <li key={rowKey(row)}>
              <button type="button" onClick={() => onChoose(row)}>
                <span dir="ltr">{pairSymbol(row)}</span>
                <strong>
                  <Num>{formatPrice(row.now_price)}</Num>
                </strong>
                <Num $trend={trendOf(row.change)}>{formatChange(row.change)}</Num>
              </button>
            </li>
          ))}
        </Cards>
      )}
    </Panel>
  );
});
