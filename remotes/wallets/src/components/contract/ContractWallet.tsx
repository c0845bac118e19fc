import { Button } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, type AccountRow } from '../../model/accounts';
import { AccountTable } from '../assets/AccountTable';
import { Actions, Card, CardHead, Facts } from '../assets/layout';
import { LogList } from '../assets/LogList';
import { TransferButtons, useAccountTransfer } from './useAccountTransfer';
import { AccountValue } from '../assets/AccountValue';

export interface ContractWalletProps {
  list: WalletListResponse | undefined;
  loading: boolean;
  reload: () => void;
}

type View = { kind: 'record' | 'detail'; row: AccountRow } | null;

/**
 * Spec §2 contract wallet: balances with transfer in / transfer out (wallet/change between the
 * currency and contract accounts, an amount dialog with "all"), record, and the detail with its log.
 */
export function ContractWallet({ list, loading, reload }: ContractWalletProps) {
  const { t } = useTranslation('wallets');
  const transfer = useAccountTransfer(list, 'lever', reload);
  const [view, setView] = useState<View>(null);
  const rows = list ? accountRows(list, 'lever') : [];
  const account = t('assets.account.lever');

  const actions = (row: AccountRow) => (
    <Actions>
      <TransferButtons row={row} transfer={transfer} />
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.record')} ${row.name}`}
        onClick={() => setView({ kind: 'record', row })}
      >
        {t('contract.record')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.detail')} ${row.name}`}
        onClick={() => setView({ kind: 'detail', row })}
      >
        {t('contract.detail')}
      </Button>
    </Actions>
  );

  const shown = view ? (rows.find((row) => row.currency === view.row.currency) ?? view.row) : null;
  return (
    <>
      <AccountValue rows={rows} />
      <AccountTable
        caption={t('assets.caption', { account })}
        rows={rows}
        loading={loading && !list}
        actions={actions}
        precision="contractWallet"
      />
      {view && shown && (
        <Card aria-labelledby="contract-view-title">
          <CardHead>
            <h2 id="contract-view-title">{t('contract.detailTitle', { currency: shown.name })}</h2>
            <Button variant="ghost" size="sm" onClick={() => setView(null)}>
              {t('contract.back')}
            </Button>
          </CardHead>
          {view.kind === 'detail' && (
            <Facts>
              <dt>{t('assets.currency')}</dt>
              <dd>{shown.name}</dd>
              <dt>{t('assets.available')}</dt>
              <dd>{format(shown.available, 'contractWallet')}</dd>
              <dt>{t('assets.frozen')}</dt>
              <dd>{format(shown.frozen, 'contractWallet')}</dd>
              <dt>{t('assets.value')}</dt>
              <dd>{format(shown.value, 'fiat', { group: true })}</dd>
            </Facts>
          )}
          <LogList
            key={shown.currency}
            type="lever"
            currency={shown.currency}
            title={t('contract.log')}
            fileName={`${shown.name}-contract-log`}
          />
        </Card>
      )}
      {transfer.dialog}
    </>
  );
}
