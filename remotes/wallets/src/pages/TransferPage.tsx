import { useBalances } from '@exchange/sdk';
import { useMemo } from 'react';
import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@exchange/ui';
import { transferCurrencies, transferQuery } from '../model/transfer';
import { ActionLink, PageFrame, Panel } from '../components/records/PageFrame';
import { TransferForm } from '../components/transfer/TransferForm';
import { OneClickTransfer } from '../components/transfer/OneClickTransfer';

/** `/transfer?id=<currency>&type=1` and `/new_account/transfer` (spec §2 Transfer). */
export default function TransferPage(_props: RemotePageProps) {
  const { t } = useTranslation('wallets');
  const { search } = useLocation();
  const wallets = useBalances();
  const currencies = useMemo(() => (wallets.data ? transferCurrencies(wallets.data) : []), [wallets.data]);
  const initial = useMemo(() => transferQuery(search), [search]);
  const usdt = currencies.find((currency) => currency.name === 'USDT');

  return (
    <PageFrame
      id="wallets-transfer"
      title={t('transfer.title')}
      actions={<ActionLink to="/transferRecord">{t('transfer.records')}</ActionLink>}
    >
      <Panel>
        {currencies.length === 0 ? (
          wallets.loading ? (
            <Spinner />
          ) : (
            <p>{t('transfer.noCurrencies')}</p>
          )
        ) : (
          <TransferForm currencies={currencies} initial={initial} onTransferred={wallets.reload} />
        )}
      </Panel>
      <Panel>
        <OneClickTransfer usdt={usdt} onTransferred={wallets.reload} />
      </Panel>
    </PageFrame>
  );
}
