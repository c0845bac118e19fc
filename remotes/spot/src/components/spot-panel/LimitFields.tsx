import { format, useSession, type StoredPair } from '@exchange/sdk';
import { Slider } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { orderTotal } from '../../model/spotRules';
import type { SpotOrderForm } from '../../hooks/useSpotOrderForm';
import { AmountField } from './AmountField';
import { Line, PRICE_FIELD } from './parts';
import { PriceInput } from './PriceInput';
import { TimeInForceField } from './TimeInForceField';

export interface LimitFieldsProps {
  pair: StoredPair;
  form: SpotOrderForm;
  /** The balance the slider divides (spec §5), undefined until read. */
  available: string | undefined;
}

/** The fixed-price tab: price, amount, the 25 % slider, the order's total and its time in force. */
export function LimitFields({ pair, form, available }: LimitFieldsProps) {
  const { t } = useTranslation('spot');
  const { loggedIn } = useSession();
  const total = orderTotal(form.price, form.amount);
  return (
    <>
      <PriceInput
        id={PRICE_FIELD}
        label={form.side === 'buy' ? t('panel.buyPrice') : t('panel.sellPrice')}
        value={form.price}
        onChange={form.editPrice}
        suffix={pair.legalName}
        invalid={form.invalidField === 'price'}
      />
      <AmountField pair={pair} form={form} />
      <Slider
        aria-label={t('panel.slider')}
        value={form.percent}
        step={25}
        onChange={(next) => form.applyPercent(next, available)}
        disabled={!loggedIn}
        variant={form.side}
      />
      <Line>
        <span>{t('panel.total', { coin: pair.legalName })}</span>
        <output data-testid="spot-total">{format(total || undefined, 'price')}</output>
      </Line>
      <TimeInForceField form={form} />
    </>
  );
}
