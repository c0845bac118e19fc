import type { RemotePageProps } from '@exchange/sdk';
import { useSession } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../components/LoginPrompt';
import { OrderList } from '../components/lock/OrderList';
import { ProductList } from '../components/lock/ProductList';
import { Page, TextLink } from '../components/layout';
import { useLockupOrders } from '../hooks/useLockupOrders';

/** `/lock` (spec §2 Lock-up deposit): product cards, the confirm overlay, the order list. */
export default function LockPage(_props: RemotePageProps) {
  const { t } = useTranslation('earn');
  const { loggedIn } = useSession();
  const orders = useLockupOrders();
  return (
    <Page aria-labelledby="earn-lock-title">
      <h1 id="earn-lock-title">{t('lock.title')}</h1>
      {!loggedIn && <LoginPrompt message={t('lock.loginPrompt')} />}
      <section aria-labelledby="earn-lock-products">
        <h2 id="earn-lock-products" style={{ marginBlockStart: 0 }}>
          {t('lock.products')}
        </h2>
        <ProductList onBought={orders.reload} />
      </section>
      {loggedIn && <OrderList orders={orders} />}
      <TextLink to="/lockDetail">{t('promo.title')}</TextLink>
    </Page>
  );
}
