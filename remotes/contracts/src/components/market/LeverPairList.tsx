import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { EmptyState, TextInput } from '@exchange/ui';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { leverPairs } from '../../model/leverPairs';
import { Panel } from '../common/styles';

export interface LeverPairListProps {
  groups: readonly QuotationGroup[];
  current: { legalId: number; currencyId: number };
  onChoose: (row: QuotationRow) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 420px;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  button {
    display: grid;
    grid-template-columns: 1.3fr 1fr 0.8fr;
    inline-size: 100%;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 0;
    border-inline-start: 3px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button span + span {
    text-align: end;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  button[aria-current='true'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  .up {
    color: ${({ theme }) => theme.colors.up};
  }
  .down {
    color: ${({ theme }) => theme.colors.down};
  }
`;

const PairRow = memo(function PairRow(props: {
  row: QuotationRow;
  active: boolean;
  onChoose: (row: QuotationRow) => void;
}) {
  const { row } = props;
  return (
    <li>
      <button type="button" aria-current={props.active || undefined} onClick={() => props.onChoose(row)}>
        <span>
          {row.currency_name}/{row.legal_name}
        </span>
        <span>{format(row.now_price, 'price')}</span>
        <span className={row.change.startsWith('-') ? 'down' : 'up'} dir="ltr">
          {format(row.change, 'change')}%
        </span>
      </button>
    </li>
  );
});

/** Spec §2 pair market list of the contract page: the lever pairs, with a search box (§5). */
export function LeverPairList({ groups, current, onChoose }: LeverPairListProps) {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => leverPairs(groups, search), [groups, search]);
  return (
    <Panel aria-labelledby="lever-pairs-title">
      <h2 id="lever-pairs-title">{t('pairs.title')}</h2>
      <TextInput
        type="search"
        placeholder={t('pairs.search')}
        aria-label={t('pairs.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {rows.length === 0 && <EmptyState title={t('pairs.none')} />}
      <List aria-label={t('pairs.title')}>
        {rows.map((row) => (
          <PairRow
            key={`${row.legal_id}/${row.currency_id}`}
            row={row}
            active={row.legal_id === current.legalId && row.currency_id === current.currencyId}
            onChoose={onChoose}
          />
        ))}
      </List>
    </Panel>
  );
}
