import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format, type StoredPair } from '@exchange/sdk';
import { PairListView, Tabs, type PairListItem } from '@exchange/ui';
import { AREA_TABS, quoteTabs, visiblePairs, type AreaTab } from '../model/pairList';

export interface PairListProps {
  groups: readonly QuotationGroup[];
  /** The pair on screen. */
  current: Pick<StoredPair, 'legalId' | 'currencyId'>;
  /** Spec §4 "Choosing a market": the page stores the pair keys and reloads on it. */
  onChoose: (row: QuotationRow, position: { groupIndex: number; rowIndex: number }) => void;
}

const pairId = (currencyId: number, legalId: number) => `${currencyId}/${legalId}`;

const pairItem = (row: QuotationRow): PairListItem => ({
  id: pairId(row.currency_id, row.legal_id),
  name: `${row.currency_name}/${row.legal_name}`,
  price: format(row.now_price, 'price'),
  change: `${format(row.change, 'change')}%`,
  down: row.change.startsWith('-'),
});

/** Spec §2 pair market list (the shared `PairListView`): search box, a tab per quote coin, area tabs. */
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
  const items = useMemo(() => rows.map(pairItem), [rows]);

  const choose = (id: string) => {
    const row = rows.find((candidate) => pairId(candidate.currency_id, candidate.legal_id) === id);
    if (!row) return;
    const groupIndex = groups.findIndex((group) => group.name === shownQuote);
    const rowIndex = groups[groupIndex]?.quotation.indexOf(row) ?? 0;
    onChoose(row, { groupIndex: Math.max(0, groupIndex), rowIndex: Math.max(0, rowIndex) });
  };

  const filters = (
    <>
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
    </>
  );

  return (
    <PairListView
      label={t('pairs.title')}
      listLabel={t('pairs.caption')}
      searchLabel={t('pairs.search')}
      search={search}
      onSearch={setSearch}
      filters={filters}
      items={items}
      currentId={pairId(current.currencyId, current.legalId)}
      onChoose={choose}
      emptyTitle={t('pairs.none')}
    />
  );
}
