import type { StoredPair } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import type { SpotOrderForm } from '../../hooks/useSpotOrderForm';
import { AmountField } from './AmountField';
import { MarketPrice } from './MarketPrice';
import { PRICE_FIELD } from './parts';

/** The market tab: the live price, read-only, and the amount (no slider, no total: spec §2). */
export function MarketFields({ pair, form }: { pair: StoredPair; form: SpotOrderForm }) {
  const { t } = useTranslation('spot');
  return (
    <>
      <label htmlFor={PRICE_FIELD}>{form.side === 'buy' ? t('panel.buyPrice') : t('panel.sellPrice')}</label>
      <MarketPrice id={PRICE_FIELD} pair={pair} />
      <AmountField pair={pair} form={form} />
    </>
  );
}
