import { cashInfo } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { Button, FailureMessage, Field, Select, Spinner } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Muted } from '../assets/layout';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const NEW_ADDRESS = '';

export interface SavedAddressPickerProps {
  currency: number;
  name: string;
  /** The address typed or picked so far: a saved one shows as picked. */
  address: string;
  onPick: (address: string) => void;
}

/**
 * The withdrawal addresses saved for this currency (user/cash_info `tb`, spec §2 Withdrawal address)
 * offered beside the address field: picking one fills it; typing a new one stays possible.
 */
export function SavedAddressPicker({ currency, name, address, onPick }: SavedAddressPickerProps) {
  const { t } = useTranslation('wallets');
  const info = useCall(cashInfo, {}, { silent: true });
  if (!info.data) {
    if (info.loading) return <Spinner label={t('withdraw.savedLoading')} />;
    return (
      <Line>
        <FailureMessage level="field" message={t('withdraw.savedFailed')} />
        <Button variant="ghost" size="sm" onClick={info.reload}>
          {t('common:action.retry')}
        </Button>
      </Line>
    );
  }
  const saved = info.data.tb.filter((entry) => entry.bid === currency && entry.address !== '');
  if (saved.length === 0)
    return (
      <Line>
        <Muted>{t('withdraw.savedNone', { currency: name })}</Muted>
        <Link to="/userSetting2">{t('withdraw.savedManage')}</Link>
      </Line>
    );
  const picked = saved.some((entry) => entry.address === address.trim()) ? address.trim() : NEW_ADDRESS;
  return (
    <Field label={t('withdraw.saved')}>
      {(control) => (
        <Select
          {...control}
          options={[
            { value: NEW_ADDRESS, label: t('withdraw.savedNew') },
            ...saved.map((entry) => ({ value: entry.address, label: entry.address })),
          ]}
          value={picked}
          onChange={onPick}
        />
      )}
    </Field>
  );
}
