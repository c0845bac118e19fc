import { SPOT_MAX_WAITING_STOPS, type SpotRequestKind, type SpotTimeInForce } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { orderSizeError, type PairMarket, type PlaceOrderInput } from '../market';

/** coin/trade's fields as the protocol reads them (spot.ts coinTradeRequestSchema). */
export interface TradeFields {
  type: 1 | 2;
  target_price: string;
  amount: string;
  kind?: SpotRequestKind;
  time_in_force?: SpotTimeInForce;
  trigger_price?: string;
  stop_limit_price?: string;
}

const isZeroPrice = (price: string | undefined) => price === undefined || /^0(\.0*)?$/.test(price);

/**
 * What coin/trade asks the market to place, checked before anything is written (issue 26; market
 * README "Order kinds"): the kind (absent: market when target_price is empty or 0, else limit), the
 * time in force it allows, every price and the amount on the pair's grids (§5), and a stop's
 * trigger or an OCO's prices against the last price now (the engine checks them again when it runs
 * the order). Failure keys: spot.enterPrice, spot.enterTriggerPrice, spot.priceStep,
 * spot.amountStep, spot.priceTooLarge, spot.amountTooLarge, spot.totalTooLarge,
 * spot.triggerAboveMarket, spot.triggerBelowMarket, spot.ocoPrices, validation.invalid (a time in
 * force the kind does not take, field time_in_force).
 */
export function conditionalOrderInput(
  fields: TradeFields,
  live: PairMarket,
): Omit<PlaceOrderInput, 'userId' | 'pairId'> {
  const kind = fields.kind ?? (isZeroPrice(fields.target_price) ? 'market' : 'limit');
  const side = fields.type === 1 ? 'buy' : 'sell';
  const tif = fields.time_in_force;
  const allowed: Record<SpotRequestKind, ReadonlyArray<SpotTimeInForce>> = {
    market: ['GTC', 'IOC'],
    limit: ['GTC', 'IOC', 'FOK', 'POST_ONLY'],
    stop_limit: ['GTC', 'IOC', 'FOK'],
    oco: ['GTC'],
  };
  if (tif !== undefined && !allowed[kind].includes(tif))
    throw new ApiError('validation.invalid', 'error', { field: 'time_in_force' });
  const scale = live.pair.scale;
  const sized = (price: string | undefined, missing: string) => {
    if (isZeroPrice(price)) throw new ApiError(missing);
    const error = orderSizeError(scale, price, fields.amount);
    if (error) throw new ApiError(error);
    return price!;
  };
  if (kind === 'market') {
    const error = orderSizeError(scale, undefined, fields.amount);
    if (error) throw new ApiError(error);
    return { side, type: 'market', amount: fields.amount };
  }
  const price = sized(fields.target_price, 'spot.enterPrice');
  const timeInForce = tif !== undefined ? { timeInForce: tif } : {};
  if (kind === 'limit') return { side, type: 'limit', price, amount: fields.amount, ...timeInForce };

  const trigger = sized(fields.trigger_price, 'spot.enterTriggerPrice');
  const last = live.lastPrice;
  const ticks = (p: string) => scale.price.toUnits(p) ?? 0;
  if (kind === 'stop_limit') {
    if (side === 'buy' && !(ticks(trigger) > last)) throw new ApiError('spot.triggerAboveMarket');
    if (side === 'sell' && !(ticks(trigger) < last)) throw new ApiError('spot.triggerBelowMarket');
    return { side, type: 'stop_limit', price, triggerPrice: trigger, amount: fields.amount, ...timeInForce };
  }
  const stopLimitPrice = sized(fields.stop_limit_price, 'spot.enterPrice');
  const consistent =
    side === 'sell'
      ? ticks(price) > last && ticks(trigger) < last
      : ticks(price) < last && ticks(trigger) > last;
  if (!consistent) throw new ApiError('spot.ocoPrices');
  return { side, type: 'oco', price, triggerPrice: trigger, stopLimitPrice, amount: fields.amount };
}

/** Refuses a stop or OCO past the per-user cap of waiting stops (spot.tooManyStops, params.max). */
export async function checkStopCap(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 1 AND trigger_state = 'waiting'`,
    [userId],
  );
  if ((rows[0]?.n ?? 0) >= SPOT_MAX_WAITING_STOPS)
    throw new ApiError('spot.tooManyStops', 'error', { max: SPOT_MAX_WAITING_STOPS });
}
