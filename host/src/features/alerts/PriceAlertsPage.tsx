import {
  priceAlertDisplay,
  priceAlertKey,
  useCancelPriceAlert,
  useNotificationPermission,
  usePriceAlerts,
} from '@exchange/sdk/alerts';
import { FailureMessage } from '@exchange/ui';
import { NotificationPermissionButton, PriceAlertsTable } from '@exchange/ui/price-alerts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  overflow-x: auto;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/**
 * `/account/priceAlerts` (issue 26 item 4): every price alert of the user, newest first, with cancel
 * on the waiting ones; a fired alert turns `fired` as its push arrives. Alerts are set on the deal
 * centre. The browser notification permission is asked for only from its button.
 */
export function PriceAlertsPage() {
  const { t } = useTranslation('alerts');
  const list = usePriceAlerts();
  const cancel = useCancelPriceAlert(list);
  const notifications = useNotificationPermission();
  return (
    <Stack>
      <h1>{t('title')}</h1>
      <div>
        <NotificationPermissionButton
          permission={notifications.permission}
          onRequest={notifications.request}
        />
      </div>
      <FailureMessage message={cancel.failure?.notice} />
      <PriceAlertsTable
        list={list}
        rowKey={priceAlertKey}
        view={priceAlertDisplay}
        onCancel={(alert) => void cancel.run(alert)}
        isBusy={cancel.isBusy}
      />
    </Stack>
  );
}
