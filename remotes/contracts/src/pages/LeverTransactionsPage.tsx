import { leverStatusNames, type LeverStatus } from '@exchange/protocol';
import type { RemotePageProps } from '@exchange/sdk';
import { Spinner, Tabs } from '@exchange/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Panel, Row } from '../components/common/styles';
import { HistoryOrderTab, LiveOrderTab, isLiveTab } from '../components/list/OrderTabList';
import { PageFrame } from './PageFrame';

// The history tab loads on demand: the order list's first paint stays within its budget.
const LeverHistory = lazy(() =>
  import('../components/history/LeverHistory').then((module) => ({ default: module.LeverHistory })),
);

const statusTabs: readonly LeverStatus[] = [0, 1, 2, 3, 4];
/** The spec's five status tabs, then the lever history (`?tab=history`, lever/dealall). */
type OrderTab = LeverStatus | 'history';

function tabOf(value: string | null): OrderTab {
  if (value === 'history') return value;
  const status = Number(value);
  return statusTabs.includes(status as LeverStatus) && value !== '' && value !== null
    ? (status as LeverStatus)
    : 1;
}

function OrderList() {
  const { t } = useTranslation('contracts');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
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
        value={String(tab)}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        items={[
          ...statusTabs.map((status) => ({
            value: String(status),
            label: t(`tabs.${leverStatusNames[status]}`),
          })),
          { value: 'history', label: t('tabs.history') },
        ]}
      />
      {tab === 'history' ? (
        <Suspense fallback={<Spinner label={t('page.loading')} />}>
          <LeverHistory />
        </Suspense>
      ) : isLiveTab(tab) ? (
        <LiveOrderTab key={tab} status={tab} caption={t(`tabs.${leverStatusNames[tab]}`)} />
      ) : (
        <HistoryOrderTab key={tab} status={tab} caption={t(`tabs.${leverStatusNames[tab]}`)} />
      )}
    </Panel>
  );
}

/**
 * `/leverTransactions` (spec §2 Contract order list): tabs pending, in transaction, closing, closed,
 * revoked, and the lever history with its fees (spec §3); `?tab=<status|history>` opens a tab.
 */
export default function LeverTransactionsPage(_props: RemotePageProps) {
  return (
    <PageFrame>
      <OrderList />
    </PageFrame>
  );
}
