import type { SpotOrder } from '@exchange/protocol';
import { useSession, type StoredPair } from '@exchange/sdk';
import { Button, Skeleton, Tabs, VisuallyHidden } from '@exchange/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSpotOrder } from '../../hooks/usePlaceSpotOrder';
import { useSpotBalance } from '../../hooks/useSpotBalance';
import { useSpotOrderForm, type PickedPrice } from '../../hooks/useSpotOrderForm';
import { useTradeShortcuts } from '../../hooks/useTradeShortcuts';
import { loadAdvancedRules } from '../../model/orderKinds';
import type { OrderFields } from '../../model/orderRequest';
import type { Side, TradeMode } from '../../model/spotRules';
import { BindPasswordPrompt } from './BindPasswordPrompt';
import { LimitFields } from './LimitFields';
import { MarketFields } from './MarketFields';
import { AMOUNT_FIELD, FIELD_IDS, Foot, Form, ModeTabs, Panel } from './parts';
import { SubmitArea } from './SubmitArea';

// Off the deal centre's first page: the advanced tab's fields and the shortcuts' help load when first shown.
const AdvancedFields = lazy(() =>
  Promise.all([import('./AdvancedFields'), loadAdvancedRules()]).then(([module]) => module),
);
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp'));
const OrderConfirm = lazy(() => import('./OrderConfirm'));

export interface SpotPanelProps {
  pair: StoredPair;
  /** A price clicked in the order book goes into the fixed-price field. */
  pickedPrice?: PickedPrice;
  /** After an order is placed. */
  onPlaced?: (order: SpotOrder) => void;
}

const focusField = (id: string) => document.getElementById(id)?.focus();

/**
 * Spec §2 Spot panel, §4 Spot order, §5 Spot, §8 coin/trade 'not'; issue 26: the advanced tab
 * (stop-limit, OCO), time in force, and order entry from the keyboard (Enter in a field asks for a
 * confirmation, a second Enter places the order; Alt+Shift shortcuts; "?" for their help).
 */
export function SpotPanel({ pair, pickedPrice, onPlaced }: SpotPanelProps) {
  const { t } = useTranslation('spot');
  const { loggedIn } = useSession();
  const form = useSpotOrderForm(`${pair.legalId}/${pair.currencyId}`, pickedPrice);
  const balance = useSpotBalance(form.side === 'buy' ? pair.legalId : pair.currencyId);
  const lastPrice = useRef<string | undefined>(undefined);
  const onLastPrice = useCallback((price: string | undefined) => void (lastPrice.current = price), []);
  const order = usePlaceSpotOrder(
    pair,
    form,
    balance.available,
    (placed) => {
      balance.reload();
      onPlaced?.(placed);
    },
    () => lastPrice.current,
  );
  const [review, setReview] = useState<OrderFields | undefined>(undefined);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panel = useRef<HTMLElement>(null);

  // A failed check points at its field.
  const { invalidField, feedback } = form;
  useEffect(() => {
    if (invalidField) focusField(FIELD_IDS[invalidField]);
  }, [invalidField, feedback]);

  const switchSide = (side: Side) => {
    form.chooseSide(side);
    setAnnouncement(t(side === 'buy' ? 'panel.buyCoin' : 'panel.sellCoin', { coin: pair.currencyName }));
  };
  const onPanelKeyDown = useTradeShortcuts(panel, {
    focusAmount: () => focusField(AMOUNT_FIELD),
    buy: () => switchSide('buy'),
    sell: () => switchSide('sell'),
    help: () => setHelpOpen(true),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void order.place();
  };
  // Enter in a field reviews the order first; the Buy/Sell button places it at once, as ever.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!loggedIn || order.offline || order.pending) return;
    const checked = order.check();
    if (checked.ok) setReview(checked.fields);
  };

  return (
    <Panel ref={panel} aria-label={t('panel.title')} onKeyDown={onPanelKeyDown}>
      <ModeTabs>
        <Tabs<TradeMode>
          aria-label={t('panel.modes')}
          value={form.mode}
          onChange={form.chooseMode}
          items={[
            { value: 'market', label: t('panel.market') },
            { value: 'fixed', label: t('panel.fixed') },
            { value: 'advanced', label: t('panel.advanced') },
          ]}
        />
      </ModeTabs>
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
      <Form onSubmit={onSubmit} onKeyDown={onFormKeyDown} noValidate>
        {form.mode === 'market' && <MarketFields pair={pair} form={form} />}
        {form.mode === 'fixed' && <LimitFields pair={pair} form={form} available={balance.available} />}
        {form.mode === 'advanced' && (
          <Suspense fallback={<Skeleton height="240px" />}>
            <AdvancedFields pair={pair} form={form} onLastPrice={onLastPrice} />
          </Suspense>
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
      <Foot>
        <Button variant="ghost" size="sm" aria-keyshortcuts="?" onClick={() => setHelpOpen(true)}>
          {t('keys.open')}
        </Button>
      </Foot>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {review && (
        <Suspense fallback={null}>
          <OrderConfirm
            pair={pair}
            side={form.side}
            order={review}
            onClose={() => setReview(undefined)}
            onConfirm={() => {
              setReview(undefined);
              void order.place();
            }}
          />
        </Suspense>
      )}
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsHelp open onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      <BindPasswordPrompt prompt={order.bindPrompt} />
    </Panel>
  );
}
