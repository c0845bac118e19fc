import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Panel, Row } from '../components/common/styles';
import { BatchClose } from '../components/list/BatchClose';
import { PositionsTable } from '../components/positions/PositionsTable';
import { RiskSummary } from '../components/positions/RiskSummary';
import { usePositions } from '../hooks/usePositions';
import { PageFrame } from './PageFrame';

function Positions() {
  const { t } = useTranslation('contracts');
  const positions = usePositions(1);
  const rows = positions.data?.rows;
  return (
    <Panel aria-labelledby="lever-list-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="lever-list-title">{t('positions.screen')}</h1>
        <Row>
          <Link to="/manger">{t('nav.trade')}</Link>
          <Link to="/leverTransactions">{t('nav.orders')}</Link>
        </Row>
      </Row>
      <RiskSummary hazardRate={positions.data?.hazardRate} profitsTotal={positions.data?.profitsTotal} />
      <BatchClose disabled={!rows || rows.length === 0} onClosed={positions.reload} />
      <PositionsTable
        caption={t('positions.caption')}
        rows={rows}
        loading={positions.loading}
        failed={positions.result !== undefined && positions.result.type !== 'ok'}
        reload={positions.reload}
        empty={t('positions.empty')}
      />
    </Panel>
  );
}

/** `/leverList` (spec §2): the positions screen: risk rate, total P&L, one-click close, every open position. */
export default function LeverListPage(_props: RemotePageProps) {
  return (
    <PageFrame>
      <Positions />
    </PageFrame>
  );
}
