import { useFrameStore, useSession, type FrameSource } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectDeal, selectPositions, type ContractState } from '../../model/contractFeed';
import { GuestPrompt } from '../common/GuestPrompt';
import { Panel, Row } from '../common/styles';
import { PositionsTable } from './PositionsTable';
import { RiskSummary } from './RiskSummary';

export interface PositionsPanelProps {
  store: FrameSource<ContractState | undefined>;
  loading: boolean;
  reload: () => void;
}

const Head = styled(Row)`
  justify-content: space-between;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Spec §2 Lever positions panel on the contract page: the pair's pending and open positions, live
 * (lever pushes merged per frame, the 3 s lever/deal poll behind them), the account's risk rate and
 * total profit, and links to the positions screen and the order list.
 */
export function PositionsPanel({ store, loading, reload }: PositionsPanelProps) {
  const { t } = useTranslation('contracts');
  const { loggedIn } = useSession();
  const positions = useFrameStore(store, selectPositions);
  const deal = useFrameStore(store, selectDeal);
  return (
    <Panel aria-labelledby="lever-positions-title">
      <Head>
        <h2 id="lever-positions-title">{t('positions.title')}</h2>
        {loggedIn && (
          <Row>
            <Link to="/leverList">{t('nav.positions')}</Link>
            <Link to="/leverTransactions">{t('nav.orders')}</Link>
          </Row>
        )}
      </Head>
      {!loggedIn ? (
        <GuestPrompt />
      ) : (
        <>
          <RiskSummary
            hazardRate={positions?.hazardRate}
            profitsTotal={positions?.profitsTotal}
            maintenanceRate={deal?.maintenance_rate}
          />
          <PositionsTable
            caption={t('positions.caption')}
            rows={positions?.rows}
            loading={loading}
            reload={reload}
            empty={t('positions.empty')}
          />
        </>
      )}
    </Panel>
  );
}
