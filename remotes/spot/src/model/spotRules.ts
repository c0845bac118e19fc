import { cmp, div, isPositive, mul, parseAmount, round } from '@exchange/sdk';

/**
 * Spec §2 Spot panel tabs: market price or fixed price (a limit order); beside them (issue 26) the
 * advanced tab: stop-limit and OCO orders.
 */
export type TradeMode = 'market' | 'fixed' | 'advanced';
export type Side = 'buy' | 'sell';

/** Keys of the `spot` namespace (`panel.errors.*`). */
export type SpotOrderError = 'enterPrice' | 'enterAmount' | 'insufficientBalance' | OrderSizeError;

/** Spec §5 precision and bounds, as the server checks them (server/src/modules/market/order-size.ts). */
export type OrderSizeError = 'priceTooLarge' | 'amountTooLarge' | 'totalTooLarge';

export interface SpotOrderInput {
  mode: Exclude<TradeMode, 'advanced'>;
  side: Side;
  /** What the user typed (ignored at market). */
  price: string;
  amount: string;
  /**
   * Available balance for a client-side check: quote (legal) currency for a buy, base coin for a sell.
   * Omitted for guests or while unknown; the server checks again either way.
   */
  available?: string;
}

export type SpotOrderCheck =
  { ok: true; price: string | null; amount: string } | { ok: false; error: SpotOrderError };

/** Decimal places accepted in the inputs (spec §9: prices 4, amounts 4). */
export const PRICE_DECIMALS = 4;
export const AMOUNT_DECIMALS = 4;
/** The largest price or amount the server takes has 12 integer digits; a total, 18. */
const MAX_INTEGER_DIGITS = 12;
const MAX_TOTAL = '9'.repeat(18);

const tooManyDigits = (decimal: string) =>
  (decimal.split('.')[0] ?? '').replace(/^0+/, '').length > MAX_INTEGER_DIGITS;

/**
 * The bounds of spec §5 "trade min and max" as the server holds them: each price and the amount at
 * most 12 integer digits, the total (price x amount) at most 18; a price's and an amount's decimals
 * are capped by the inputs (§9: 4).
 */
export function orderSizeError(prices: readonly string[], amount: string): OrderSizeError | undefined {
  if (prices.some(tooManyDigits)) return 'priceTooLarge';
  if (tooManyDigits(amount)) return 'amountTooLarge';
  if (prices.some((price) => cmp(mul(price, amount), MAX_TOTAL) > 0)) return 'totalTooLarge';
  return undefined;
}

/** The spot balance an order locks: the quote coin at the highest of its prices for a buy, else the amount. */
export function neededBalance(side: Side, prices: readonly string[], amount: string): string | null {
  if (side === 'sell') return amount;
  if (prices.length === 0) return null;
  const highest = prices.reduce((a, b) => (cmp(a, b) >= 0 ? a : b));
  return mul(highest, amount);
}

export const positive = (text: string, decimals: number): string | undefined => {
  const value = parseAmount(text, { decimals });
  return value !== undefined && isPositive(value) ? value : undefined;
};

/**
 * Spec §5 "Spot": in fixed mode the price must be present and above 0 ('please enter price'); the
 * amount must be present and above 0 ('please enter amount'). A fixed order that needs more than the
 * known available balance is stopped before it is sent ('insufficient balance', spec §8).
 */
export function validateSpotOrder(input: SpotOrderInput): SpotOrderCheck {
  const price = input.mode === 'fixed' ? positive(input.price, PRICE_DECIMALS) : null;
  if (price === undefined) return { ok: false, error: 'enterPrice' };
  const amount = positive(input.amount, AMOUNT_DECIMALS);
  if (amount === undefined) return { ok: false, error: 'enterAmount' };
  const prices = price === null ? [] : [price];
  const sizeError = orderSizeError(prices, amount);
  if (sizeError) return { ok: false, error: sizeError };
  if (input.available !== undefined) {
    const needed = neededBalance(input.side, prices, amount);
    if (needed !== null && cmp(needed, input.available) > 0)
      return { ok: false, error: 'insufficientBalance' };
  }
  return { ok: true, price, amount };
}

/** Spec §9: the slider goes 0-100 in steps of 25. */
export const SLIDER_STEPS = [0, 25, 50, 75, 100] as const;

/**
 * Spec §5 slider formulas, in base-coin amount with 4 decimals (rounded down so it never exceeds
 * the balance):
 *   buy:  available legal x percent / price / 100
 *   sell: available coin x percent / 100
 * A buy without a positive price gives '' (nothing to compute yet).
 */
export function sliderAmount(side: Side, percent: number, available: string, price: string): string {
  if (side === 'sell') return round(div(mul(available, percent), 100), AMOUNT_DECIMALS, 'down');
  const priceValue = positive(price, PRICE_DECIMALS + 4);
  if (priceValue === undefined) return '';
  return round(div(div(mul(available, percent), priceValue), 100), AMOUNT_DECIMALS, 'down');
}

/** Total in the quote currency (price x amount), or '' while either is not a positive number. */
export function orderTotal(price: string, amount: string): string {
  const p = parseAmount(price);
  const a = parseAmount(amount);
  if (p === undefined || a === undefined) return '';
  return mul(p, a);
}
