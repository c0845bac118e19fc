import type { RemotePageProps } from '@exchange/sdk';
import { useCall } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { cashInfo } from '@exchange/protocol';
import { Spinner } from '@exchange/ui';
import { PageFrame } from '../components/records/PageFrame';
import { WithdrawAddressForm } from '../components/address/WithdrawAddressForm';

/** `/userSetting2`, `/userSetting/address`, `/userSetting2/address` (spec §2 Withdrawal address), inside the settings shell. */
export default function WithdrawAddressPage(_props: RemotePageProps) {
  const { t } = useTranslation('wallets');
  const info = useCall(cashInfo, {});
  return (
    <PageFrame id="wallets-address" title={t('address.title')}>
      {info.loading && !info.data ? (
        <Spinner />
      ) : (
        <WithdrawAddressForm
          currencies={info.data?.currency_list ?? []}
          saved={info.data?.tb ?? []}
          onSaved={info.reload}
        />
      )}
    </PageFrame>
  );
}
