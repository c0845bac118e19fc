import { cmp } from '@exchange/sdk';
import {
  AMOUNT_DECIMALS,
  PRICE_DECIMALS,
  neededBalance,
  orderSizeError,
  positive,
  type OrderSizeError,
  type Side,
} from './spotRules';

import type { AdvancedKind, OrderField } from './orderKinds';

/** Keys of the `spot` namespace (`panel.errors.*`) the advanced tab adds. */
export type AdvancedOrderError =
  | 'enterPrice'
  | 'enterAmount'
  | 'enterTriggerPrice'
  | 'enterStopLimitPrice'
  | 'triggerAboveMarket'
  | 'triggerBelowMarket'
  | 'ocoPricesBuy'
  | 'ocoPricesSell'
  | 'insufficientBalance'
  | OrderSizeError;

export interface AdvancedOrderInput {
  kind: AdvancedKind;
  side: Side;
  /** Stop-limit: the limit price once triggered. OCO: the limit leg's price. */
  price: string;
  /** The stop trigger (both kinds). */
  trigger: string;
  /** OCO only: the stop leg's limit price. */
  stopLimit: string;
  amount: string;
  available?: string;
  /** The pair's last trade price, when known: a trigger on the wrong side of it would fire at once. */
  lastPrice?: string;
}

/** What coin/trade takes for an advanced order (WAVE3 "Issue 26 contract"). */
export interface AdvancedOrderFields {
  kind: AdvancedKind;
  target_price: string;
  trigger_price: string;
  stop_limit_price?: string;
  amount: string;
}

export type AdvancedOrderCheck =
  { ok: true; fields: AdvancedOrderFields } | { ok: false; error: AdvancedOrderError; field?: OrderField };

const fail = (error: AdvancedOrderError, field?: OrderField): AdvancedOrderCheck => ({
  ok: false,
  error,
  field,
});

/**
 * Checks a stop-limit or OCO order before it is sent, with spec §5's rules on every price and the
 * amount (present, above 0, the §9 decimals, the server's bounds, the balance it locks):
 * - a stop buy fires when the price rises to the trigger, so its trigger must be above the last
 *   price (`triggerAboveMarket`); a stop sell's below (`triggerBelowMarket`);
 * - an OCO buy buys low or stops in high: its limit price must be below the last price (below the
 *   trigger while the last price is unknown) (`ocoPricesBuy`); an OCO sell the other way round
 *   (`ocoPricesSell`).
 * The server checks all of it again (spot.triggerAboveMarket, spot.ocoPrices, ...).
 */
export function validateAdvancedOrder(input: AdvancedOrderInput): AdvancedOrderCheck {
  const { kind, side } = input;
  const trigger = positive(input.trigger, PRICE_DECIMALS);
  const price = positive(input.price, PRICE_DECIMALS);
  if (kind === 'stop_limit' && trigger === undefined) return fail('enterTriggerPrice', 'trigger');
  if (price === undefined) return fail('enterPrice', 'price');
  if (trigger === undefined) return fail('enterTriggerPrice', 'trigger');
  const stopLimit = kind === 'oco' ? positive(input.stopLimit, PRICE_DECIMALS) : undefined;
  if (kind === 'oco' && stopLimit === undefined) return fail('enterStopLimitPrice', 'stopLimit');
  const amount = positive(input.amount, AMOUNT_DECIMALS);
  if (amount === undefined) return fail('enterAmount', 'amount');

  const prices = [price, trigger, ...(stopLimit ? [stopLimit] : [])];
  const sizeError = orderSizeError(prices, amount);
  if (sizeError) return fail(sizeError, sizeError === 'amountTooLarge' ? 'amount' : undefined);

  const last =
    input.lastPrice !== undefined && positive(input.lastPrice, 18) !== undefined
      ? input.lastPrice
      : undefined;
  if (last !== undefined) {
    const versusLast = cmp(trigger, last);
    if (side === 'buy' && versusLast <= 0) return fail('triggerAboveMarket', 'trigger');
    if (side === 'sell' && versusLast >= 0) return fail('triggerBelowMarket', 'trigger');
  }
  if (kind === 'oco') {
    // The limit leg sits on the other side of the market from the stop; without a last price, of the trigger.
    const versus = cmp(price, last ?? trigger);
    if (side === 'buy' && versus >= 0) return fail('ocoPricesBuy', 'price');
    if (side === 'sell' && versus <= 0) return fail('ocoPricesSell', 'price');
  }
  if (input.available !== undefined) {
    const locked = neededBalance(side, stopLimit ? [price, stopLimit] : [price], amount);
    if (locked !== null && cmp(locked, input.available) > 0) return fail('insufficientBalance', 'amount');
  }
  return {
    ok: true,
    fields: {
      kind,
      target_price: price,
      trigger_price: trigger,
      ...(stopLimit ? { stop_limit_price: stopLimit } : {}),
      amount,
    },
  };
}
