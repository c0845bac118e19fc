import { Button, useToast } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows, type AccountRow } from '../../model/accounts';
import { DepositPanel } from '../deposit/DepositPanel';
import { WithdrawPanel } from '../withdraw/WithdrawPanel';
import { AccountTable } from './AccountTable';
import { ActionLink } from './ActionLink';
import { Actions, Card } from './layout';
import { LogList } from './LogList';

type PanelKind = 'deposit' | 'withdraw' | 'record';
interface OpenPanel {
  kind: PanelKind;
  row: AccountRow;
}

export interface CurrencyAccountProps {
  list: WalletListResponse | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * The currency (exchange) account: balances with deposit, withdraw, record and transfer. The deposit
 * and withdraw panels open only when the currency's flag is 1 (spec §4, else 'asset.noopen'); a
 * second click on the same action closes its panel.
 */
export function CurrencyAccount({ list, loading, reload }: CurrencyAccountProps) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const rows = list ? accountRows(list, 'change') : [];

  const toggle = (kind: PanelKind, row: AccountRow) => {
    if (kind !== 'record' && row.entry.is_charge !== 1) {
      toast.show(t('assets.noOpen'), { kind: 'error' });
      return;
    }
    setPanel((open) => (open?.kind === kind && open.row.currency === row.currency ? null : { kind, row }));
  };
  const close = () => setPanel(null);

  const actions = (row: AccountRow) => {
    const pressed = (kind: PanelKind) => panel?.kind === kind && panel.row.currency === row.currency;
    const action = (kind: PanelKind) => (
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={pressed(kind)}
        aria-label={`${t(`assets.${kind}`)} ${row.name}`}
        onClick={() => toggle(kind, row)}
      >
        {t(`assets.${kind}`)}
      </Button>
    );
    return (
      <Actions>
        {action('deposit')}
        {action('withdraw')}
        {action('record')}
        <ActionLink to={`/transfer?id=${row.currency}`} aria-label={`${t('assets.transfer')} ${row.name}`}>
          {t('assets.transfer')}
        </ActionLink>
      </Actions>
    );
  };

  return (
    <>
      <AccountTable
        caption={t('assets.caption', { account: t('assets.account.change') })}
        rows={rows}
        loading={loading && !list}
        actions={actions}
      />
      {panel?.kind === 'deposit' && (
        <DepositPanel
          key={panel.row.currency}
          currency={panel.row.currency}
          name={panel.row.name}
          onClose={close}
        />
      )}
      {panel?.kind === 'withdraw' && (
        <WithdrawPanel
          key={panel.row.currency}
          currency={panel.row.currency}
          name={panel.row.name}
          onClose={close}
          onDone={reload}
        />
      )}
      {panel?.kind === 'record' && (
        <Card>
          <LogList
            key={panel.row.currency}
            type="change"
            currency={panel.row.currency}
            title={t('record.title', { currency: panel.row.name })}
            fileName={`${panel.row.name}-records`}
          />
          <div>
            <Button variant="ghost" size="sm" onClick={close}>
              {t('assets.close')}
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}
