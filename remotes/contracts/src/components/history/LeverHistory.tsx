import { leverApi } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';
import { EmptyState, PagedTable, Select, Spinner, TableScroll } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useContractPair } from '../../hooks/useContractPair';
import { historyRows } from '../../model/history';
import { leverPairs } from '../../model/leverPairs';
import { useHistoryColumns } from './historyColumns';

const PairField = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: 320px;
  white-space: nowrap;
`;

const pairKey = (legalId: number, currencyId: number) => `${legalId}/${currencyId}`;

/** The lever history of one pair (lever/dealall), 20 orders a page, each with its entry and exit fees. */
function PairHistory({
  legalId,
  currencyId,
  symbol,
}: {
  legalId: number;
  currencyId: number;
  symbol: string;
}) {
  const { t } = useTranslation('contracts');
  const columns = useHistoryColumns();
  const history = usePagedList({
    endpoint: leverApi.dealall,
    payload: { legal_id: legalId, currency_id: currencyId },
    silent: true,
    read: (answer) => ({ rows: historyRows(answer), total: answer.total }),
  });
  return (
    <TableScroll label={t('history.caption', { pair: symbol })}>
      <PagedTable
        caption={t('history.caption', { pair: symbol })}
        columns={columns}
        list={history}
        rowKey={(row) => row.order.id}
        narrowLayout="cards"
        emptyTitle={t('history.empty')}
      />
    </TableScroll>
  );
}

/**
 * Spec §3 Lever history, the order list's history tab: past lever orders and their fills with the
 * entry and exit fees, of the pair chosen here (the contract page's pair first).
 */
export function LeverHistory() {
  const { t } = useTranslation('contracts');
  const { pair, groups, loading } = useContractPair();
  const rows = useMemo(() => leverPairs(groups), [groups]);
  const [chosen, setChosen] = useState<string>();
  const current = chosen ?? (pair && pairKey(pair.legalId, pair.currencyId));
  const row = rows.find((candidate) => pairKey(candidate.legal_id, candidate.currency_id) === current);
  return (
    <>
      <PairField>
        {t('history.pair')}
        <Select
          value={current ?? ''}
          onChange={setChosen}
          options={rows.map((candidate) => ({
            value: pairKey(candidate.legal_id, candidate.currency_id),
            label: `${candidate.currency_name}/${candidate.legal_name}`,
          }))}
        />
      </PairField>
      {row ? (
        <PairHistory
          key={current}
          legalId={row.legal_id}
          currencyId={row.currency_id}
          symbol={`${row.currency_name}/${row.legal_name}`}
        />
      ) : loading ? (
        <Spinner label={t('page.loading')} />
      ) : (
        <EmptyState title={t('pairs.none')} />
      )}
    </>
  );
}
