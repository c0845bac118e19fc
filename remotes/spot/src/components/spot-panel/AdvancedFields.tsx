import { format, useDepth, type StoredPair } from '@exchange/sdk';
import { Tabs } from '@exchange/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvancedKind } from '../../model/orderKinds';
import { LIVE_TIMING } from '../../model/deal';
import { orderTotal } from '../../model/spotRules';
import type { SpotOrderForm } from '../../hooks/useSpotOrderForm';
import { AmountField } from './AmountField';
import { Hint, Line, PRICE_FIELD, STOP_LIMIT_FIELD, TRIGGER_FIELD } from './parts';
import { PriceInput } from './PriceInput';

export interface AdvancedFieldsProps {
  pair: StoredPair;
  form: SpotOrderForm;
  /** The pair's last price as it moves, for the trigger's check before sending. */
  onLastPrice: (price: string | undefined) => void;
}

const LAST_PRICE_ID = 'spot-last-price';

/**
 * The advanced tab (issue 26): a stop-limit order (trigger, limit price, amount) or an OCO (the
 * limit leg's price, the stop leg's trigger and limit price, one amount), with the pair's last price
 * beside the trigger. Loaded when the tab is first chosen.
 */
export function AdvancedFields({ pair, form, onLastPrice }: AdvancedFieldsProps) {
  const { t } = useTranslation('spot');
  const lastPrice = useDepth(pair, LIVE_TIMING).data?.lastPrice;
  useEffect(() => onLastPrice(lastPrice), [lastPrice, onLastPrice]);
  const quote = pair.legalName;
  const invalid = form.invalidField;

  const trigger = (
    <>
      <PriceInput
        id={TRIGGER_FIELD}
        label={form.kind === 'oco' ? t('panel.stopTrigger') : t('panel.triggerPrice')}
        value={form.trigger}
        onChange={form.editTrigger}
        suffix={quote}
        invalid={invalid === 'trigger'}
        describedBy={LAST_PRICE_ID}
      />
      <Hint id={LAST_PRICE_ID}>
        {t('panel.lastPrice', { price: format(lastPrice, 'price'), coin: quote })}
      </Hint>
    </>
  );
  const limit = (
    <PriceInput
      id={PRICE_FIELD}
      label={t('panel.limitPrice')}
      value={form.price}
      onChange={form.editPrice}
      suffix={quote}
      invalid={invalid === 'price'}
    />
  );

  return (
    <>
      <Tabs<AdvancedKind>
        aria-label={t('panel.kinds')}
        variant="pill"
        value={form.kind}
        onChange={form.chooseKind}
        items={[
          { value: 'stop_limit', label: t('panel.stopLimit') },
          { value: 'oco', label: t('panel.oco') },
        ]}
      />
      <Hint>{t(`panel.kindHint.${form.kind}`)}</Hint>
      {form.kind === 'stop_limit' ? (
        <>
          {trigger}
          {limit}
        </>
      ) : (
        <>
          {limit}
          {trigger}
          <PriceInput
            id={STOP_LIMIT_FIELD}
            label={t('panel.stopLimitPrice')}
            value={form.stopLimit}
            onChange={form.editStopLimit}
            suffix={quote}
            invalid={invalid === 'stopLimit'}
          />
        </>
      )}
      <AmountField pair={pair} form={form} />
      <Line>
        <span>{t('panel.total', { coin: quote })}</span>
        <output data-testid="spot-total">
          {format(orderTotal(form.price, form.amount) || undefined, 'price')}
        </output>
      </Line>
    </>
  );
}

export default AdvancedFields;
