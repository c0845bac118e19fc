import { useBalances } from '@exchange/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletListResponse } from '@exchange/protocol';
import { Card, Page } from './layout';

interface AccountBody {
  list: WalletListResponse | undefined;
  loading: boolean;
  reload: () => void;
}

/** A page of one account (fiat, micro): its title and the account's view over the live balances. */
export function AccountPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (body: AccountBody) => ReactNode;
}) {
  const { t } = useTranslation('wallets');
  const wallets = useBalances();
  return (
    <Page aria-labelledby="account-title">
      <h1 id="account-title">{t(titleKey)}</h1>
      <Card>{children({ list: wallets.data, loading: wallets.loading, reload: wallets.reload })}</Card>
    </Page>
  );
}
