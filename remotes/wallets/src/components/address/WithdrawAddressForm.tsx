import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTbdz, type UserCurrency, type WithdrawAddress } from '@exchange/protocol';
import { useSubmit } from '@exchange/sdk';
import { Button, Field, Select, TextInput, useToast } from '@exchange/ui';
import { Panel } from '../records/PageFrame';
import { RecordTable, wholeList } from '../records/RecordTable';
import { column } from '../records/columns';

export interface WithdrawAddressFormProps {
  currencies: readonly UserCurrency[];
  saved: readonly WithdrawAddress[];
  onSaved: () => void;
}

/**
 * Spec §5 Withdrawal address: a currency of the user's list and a non-empty address, saved with
 * user/settbdz (one address per currency, replacing the previous); the saved ones listed below.
 */
export function WithdrawAddressForm({ currencies, saved, onSaved }: WithdrawAddressFormProps) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const { submit, pending } = useSubmit(setTbdz);
  const [bid, setBid] = useState(currencies[0]?.id);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (bid === undefined && currencies[0]) setBid(currencies[0].id);
  }, [bid, currencies]);

  async function save() {
    if (bid === undefined) return;
    if (address.trim() === '') {
      setError(t('server:tbdz.enterAddress'));
      return;
    }
    const result = await submit({ bid, tbdz: address.trim() });
    if (result.type !== 'ok') return;
    toast.show(t('address.saved'), { kind: 'success' });
    setAddress('');
    onSaved();
  }

  const names = useMemo(() => new Map(currencies.map((c) => [c.id, c.name])), [currencies]);
  const columns = useMemo(
    () => [
      column<WithdrawAddress>(
        'currency',
        t('address.currency'),
        (row) => names.get(row.bid) ?? String(row.bid),
      ),
      column<WithdrawAddress>('address', t('address.address'), (row) => row.address),
    ],
    [names, t],
  );

  return (
    <>
      <Panel as="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label={t('address.currency')}>
          {(control) => (
            <Select
              {...control}
              options={currencies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={bid === undefined ? '' : String(bid)}
              onChange={(value) => setBid(Number(value))}
            />
          )}
        </Field>
        <Field label={t('address.address')} error={error} required>
          {(control) => (
            <TextInput
              {...control}
              value={address}
              maxLength={128}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" loading={pending} disabled={bid === undefined} onClick={() => save()}>
          {t('address.save')}
        </Button>
      </Panel>
      <Panel>
        <h2>{t('address.savedTitle')}</h2>
        <RecordTable
          caption={t('address.savedTitle')}
          columns={columns}
          list={wholeList(saved)}
          rowKey={(row) => row.bid}
          csvName="withdrawal-addresses"
          emptyText={t('address.none')}
        />
      </Panel>
    </>
  );
}
