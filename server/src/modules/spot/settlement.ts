import type { Queryable } from '../../db';
import type { FillSubscriber } from '../../services/fills';
import type { FillView, Pair } from '../market';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { isZero, multiplyDown, negate } from '../../money';

/** House accounts of spot trading. */
export const SpotHouse = {
  /** Fees collected, in the currency each trader received. */
  fees: 'spot_fees',
  /** The simulated market maker's side of every fill against it. */
  marketMaker: 'market_maker',
  /** A market buy that cost more than its lock and the trader's free balance (the exchange absorbs it). */
  slippage: 'spot_slippage',
} as const;

/** Fee rate per pair id, e.g. "0.001". */
export type FeeRates = (pairId: number) => string;

/**
 * The spot module's settlement: per fill, the buyer pays quote out of the order's lock and receives
 * base minus the fee; the seller pays base out of its lock and receives quote minus the fee; the
 * market maker's side goes to its house account. Then every order that completed or was cancelled
 * gets the rest of its lock back. One ledger operation per step, so every currency sums to zero.
 */
export function spotSettlement(feeRate: FeeRates, ledger: Ledger): FillSubscriber<'spot'> {
  return async (tx, batch) => {
    for (const fill of batch.fills) await settleFill(tx, ledger, batch.pair, fill, feeRate(batch.pair.id));
    await releaseLocks(
      tx,
      ledger,
      batch.orders.filter((change) => change.order.status !== 1).map((change) => change.order.id),
    );
  };
}

async function settleFill(
  tx: Queryable,
  ledger: Ledger,
  pair: Pair,
  fill: FillView,
  rate: string,
): Promise<void> {
  const ref = `${fill.buyOrderId ?? 'mm'}:${fill.sellOrderId ?? 'mm'}`;
  const base = pair.currencyId;
  const quote = pair.legalId;
  const entries: LedgerEntry[] = [];
  const reason = 'spot_fill';

  // The buyer: pays `money` quote, receives `amount` base minus the fee.
  if (fill.buyerId !== null && fill.buyOrderId !== null) {
    entries.push(...(await spend(tx, fill.buyerId, fill.buyOrderId, quote, fill.money, reason, ref)));
    entries.push(...receive(fill.buyerId, base, fill.amount, rate, reason, ref));
    await addFee(tx, fill.buyOrderId, multiplyDown(fill.amount, rate));
  } else {
    entries.push(
      { house: SpotHouse.marketMaker, currencyId: quote, amount: negate(fill.money), reason, ref },
      { house: SpotHouse.marketMaker, currencyId: base, amount: fill.amount, reason, ref },
    );
  }
  // The seller: pays `amount` base, receives `money` quote minus the fee.
  if (fill.sellerId !== null && fill.sellOrderId !== null) {
    entries.push(...(await spend(tx, fill.sellerId, fill.sellOrderId, base, fill.amount, reason, ref)));
    entries.push(...receive(fill.sellerId, quote, fill.money, rate, reason, ref));
    await addFee(tx, fill.sellOrderId, multiplyDown(fill.money, rate));
  } else {
    entries.push(
      { house: SpotHouse.marketMaker, currencyId: base, amount: negate(fill.amount), reason, ref },
      { house: SpotHouse.marketMaker, currencyId: quote, amount: fill.money, reason, ref },
    );
  }
  await ledger.apply(
    tx,
    entries.filter((e) => !isZero(e.amount)),
  );
}

function receive(
  userId: number,
  currencyId: number,
  amount: string,
  rate: string,
  reason: string,
  ref: string,
): LedgerEntry[] {
  const fee = multiplyDown(amount, rate);
  return [
    { userId, currencyId, field: 'change_balance', amount, reason, ref },
    { userId, currencyId, field: 'change_balance', amount: negate(fee), reason: 'spot_fee', ref },
    { house: SpotHouse.fees, currencyId, amount: fee, reason: 'spot_fee', ref },
  ];
}

/**
 * Takes `amount` out of the order's lock. Only a market buy can need more than it locked (asks
 * moved up after the estimate): the difference comes from the buyer's free balance, and what that
 * cannot cover from the slippage house account, because the fill has already happened.
 */
async function spend(
  tx: Queryable,
  userId: number,
  orderId: number,
  currencyId: number,
  amount: string,
  reason: string,
  ref: string,
): Promise<LedgerEntry[]> {
  const { rows } = await tx.query<{ taken: string; short: string }>(
    `WITH old AS (SELECT remaining FROM spot_locks WHERE order_id = $1 FOR UPDATE)
     UPDATE spot_locks s SET remaining = old.remaining - least(old.remaining, $2::numeric)
       FROM old WHERE s.order_id = $1
     RETURNING least(old.remaining, $2::numeric)::text AS taken,
               ($2::numeric - least(old.remaining, $2::numeric))::text AS short`,
    [orderId, amount],
  );
  const taken = rows[0]?.taken ?? '0';
  const short = rows[0]?.short ?? amount;
  const entries: LedgerEntry[] = [
    { userId, currencyId, field: 'lock_change_balance', amount: negate(taken), reason, ref },
  ];
  if (isZero(short)) return entries;
  const free = await tx.query<{ from_free: string; absorbed: string }>(
    `SELECT least(coalesce(max(change_balance), 0), $1::numeric)::text AS from_free,
            ($1::numeric - least(coalesce(max(change_balance), 0), $1::numeric))::text AS absorbed
       FROM wallets WHERE user_id = $2 AND currency_id = $3`,
    [short, userId, currencyId],
  );
  const fromFree = free.rows[0]?.from_free ?? '0';
  const absorbed = free.rows[0]?.absorbed ?? short;
  entries.push(
    { userId, currencyId, field: 'change_balance', amount: negate(fromFree), reason, ref },
    { house: SpotHouse.slippage, currencyId, amount: negate(absorbed), reason: 'spot_slippage', ref },
  );
  return entries;
}

async function addFee(tx: Queryable, orderId: number, fee: string): Promise<void> {
  if (isZero(fee)) return;
  await tx.query(`UPDATE orders SET fee = fee + $2::numeric WHERE id = $1`, [orderId, fee]);
}

/** Returns what is left of a finished order's lock to the free balance. */
export function releaseLock(tx: Queryable, ledger: Ledger, orderId: number): Promise<void> {
  return releaseLocks(tx, ledger, [orderId]);
}

/** releaseLock for several finished orders, with one statement per step whatever their number. */
export async function releaseLocks(tx: Queryable, ledger: Ledger, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const { rows } = await tx.query<{
    order_id: string;
    user_id: number;
    currency_id: number;
    remaining: string;
  }>(
    `DELETE FROM spot_locks WHERE order_id = ANY($1::bigint[])
     RETURNING order_id::text, user_id, currency_id, remaining::text`,
    [orderIds],
  );
  const entries: LedgerEntry[] = rows
    .filter((lock) => !isZero(lock.remaining))
    .sort((a, b) => Number(a.order_id) - Number(b.order_id))
    .flatMap((lock) => {
      const common = {
        userId: lock.user_id,
        currencyId: lock.currency_id,
        reason: 'spot_unlock',
        ref: lock.order_id,
      };
      return [
        { ...common, field: 'lock_change_balance' as const, amount: negate(lock.remaining) },
        { ...common, field: 'change_balance' as const, amount: lock.remaining },
      ];
    });
  if (entries.length > 0) await ledger.apply(tx, entries);
}
