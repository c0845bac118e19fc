import { Select, Tabs, Field } from '@exchange/ui';
import type { WalletListResponse } from '@exchange/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRows } from '../../model/accounts';
import { AccountTable } from '../assets/AccountTable';
import { Card, EmptyNote } from '../assets/layout';
import { LogList } from '../assets/LogList';
import { BankWithdrawForm } from './BankWithdrawForm';
import { ChargeRequestForm } from './ChargeRequestForm';
import { AccountValue } from '../assets/AccountValue';

type LegalTab = 'deposit' | 'withdraw';

export interface LegalAccountProps {
  list: WalletListResponse | undefined;
  loading: boolean;
  reload: () => void;
}

/** Spec §2 fiat-wallet finance: converted dollar value, deposit request, bank-card withdrawal, log. */
export function LegalAccount({ list, loading, reload }: LegalAccountProps) {
  const { t } = useTranslation('wallets');
  const rows = list ? accountRows(list, 'legal').filter((row) => row.entry.is_legal === 1) : [];
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<LegalTab>('deposit');
  const row = rows.find((entry) => entry.currency === picked) ?? rows[0];

  return (
    <>
      <AccountValue rows={rows} />
      <AccountTable
        caption={t('assets.caption', { account: t('assets.account.legal') })}
        rows={rows}
        loading={loading && !list}
      />
      {list && !row && <EmptyNote>{t('legal.noFiat')}</EmptyNote>}
      {row && (
        <Card>
          {rows.length > 1 && (
            <Field label={t('assets.currency')}>
              {(control) => (
                <Select
                  {...control}
                  options={rows.map((entry) => ({ value: String(entry.currency), label: entry.name }))}
                  value={String(row.currency)}
                  onChange={(value) => setPicked(Number(value))}
                />
              )}
            </Field>
          )}
          <Tabs<LegalTab>
            aria-label={t('legal.title')}
            items={[
              { value: 'deposit', label: t('legal.depositTab') },
              { value: 'withdraw', label: t('legal.withdrawTab') },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === 'deposit' ? (
            <ChargeRequestForm key={row.currency} currency={row.currency} name={row.name} onDone={reload} />
          ) : (
            <BankWithdrawForm
              key={row.currency}
              currency={row.currency}
              name={row.name}
              available={row.available}
              onDone={reload}
            />
          )}
        </Card>
      )}
      <Card>
        <LogList type="legal" currency={row?.currency} title={t('legal.log')} fileName="fiat-log" />
      </Card>
    </>
  );
}
