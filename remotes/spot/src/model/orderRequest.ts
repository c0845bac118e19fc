import { loadedAdvancedRules, type AdvancedKind, type OrderField, type TimeInForce } from './orderKinds';
import { validateSpotOrder, type Side, type SpotOrderError, type TradeMode } from './spotRules';

/** Everything the panel holds about the order being entered. */
export interface OrderEntry {
  mode: TradeMode;
  kind: AdvancedKind;
  side: Side;
  price: string;
  trigger: string;
  stopLimit: string;
  amount: string;
  timeInForce: TimeInForce;
  available?: string;
  lastPrice?: string;
}

/**
 * coin/trade's order fields beyond the pair and side. A market or GTC fixed order sends exactly the
 * spec's fields (a spec-only server sees no change); the rest add the issue-26 fields.
 */
export interface OrderFields {
  target_price: string;
  amount: string;
  kind?: 'limit' | AdvancedKind;
  time_in_force?: TimeInForce;
  trigger_price?: string;
  stop_limit_price?: string;
}

export type OrderCheck = { ok: true; fields: OrderFields } | { ok: false; error: string; field?: OrderField };

const fieldOf: Record<SpotOrderError, OrderField | undefined> = {
  enterPrice: 'price',
  priceTooLarge: 'price',
  enterAmount: 'amount',
  amountTooLarge: 'amount',
  insufficientBalance: 'amount',
  totalTooLarge: undefined,
};

/** The §5 checks of the chosen tab, and the request fields of a valid order. */
export function checkOrder(entry: OrderEntry): OrderCheck {
  const { mode } = entry;
  if (mode === 'advanced') {
    const rules = loadedAdvancedRules();
    // Not loaded yet: the tab's fields are not on screen either, so nothing can have been entered.
    if (!rules) return { ok: false, error: 'enterTriggerPrice', field: 'trigger' };
    const { price, trigger, stopLimit, amount, side, kind, available, lastPrice } = entry;
    return rules.validateAdvancedOrder({
      kind,
      side,
      price,
      trigger,
      stopLimit,
      amount,
      available,
      lastPrice,
    });
  }
  const check = validateSpotOrder({ ...entry, mode });
  if (!check.ok) return { ok: false, error: check.error, field: fieldOf[check.error] };
  const fields: OrderFields = { target_price: check.price ?? '', amount: check.amount };
  if (mode === 'fixed' && entry.timeInForce !== 'GTC')
    return { ok: true, fields: { ...fields, kind: 'limit', time_in_force: entry.timeInForce } };
  return { ok: true, fields };
}

/** The field a server refusal (a `server` namespace key) is about, to mark and focus it. */
const fieldOfServerKey: Record<string, OrderField> = {
  'spot.enterPrice': 'price',
  'spot.priceStep': 'price',
  'spot.priceTooLarge': 'price',
  'spot.postOnlyWouldTake': 'price',
  'spot.ocoPrices': 'price',
  'spot.enterAmount': 'amount',
  'spot.amountStep': 'amount',
  'spot.amountTooLarge': 'amount',
  'spot.insufficientBalance': 'amount',
  'spot.fokNotFilled': 'amount',
  'spot.enterTriggerPrice': 'trigger',
  'spot.triggerAboveMarket': 'trigger',
  'spot.triggerBelowMarket': 'trigger',
};

export const fieldOfRefusal = (messageKey: string): OrderField | undefined => fieldOfServerKey[messageKey];
