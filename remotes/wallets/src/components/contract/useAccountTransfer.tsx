import { Button, useToast } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, type AccountRow } from '../../model/accounts';
import { TransferDialog, type TransferRequest } from './TransferDialog';

export type TransferDirection = 'in' | 'out';

export interface AccountTransfer {
  /** Opens the amount dialog: `in` moves from the currency account into `account`, `out` back. */
  open(row: AccountRow, direction: TransferDirection): void;
  /** The dialog to render once; it toasts the moved amount and reloads the balances on success. */
  dialog: ReactElement;
}

/** Transfers between the currency account and a side account (contract or micro), as one dialog. */
export function useAccountTransfer(
  list: WalletListResponse | undefined,
  account: 'lever' | 'micro',
  reload: () => void,
): AccountTransfer {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const [transfer, setTransfer] = useState<TransferRequest | null>(null);
  const spot = list ? accountRows(list, 'change') : [];
  const accountName = t(`assets.account.${account}`);

  const open = (row: AccountRow, direction: TransferDirection) =>
    setTransfer({
      currency: row.currency,
      name: row.name,
      from: direction === 'in' ? 'change' : account,
      to: direction === 'in' ? account : 'change',
      available:
        direction === 'in'
          ? (spot.find((entry) => entry.currency === row.currency)?.available ?? '0')
          : row.available,
      title: t(direction === 'in' ? 'contract.dialogIn' : 'contract.dialogOut', {
        currency: row.name,
        account: accountName,
      }),
    });

  const dialog = (
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
  );
  return { open, dialog };
}

/** The row's "transfer in" and "transfer out" buttons (named with the currency for screen readers). */
export function TransferButtons({ row, transfer }: { row: AccountRow; transfer: AccountTransfer }) {
  const { t } = useTranslation('wallets');
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.transferIn')} ${row.name}`}
        onClick={() => transfer.open(row, 'in')}
      >
        {t('contract.transferIn')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t('contract.transferOut')} ${row.name}`}
        onClick={() => transfer.open(row, 'out')}
      >
        {t('contract.transferOut')}
      </Button>
    </>
  );
}
