import type { QuotationRow } from '@exchange/protocol';
import type { RemotePageProps } from '@exchange/sdk';
import { useSdk } from '@exchange/sdk';
import { EmptyState, Modal, Spinner, VisuallyHidden } from '@exchange/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractChart } from '../components/market/ContractChart';
import { ContractTopBar } from '../components/market/ContractTopBar';
import { LeverBook } from '../components/market/LeverBook';
import { LeverPairList } from '../components/market/LeverPairList';
import { LeverPanel } from '../components/panel/LeverPanel';
import { PositionsPanel } from '../components/positions/PositionsPanel';
import { useContractFeed } from '../hooks/useContractFeed';
import { useContractPair } from '../hooks/useContractPair';
import type { ContractPair } from '../model/market';
import { Area, ChartArea, ContractGrid, PairsArea, PairsButton } from './contractLayout';

type PairInfo = ReturnType<typeof useContractPair>;

function Contract({
  pair,
  row,
  groups,
}: {
  pair: ContractPair;
  row?: QuotationRow;
  groups: PairInfo['groups'];
}) {
  const { t } = useTranslation('contracts');
  const sdk = useSdk();
  const feed = useContractFeed(pair);
  const [picked, setPicked] = useState<{ price: string; at: number }>();
  const [pairsOpen, setPairsOpen] = useState(false);
  const pick = useCallback((price: string) => setPicked({ price, at: Date.now() }), []);
  const choose = useCallback(
    (chosen: QuotationRow) => {
      setPairsOpen(false);
      sdk.choosePair(chosen);
    },
    [sdk],
  );
  const list = <LeverPairList groups={groups} current={pair} onChoose={choose} />;
  return (
    <ContractGrid>
      <VisuallyHidden as="h1">{t('page.contract', { pair: pair.symbol })}</VisuallyHidden>
      <PairsArea $area="pairs">{list}</PairsArea>
      <ChartArea $area="chart">
        <ContractTopBar
          pair={pair}
          row={row}
          pairsButton={
            <PairsButton type="button" aria-haspopup="dialog" onClick={() => setPairsOpen(true)}>
              {t('pairs.open')}
            </PairsButton>
          }
        />
        <ContractChart symbol={pair.symbol} />
      </ChartArea>
      <Area $area="book">
        <LeverBook pair={pair} onPickPrice={pick} />
      </Area>
      <Area $area="panel">
        <LeverPanel pair={pair} store={feed.store} onPlaced={feed.reload} pickedPrice={picked} />
      </Area>
      <Area $area="positions">
        <PositionsPanel store={feed.store} loading={feed.loading} reload={feed.reload} />
      </Area>
      <Modal open={pairsOpen} onClose={() => setPairsOpen(false)} title={t('pairs.title')} width="480px">
        {list}
      </Modal>
    </ContractGrid>
  );
}

function ContractContent() {
  const { t } = useTranslation('contracts');
  const { pair, row, groups, loading } = useContractPair();
  if (!pair) return loading ? <Spinner label={t('page.loading')} /> : <EmptyState title={t('pairs.none')} />;
  return <Contract key={`${pair.legalId}/${pair.currencyId}`} pair={pair} row={row} groups={groups} />;
}

/** `/manger` (spec §2): the contract page. Choosing a pair stores it (§4) and the page starts afresh on it. */
export default function ContractPage(_props: RemotePageProps) {
  return <ContractContent />;
}
