import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tabs } from '@exchange/ui';
import { type CategoryTab, categoryTabs, filterRows, type MarketTab } from '../model/filter';
import type { QuotationRow } from '@exchange/protocol';
import { MarketTable } from './MarketTable';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block: ${({ theme }) => theme.space.md};
`;

const Search = styled.input`
  inline-size: 220px;
  max-inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  @media (max-width: 640px) {
    inline-size: 100%;
  }
`;

const tabId = (tab: MarketTab): string => (tab.kind === 'all' ? 'all' : `c${tab.category}`);

const tabFromId = (id: string): MarketTab =>
  id === 'all' ? { kind: 'all' } : { kind: 'category', category: Number(id.slice(1)) };

const SectionTitle = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface BoardSection {
  id: string | number;
  /** Heading above the section's table; omit for a single-list board. */
  title?: string;
  rows: readonly QuotationRow[];
}

/**
 * Tabs (all, mainstream, innovation, DeFi, other category texts) + the §5 search over one or more
 * row lists (home: one list; all markets: one per quotation group). Sections left empty by the filter
 * are hidden; when nothing is left at all the board says so.
 */
export function MarketBoard({
  sections,
  loading,
  onChoose,
  label,
}: {
  sections: readonly BoardSection[];
  loading: boolean;
  onChoose: (row: QuotationRow) => void;
  /** Accessible name of the board (the heading text). */
  label: string;
}) {
  const { t } = useTranslation('markets');
  const [selected, setSelected] = useState('all');
  const [search, setSearch] = useState('');
  const everyRow = useMemo(() => sections.flatMap((section) => section.rows), [sections]);
  const categories = useMemo(() => categoryTabs(everyRow), [everyRow]);
  const tabLabel = (tab: CategoryTab) => (tab.named ? t(`board.${tab.named}`) : tab.text);
  const tabs = [
    { value: 'all', label: t('board.all') },
    ...categories.map((tab) => ({
      value: tabId({ kind: 'category', category: tab.category }),
      label: tabLabel(tab),
    })),
  ];
  const visible = useMemo(() => {
    const tab = tabFromId(selected);
    return sections
      .map((section) => ({ ...section, rows: filterRows(section.rows, tab, search) }))
      .filter((section) => section.rows.length > 0);
  }, [sections, selected, search]);
  const trimmed = search.trim();
  const emptyText = trimmed ? t('board.emptySearch', { search: trimmed }) : t('board.empty');

  return (
    <Tabs items={tabs} value={selected} onChange={setSelected} aria-label={t('board.tabsLabel')}>
      <Toolbar>
        <Search
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('board.searchPlaceholder')}
          aria-label={t('board.searchLabel')}
          autoComplete="off"
          spellCheck={false}
        />
      </Toolbar>
      {loading || visible.length === 0 ? (
        <MarketTable rows={[]} loading={loading} onChoose={onChoose} caption={label} emptyText={emptyText} />
      ) : (
        visible.map((section) => (
          <section key={section.id} aria-label={section.title ?? label}>
            {section.title && <SectionTitle>{section.title}</SectionTitle>}
            <MarketTable
              rows={section.rows}
              loading={false}
              onChoose={onChoose}
              caption={section.title ?? label}
              emptyText={emptyText}
            />
          </section>
        ))
      )}
    </Tabs>
  );
}
