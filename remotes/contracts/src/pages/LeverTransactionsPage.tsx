import { leverStatusNames, type LeverStatus } from '@exchange/protocol';
import type { RemotePageProps } from '@exchange/sdk';
import { Tabs } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContractsNamespace } from '../components/common/ContractsNamespace';
import { Panel, Row } from '../components/common/styles';
import { HistoryOrderTab, LiveOrderTab, isLiveTab } from '../components/list/OrderTabList';
import { PageFrame } from './PageFrame';

const tabs: readonly LeverStatus[] = [0, 1, 2, 3, 4];

function OrderList() {
  const { t } = useTranslation('contracts');
  const [status, setStatus] = useState<LeverStatus>(1);
  const caption = t(`tabs.${leverStatusNames[status]}`);
  return (
    <Panel aria-labelledby="lever-orders-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="lever-orders-title">{t('orders.title')}</h1>
        <Row>
          <Link to="/manger">{t('nav.trade')}</Link>
          <Link to="/leverList">{t('nav.positions')}</Link>
        </Row>
      </Row>
      <Tabs<string>
        aria-label={t('orders.tabs')}
        value={String(status)}
        onChange={(value) => setStatus(Number(value) as LeverStatus)}
        items={tabs.map((tab) => ({ value: String(tab), label: t(`tabs.${leverStatusNames[tab]}`) }))}
      />
      {isLiveTab(status) ? (
        <LiveOrderTab key={status} status={status} caption={caption} />
      ) : (
        <HistoryOrderTab key={status} status={status} caption={caption} />
      )}
    </Panel>
  );
}

/** `/leverTransactions` (spec §2 Contract order list): tabs pending, in transaction, closing, closed, revoked. */
export default function LeverTransactionsPage(_props: RemotePageProps) {
  return (
    <ContractsNamespace>
      <PageFrame>
        <OrderList />
      </PageFrame>
    </ContractsNamespace>
  );
}
