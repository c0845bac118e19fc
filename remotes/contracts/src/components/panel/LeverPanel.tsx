import {
  format,
  useConnectionState,
  useDepth,
  useFrameStore,
  useSession,
  type FrameSource,
} from '@exchange/sdk';
import { FailureMessage, Tabs } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeverSubmit } from '../../hooks/useLeverSubmit';
import { selectDeal, type ContractState } from '../../model/contractFeed';
import { LEVER_PRICE_DECIMALS, type LeverMode, type LeverSide } from '../../model/leverRules';
import { marketFromDeal, type ContractPair } from '../../model/market';
import { Panel } from '../common/styles';
import { GuestPrompt } from '../common/GuestPrompt';
import { BindTradePassword } from '../common/BindTradePassword';
import { LeverOrderForm } from './LeverOrderForm';

export interface LeverPanelProps {
  pair: ContractPair;
  store: FrameSource<ContractState | undefined>;
  /** After a position opened or a limit order was placed: the page refreshes its lists. */
  onPlaced: () => void;
  /** A price clicked in the book: the panel turns to a limit order at it; `at` counts repeat clicks. */
  pickedPrice?: { price: string; at: number };
}

/** Spec §2 Lever panel: standard / limit tabs, buy long / sell short, the order form. */
export function LeverPanel({ pair, store, onPlaced, pickedPrice }: LeverPanelProps) {
  const { t } = useTranslation('contracts');
  const { loggedIn } = useSession();
  const deal = useFrameStore(store, selectDeal);
  const lastPrice = useDepth(pair).data?.lastPrice;
  const offline = useConnectionState() !== 'online';
  const [mode, setMode] = useState<LeverMode>('standard');
  const [side, setSide] = useState<LeverSide>('buy');
  // §4: switching the mode clears the multiple, the price and the figures (they follow from them).
  const [formKey, setFormKey] = useState(0);
  const submitter = useLeverSubmit(pair, onPlaced);
  const [initialPrice, setInitialPrice] = useState('');
  useEffect(() => {
    if (!pickedPrice) return;
    setMode('limit');
    setInitialPrice(format(pickedPrice.price, LEVER_PRICE_DECIMALS, { rounding: 'half-up' }));
    setFormKey((value) => value + 1);
  }, [pickedPrice]);
  const market = deal ? { ...marketFromDeal(deal), lastPrice: lastPrice ?? deal.last_price } : undefined;
  const sellAllowed = market?.sellAllowed ?? true;

  return (
    <Panel aria-labelledby="lever-panel-title">
      <h2 id="lever-panel-title">{t('panel.title')}</h2>
      <Tabs<LeverMode>
        aria-label={t('panel.modes')}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setInitialPrice('');
          setFormKey((value) => value + 1);
          submitter.setFeedback(null);
        }}
        items={[
          { value: 'standard', label: t('panel.standard') },
          { value: 'limit', label: t('panel.limit') },
        ]}
      />
      <Tabs<LeverSide>
        aria-label={t('panel.sides')}
        variant="pill"
        value={side}
        onChange={(next) => {
          setSide(next);
          submitter.setFeedback(null);
        }}
        items={[
          { value: 'buy', label: t('panel.long') },
          { value: 'sell', label: t('panel.short'), disabled: !sellAllowed },
        ]}
      />
      {!sellAllowed && <FailureMessage tone="warning" message={t('panel.shortForbidden')} />}
      {!loggedIn ? (
        <GuestPrompt />
      ) : !market ? (
        <FailureMessage tone="warning" message={t('panel.loading')} />
      ) : (
        <LeverOrderForm
          key={formKey}
          mode={mode}
          initialPrice={initialPrice}
          side={side === 'sell' && !sellAllowed ? 'buy' : side}
          pair={pair}
          market={market}
          account={{
            balance: deal?.all_levers ?? '0',
            profitsTotal: deal?.profits_total ?? '0',
            hazardRate: deal?.hazard_rate ?? '0',
          }}
          offline={offline}
          submitter={submitter}
        />
      )}
      <BindTradePassword prompt={submitter.bindPrompt} />
    </Panel>
  );
}
