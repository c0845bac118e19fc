import type { RemotePageProps } from '@exchange/sdk';
import { useCall } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { cashInfo } from '@exchange/protocol';
import { Spinner } from '@exchange/ui';
import { PageFrame } from '../components/records/PageFrame';
import { PaymentMethodForm } from '../components/payment/PaymentMethodForm';

/** `/userSetting`, `/userSetting2/payment` (spec §2 Payment methods), inside the settings shell. */
export default function PaymentMethodPage(_props: RemotePageProps) {
  const { t } = useTranslation('wallets');
  const info = useCall(cashInfo, {});
  return (
    <PageFrame id="wallets-payment" title={t('payment.title')}>
      {info.loading && !info.data ? (
        <Spinner />
      ) : (
        <PaymentMethodForm info={info.data} onSaved={info.reload} />
      )}
    </PageFrame>
  );
}
