import { Button } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, type AccountRow } from '../../model/accounts';
import { AccountTable } from '../assets/AccountTable';
import { Actions, Card } from '../assets/layout';
import { LogList } from '../assets/LogList';
import { TransferButtons, useAccountTransfer } from '../contract/useAccountTransfer';
import { AccountValue } from '../assets/AccountValue';

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
  const transfer = useAccountTransfer(list, 'micro', reload);
  const rows = list ? accountRows(list, 'micro').filter((row) => row.entry.is_micro === 1) : [];
  const [logOf, setLogOf] = useState<number | undefined>(currency);
  const account = t('assets.account.micro');
  const logRow = rows.find((row) => row.currency === logOf);

  const actions = (row: AccountRow) => (
    <Actions>
      <TransferButtons row={row} transfer={transfer} />
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
      <AccountValue rows={rows} />
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
      {transfer.dialog}
    </>
  );
}
