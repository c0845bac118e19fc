import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { PairListView, type PairListItem } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leverPairs } from '../../model/leverPairs';

export interface LeverPairListProps {
  groups: readonly QuotationGroup[];
  current: { legalId: number; currencyId: number };
  onChoose: (row: QuotationRow) => void;
}

const pairId = (legalId: number, currencyId: number) => `${legalId}/${currencyId}`;

const pairItem = (row: QuotationRow): PairListItem => ({
  id: pairId(row.legal_id, row.currency_id),
  name: `${row.currency_name}/${row.legal_name}`,
  price: format(row.now_price, 'price'),
  change: `${format(row.change, 'change')}%`,
  down: row.change.startsWith('-'),
});

/** Spec §2 pair market list of the contract page (the shared `PairListView`): the lever pairs, searchable (§5). */
export function LeverPairList({ groups, current, onChoose }: LeverPairListProps) {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => leverPairs(groups, search), [groups, search]);
  const items = useMemo(() => rows.map(pairItem), [rows]);
  const choose = (id: string) => {
    const row = rows.find((candidate) => pairId(candidate.legal_id, candidate.currency_id) === id);
    if (row) onChoose(row);
  };
  return (
    <PairListView
      label={t('pairs.title')}
      listLabel={t('pairs.title')}
      searchLabel={t('pairs.search')}
      search={search}
      onSearch={setSearch}
      items={items}
      currentId={pairId(current.legalId, current.currencyId)}
      onChoose={choose}
      emptyTitle={t('pairs.none')}
    />
  );
}
