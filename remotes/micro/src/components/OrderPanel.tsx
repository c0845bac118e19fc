import { microSeconds, type MicroOrder } from '@exchange/protocol';
import { useCall, useSession } from '@exchange/sdk';
import { Button, EmptyState, Skeleton } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePayableCurrencies } from '../hooks/usePayableCurrencies';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { OrderForm } from './OrderForm';
import { Panel } from './panelParts';

export interface OrderPanelProps {
  /** The pair's id (spec's match_id); undefined while unknown (nothing can be placed). */
  matchId: number | undefined;
  onPlaced: (order: MicroOrder) => void;
}

/** Spec §2 Seconds page order panel: the guest's invitation, the loaders, the form. */
export function OrderPanel({ matchId, onPlaced }: OrderPanelProps) {
  const { t } = useTranslation('micro');
  const { loggedIn } = useSession();
  const currencies = usePayableCurrencies();
  const options = useCall(microSeconds, {}, { silent: true, refetchOnResync: true });
  const order = usePlaceOrder(matchId, (placed) => {
    currencies.reload();
    onPlaced(placed);
  });

  let body;
  if (!loggedIn)
    body = (
      <EmptyState title={t('panel.guest')} action={<Link to="/components/login">{t('panel.login')}</Link>} />
    );
  else if (!currencies.data || !options.data)
    body =
      currencies.loading || options.loading ? (
        <div role="status" aria-busy="true" aria-label={t('panel.loading')}>
          <Skeleton lines={6} height="28px" />
        </div>
      ) : (
        <EmptyState
          title={t('panel.loadFailed')}
          action={
            <Button
              variant="ghost"
              onClick={() => {
                currencies.reload();
                options.reload();
              }}
            >
              {t('orders.retry')}
            </Button>
          }
        />
      );
  else if (currencies.data.length === 0) body = <EmptyState title={t('panel.noCurrency')} />;
  else if (options.data.length === 0) body = <EmptyState title={t('panel.noSeconds')} />;
  else body = <OrderForm currencies={currencies.data} options={options.data} order={order} />;

  return (
    <Panel aria-labelledby="micro-panel-title">
      <h2 id="micro-panel-title">{t('panel.title')}</h2>
      {body}
    </Panel>
  );
}
