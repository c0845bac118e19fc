import type { StoredPair } from '@exchange/sdk';
import { NumberInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { AMOUNT_DECIMALS } from '../../model/spotRules';
import type { SpotOrderForm } from '../../hooks/useSpotOrderForm';
import { AMOUNT_FIELD } from './parts';

/** The amount in the base coin: the same field on every tab (an OCO's one amount for both legs). */
export function AmountField({ pair, form }: { pair: StoredPair; form: SpotOrderForm }) {
  const { t } = useTranslation('spot');
  return (
    <>
      <label htmlFor={AMOUNT_FIELD}>{t('panel.amount', { coin: pair.currencyName })}</label>
      <NumberInput
        id={AMOUNT_FIELD}
        value={form.amount}
        onChange={form.editAmount}
        maxDecimals={AMOUNT_DECIMALS}
        suffix={pair.currencyName}
        aria-invalid={form.invalidField === 'amount' || undefined}
      />
    </>
  );
}
