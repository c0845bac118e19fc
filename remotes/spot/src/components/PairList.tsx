import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { format } from '@exchange/sdk';
import { EmptyState, Tabs, TextInput } from '@exchange/ui';
import { AREA_TABS, quoteTabs, visiblePairs, type AreaTab } from '../model/pairList';

export interface PairListProps {
  groups: readonly QuotationGroup[];
  /** The pair on screen. */
  current: { legalId: number; currencyId: number };
  /** Spec §4 "Choosing a market": the page stores the pair keys and reloads on it. */
  onChoose: (row: QuotationRow, position: { groupIndex: number; rowIndex: number }) => void;
}

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 480px;
  overflow-y: auto;
`;

const RowButton = styled.button`
  display: grid;
  grid-template-columns: 1.2fr 1fr 0.8fr;
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

const PairRow = memo(function PairRow({
  row,
  active,
  onClick,
}: {
  row: QuotationRow;
  active: boolean;
  onClick: (row: QuotationRow) => void;
}) {
  return (
    <li>
      <RowButton type="button" aria-current={active || undefined} onClick={() => onClick(row)}>
        <span>
          {row.currency_name}/{row.legal_name}
        </span>
        <span>{format(row.now_price, 'price')}</span>
        <Change $down={row.change.startsWith('-')}>{format(row.change, 'change')}%</Change>
      </RowButton>
    </li>
  );
});

/** Spec §2 pair market list: search box, a tab per quote coin, area tabs (all, categories 1-3). */
export function PairList({ groups, current, onChoose }: PairListProps) {
  const { t } = useTranslation('spot');
  const tabs = useMemo(() => quoteTabs(groups), [groups]);
  const currentGroup = groups.find((group) => group.id === current.legalId)?.name;
  const [quote, setQuote] = useState<string | undefined>(undefined);
  const [area, setArea] = useState<AreaTab>('all');
  const [search, setSearch] = useState('');
  const shownQuote = quote ?? currentGroup ?? tabs[0] ?? '';
  const rows = useMemo(
    () => visiblePairs(groups, { quote: shownQuote, area, search }),
    [groups, shownQuote, area, search],
  );

  const choose = (row: QuotationRow) => {
    const groupIndex = groups.findIndex((group) => group.name === shownQuote);
    const rowIndex = groups[groupIndex]?.quotation.indexOf(row) ?? 0;
    onChoose(row, { groupIndex: Math.max(0, groupIndex), rowIndex: Math.max(0, rowIndex) });
  };

  return (
    <Aside aria-label={t('pairs.title')}>
      <TextInput
        type="search"
        placeholder={t('pairs.search')}
        aria-label={t('pairs.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {tabs.length > 0 && (
        <Tabs
          aria-label={t('pairs.quoteTabs')}
          value={shownQuote}
          onChange={setQuote}
          items={tabs.map((name) => ({ value: name, label: name }))}
        />
      )}
      <Tabs<string>
        aria-label={t('pairs.areaTabs')}
        variant="pill"
        value={String(area)}
        onChange={(value) => setArea(value === 'all' ? 'all' : (Number(value) as AreaTab))}
        items={AREA_TABS.map((tab) => ({
          value: String(tab),
          label: tab === 'all' ? t('pairs.all') : t(`pairs.area${tab}`),
        }))}
      />
      {rows.length === 0 && <EmptyState title={t('pairs.none')} />}
      <List aria-label={t('pairs.caption')}>
        {rows.map((row) => (
          <PairRow
            key={`${row.currency_id}/${row.legal_id}`}
            row={row}
            active={row.currency_id === current.currencyId && row.legal_id === current.legalId}
            onClick={choose}
          />
        ))}
      </List>
    </Aside>
  );
}
