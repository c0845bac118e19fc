import type { SpotOrder } from '@exchange/protocol';
import type { StoredPair } from '@exchange/sdk';
import { Tabs } from '@exchange/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSpotOrder } from '../../hooks/usePlaceSpotOrder';
import { useSpotBalance } from '../../hooks/useSpotBalance';
import { useSpotOrderForm, type PickedPrice } from '../../hooks/useSpotOrderForm';
import type { Side, TradeMode } from '../../model/spotRules';
import { BindPasswordPrompt } from './BindPasswordPrompt';
import { LimitFields } from './LimitFields';
import { MarketFields } from './MarketFields';
import { Form, Panel } from './parts';
import { SubmitArea } from './SubmitArea';

export interface SpotPanelProps {
  pair: StoredPair;
  /** A price clicked in the order book goes into the fixed-price field. */
  pickedPrice?: PickedPrice;
  /** After an order is placed. */
  onPlaced?: (order: SpotOrder) => void;
}

/** Spec §2 Spot panel, §4 Spot order, §5 Spot, §8 coin/trade 'not'. */
export function SpotPanel({ pair, pickedPrice, onPlaced }: SpotPanelProps) {
  const { t } = useTranslation('spot');
  const form = useSpotOrderForm(`${pair.legalId}/${pair.currencyId}`, pickedPrice);
  const balance = useSpotBalance(form.side === 'buy' ? pair.legalId : pair.currencyId);
  const order = usePlaceSpotOrder(pair, form, balance.available, (placed) => {
    balance.reload();
    onPlaced?.(placed);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void order.place();
  };

  return (
    <Panel aria-label={t('panel.title')}>
      <Tabs<TradeMode>
        aria-label={t('panel.modes')}
        value={form.mode}
        onChange={form.chooseMode}
        items={[
          { value: 'market', label: t('panel.market') },
          { value: 'fixed', label: t('panel.fixed') },
        ]}
      />
      <Tabs<Side>
        aria-label={t('panel.sides')}
        variant="pill"
        value={form.side}
        onChange={form.chooseSide}
        items={[
          { value: 'buy', label: t('panel.buy') },
          { value: 'sell', label: t('panel.sell') },
        ]}
      />
      <Form onSubmit={onSubmit} noValidate>
        {form.mode === 'market' ? (
          <MarketFields pair={pair} form={form} />
        ) : (
          <LimitFields pair={pair} form={form} available={balance.available} />
        )}
        <SubmitArea
          pair={pair}
          side={form.side}
          available={balance.available}
          feedback={form.feedback}
          offline={order.offline}
          pending={order.pending}
        />
      </Form>
      <BindPasswordPrompt prompt={order.bindPrompt} />
    </Panel>
  );
}
