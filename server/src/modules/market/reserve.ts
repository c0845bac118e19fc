import type { Queryable } from '../../db';
import { formatScaled } from '../../money';
import type { UserOrder } from './orders';
import type { PairMarket } from './pair-market';
import { ApiError } from '../../errors';
import type { Ledger } from '../../services/ledger';
import { addPercentUp } from '../../money';

/**
 * Headroom locked above the estimated cost of a market buy, for asks that move between the
 * estimate and the match. A fill beyond the lock is covered at settlement (see settlement.ts).
 */
export const MARKET_BUY_HEADROOM_PERCENT = 5;

/** What an order spends and how much of it to lock. */
export interface LockPlan {
  currencyId: number;
  /** Exact amount that must be available. */
  required: string;
  /** Amount to lock: `required`, or up to `headroom` more when the balance allows (market buys). */
  headroom?: string;
}

/**
 * Cost of buying `lots` from the asks as they are now, or undefined when no ask rests. When the
 * asks hold less than `lots`, the cost of what they hold (the rest of a market order expires).
 */
function marketBuyCost(market: PairMarket, lots: number): string | undefined {
  let left = lots;
  let cost = 0n;
  let any = false;
  for (const ask of market.book.restingOrders('sell')) {
    any = true;
    const take = Math.min(left, ask.remaining);
    cost += market.pair.scale.notionalDigits(ask.price, take);
    left -= take;
    if (left === 0) break;
  }
  return any ? formatScaled(cost, market.pair.scale.notionalScale) : undefined;
}

/** What `order` must lock; throws spot.noLiquidity for a market order against an empty side. */
export function lockPlan(order: UserOrder, market: PairMarket): LockPlan {
  const { pair } = market;
  const scale = pair.scale;
  if (order.side === 'sell') {
    if (order.kind === 'market' && market.book.bestBid() === undefined)
      throw new ApiError('spot.noLiquidity');
    return { currencyId: pair.currencyId, required: order.amount };
  }
  const lots = scale.amount.toUnits(order.amount) ?? 0;
  if (order.kind === 'limit' || order.kind === 'stop_limit') {
    // A stop locks like a resting order at its limit price; an OCO once, at its dearer leg's price.
    const ticks = scale.price.toUnits(order.lockPrice ?? order.price) ?? 0;
    return { currencyId: pair.legalId, required: scale.notional(ticks, lots) };
  }
  const cost = marketBuyCost(market, lots);
  if (cost === undefined) throw new ApiError('spot.noLiquidity');
  return {
    currencyId: pair.legalId,
    required: cost,
    headroom: addPercentUp(cost, MARKET_BUY_HEADROOM_PERCENT),
  };
}

/**
 * Locks the funds of a new order inside the transaction that records it: change_balance moves to
 * lock_change_balance and the amount is remembered per order. spot.insufficientBalance refuses it.
 */
export async function reserveFunds(
  tx: Queryable,
  ledger: Ledger,
  order: UserOrder,
  market: PairMarket,
): Promise<void> {
  const plan = lockPlan(order, market);
  const { rows } = await tx.query<{ lock: string; enough: boolean }>(
    `SELECT least(coalesce(max(change_balance), 0), $2::numeric)::text AS lock,
            coalesce(max(change_balance), 0) >= $1::numeric AS enough
       FROM wallets WHERE user_id = $3 AND currency_id = $4`,
    [plan.required, plan.headroom ?? plan.required, order.userId, plan.currencyId],
  );
  const row = rows[0];
  if (!row?.enough) throw new ApiError('spot.insufficientBalance');
  const amount = row.lock;
  try {
    await ledger.apply(tx, [
      {
        userId: order.userId,
        currencyId: plan.currencyId,
        field: 'change_balance',
        amount: `-${amount}`,
        reason: 'spot_lock',
        ref: String(order.id),
      },
      {
        userId: order.userId,
        currencyId: plan.currencyId,
        field: 'lock_change_balance',
        amount,
        reason: 'spot_lock',
        ref: String(order.id),
      },
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'balance.insufficient')
      throw new ApiError('spot.insufficientBalance');
    throw error;
  }
  await tx.query(
    `INSERT INTO spot_locks (order_id, user_id, currency_id, remaining) VALUES ($1, $2, $3, $4::numeric)`,
    [order.id, order.userId, plan.currencyId, amount],
  );
}
