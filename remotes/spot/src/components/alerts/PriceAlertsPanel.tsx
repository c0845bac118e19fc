import { useSession, type StoredPair } from '@exchange/sdk';
import {
  mergeAlert,
  priceAlertDisplay,
  priceAlertKey,
  useCancelPriceAlert,
  useNotificationPermission,
  usePriceAlerts,
} from '@exchange/sdk/alerts';
import { EmptyState, FailureMessage } from '@exchange/ui';
import { NotificationPermissionButton, PriceAlertsTable } from '@exchange/ui/price-alerts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PriceAlertForm } from './PriceAlertForm';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The deal centre's price alerts (issue 26 item 4): set one on the current pair, see this pair's
 * alerts (a fired one turns `fired` as its push arrives) and cancel; the browser notification
 * permission asked for only from its button. The whole list is on the account's price alerts page.
 */
export function PriceAlertsPanel({ pair }: { pair: StoredPair }) {
  const { t } = useTranslation('alerts');
  const { t: spotText } = useTranslation('spot');
  const { loggedIn } = useSession();
  const titleId = `price-alerts-${pair.legalId}-${pair.currencyId}`;
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      {loggedIn ? (
        <AlertsOfPair pair={pair} />
      ) : (
        <EmptyState
          title={t('loginToSee')}
          action={<Link to="/components/login">{spotText('panel.guestLogin')}</Link>}
        />
      )}
    </Section>
  );
}

function AlertsOfPair({ pair }: { pair: StoredPair }) {
  const { t } = useTranslation('alerts');
  const list = usePriceAlerts(pair);
  const cancel = useCancelPriceAlert(list);
  const notifications = useNotificationPermission();
  return (
    <>
      <PriceAlertForm pair={pair} onAdded={(alert) => list.update((rows) => mergeAlert(rows, alert))} />
      <Header>
        <NotificationPermissionButton
          permission={notifications.permission}
          onRequest={notifications.request}
        />
        <Link to="/account/priceAlerts">{t('viewAll')}</Link>
      </Header>
      <FailureMessage message={cancel.failure?.notice} />
      <PriceAlertsTable
        list={list}
        rowKey={priceAlertKey}
        view={priceAlertDisplay}
        onCancel={(alert) => void cancel.run(alert)}
        isBusy={cancel.isBusy}
        showPair={false}
      />
    </>
  );
}
