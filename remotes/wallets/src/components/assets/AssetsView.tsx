import { FailureMessage, Tabs } from '@exchange/ui';
import { format, useBalances } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, grandTotal, type AccountKind } from '../../model/accounts';
import { ContractWallet } from '../contract/ContractWallet';
import { LegalAccount } from '../legal/LegalAccount';
import { MicroAccount } from '../micro/MicroAccount';
import { AccountValue } from './AccountValue';
import { CurrencyAccount } from './CurrencyAccount';
import { Card, CardHead, Figure, Page } from './layout';

const tabs: readonly AccountKind[] = ['change', 'lever', 'micro', 'legal'];

/**
 * Spec §2 Assets: the total in dollars, the account tabs (currency, contract, micro, fiat) and the
 * chosen account's balances and actions. Balances stay live through the sdk's useBalances.
 */
export function AssetsView({ initialTab = 'change' }: { initialTab?: AccountKind }) {
  const { t } = useTranslation('wallets');
  const wallets = useBalances();
  const [tab, setTab] = useState<AccountKind>(initialTab);
  const list = wallets.data;
  const failed = !list && !wallets.loading && wallets.result !== undefined && wallets.result.type !== 'ok';
  const props = { list, loading: wallets.loading, reload: wallets.reload };

  return (
    <Page aria-labelledby="assets-title">
      <CardHead>
        <h1 id="assets-title">{t('assets.title')}</h1>
      </CardHead>
      <Card>
        <Figure data-testid="assets-total">
          <span>{t('assets.total')}</span>
          <bdi dir="ltr">{list ? format(grandTotal(list), 'fiat', { group: true }) : '--'}</bdi>
        </Figure>
        <Tabs<AccountKind>
          aria-label={t('assets.accounts')}
          items={tabs.map((kind) => ({ value: kind, label: t(`assets.account.${kind}`) }))}
          value={tab}
          onChange={setTab}
        />
        {failed && <FailureMessage level="page" message={t('assets.loadFailed')} onRetry={wallets.reload} />}
        {tab === 'change' && (
          <>
            <AccountValue rows={list && accountRows(list, 'change')} />
            <CurrencyAccount {...props} />
          </>
        )}
        {tab === 'lever' && <ContractWallet {...props} />}
        {tab === 'micro' && <MicroAccount {...props} />}
        {tab === 'legal' && <LegalAccount {...props} />}
      </Card>
    </Page>
  );
}
