import type { PriceAlert } from '@exchange/protocol';
import { usePriceAlertFired } from '@exchange/sdk/alerts';
import { useToast } from '@exchange/ui';
import { useTranslation } from 'react-i18next';

/**
 * While logged in, on whatever page is open: each of the user's price alerts that fires (`price_alert`
 * through the sdk's bus) shows a toast, and a browser notification when the user allowed them (asked
 * only from the alerts' button, never here). Loaded lazily by the layout, off the first paint.
 */
export function PriceAlertToasts() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  usePriceAlertFired((alert: PriceAlert) => {
    const condition = t(
      alert.direction === 'above' ? 'conditionAbove' : 'conditionBelow',
      {
        price: alert.price,
      },
    );
    const text = t('firedToast', {
      pair: alert.symbol,
      price: alert.fired_price ?? alert.price,
      condition,
    });
    toast.show(text, { kind: 'info', duration: 8000 });
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      try {
        new Notification(t('notificationTitle'), { body: text, tag: `price-alert-${alert.id}` });
      } catch {
        // Some browsers (Android Chrome) allow notifications only from a service worker: the toast stays.
      }
    }
  });
  return null;
}

export default PriceAlertToasts;
