import { Button, useToast } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, accountTotal, type AccountRow } from '../../model/accounts';
import { AccountTable } from '../assets/AccountTable';
import { Actions, Card, Figure } from '../assets/layout';
import { LogList } from '../assets/LogList';
import { TransferDialog, type TransferRequest } from '../contract/TransferDialog';

export interface MicroAccountProps {
  list: WalletListResponse | undefined;
  loading: boolean;
  reload: () => void;
  /** The currency whose log is shown first (`/microAccount?currency_id=`). */
  currency?: number;
}

/** Spec §2 micro account: micro balances per currency, transfer in / out of the currency account, its log. */
export function MicroAccount({ list, loading, reload, currency }: MicroAccountProps) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const [transfer, setTransfer] = useState<TransferRequest | null>(null);
  const rows = list ? accountRows(list, 'micro').filter((row) => row.entry.is_micro === 1) : [];
  const spot = list ? accountRows(list, 'change') : [];
  const [logOf, setLogOf] = useState<number | undefined>(currency);
  const account = t('assets.account.micro');
  const logRow = rows.find((row) => row.currency === logOf);

  const open = (row: AccountRow, direction: 'in' | 'out') =>
    setTransfer({
      currency: row.currency,
      name: row.name,
      from: direction === 'in' ? 'change' : 'micro',
      to: direction === 'in' ? 'micro' : 'change',
      available:
        direction === 'in'
          ? (spot.find((entry) => entry.currency === row.currency)?.available ?? '0')
          : row.available,
      title: t(direction === 'in' ? 'contract.dialogIn' : 'contract.dialogOut', {
        currency: row.name,
        account,
      }),
    });

  const actions = (row: AccountRow) => (
    <Actions>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.transferIn')} ${row.name}`}
        onClick={() => open(row, 'in')}
      >
        {t('contract.transferIn')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.transferOut')} ${row.name}`}
        onClick={() => open(row, 'out')}
      >
        {t('contract.transferOut')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={logOf === row.currency}
        aria-label={`${t('contract.record')} ${row.name}`}
        onClick={() => setLogOf(row.currency)}
      >
        {t('contract.record')}
      </Button>
    </Actions>
  );

  return (
    <>
      <Figure>
        <span>{t('assets.accountValue')}</span>
        <bdi dir="ltr">{format(accountTotal(rows), 'fiat', { group: true })}</bdi>
      </Figure>
      <AccountTable
        caption={t('assets.caption', { account })}
        rows={rows}
        loading={loading && !list}
        actions={actions}
      />
      <Card>
        <LogList
          key={logOf ?? 'all'}
          type="micro"
          currency={logOf}
          title={logRow ? `${t('micro.log')} · ${logRow.name}` : t('micro.log')}
          fileName="micro-log"
        />
      </Card>
      <TransferDialog
        request={transfer}
        onClose={() => setTransfer(null)}
        onDone={(amount) => {
          if (transfer)
            toast.show(t('contract.done', { amount, currency: transfer.name }), { kind: 'success' });
          setTransfer(null);
          reload();
        }}
      />
    </>
  );
}
