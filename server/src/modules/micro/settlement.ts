import { MICRO_CLOSED_EVENT, type MicroClosedPush } from '@exchange/protocol';
import type { Database } from '../../db';
import type { Realtime } from '../../realtime/realtime';
import { add, isZero, negate } from '../../money';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { pushBalances } from '../wallet';
import type { Due } from './expiry-heap';
import { closeOrders, lockRunning, orderView, type Closing, type StoredMicroOrder } from './orders';
import { settleStake } from './outcome';
import type { PriceHistory } from './price-history';

/** The house account that takes lost stakes and pays won profits. */
export const MICRO_HOUSE = 'micro';

export interface SettlerDeps {
  db: Database;
  ledger: Ledger;
  realtime: Realtime;
  history: PriceHistory;
  symbolOf: (pairId: number) => string;
  /** Called before each batch: records the live prices at `now` into the history. */
  sample: (now: number) => void;
  warn: (message: string, details: object) => void;
}

/** The owner's ledger entries that settle one order: the locked stake goes back (with the profit) or not. */
export function settlementEntries(order: StoredMicroOrder, payout: string, reason: string): LedgerEntry[] {
  const base = { currencyId: order.currencyId, reason, ref: `micro:${order.id}` };
  const entries: LedgerEntry[] = [
    { ...base, userId: order.userId, field: 'lock_micro_balance', amount: negate(order.number) },
  ];
  if (!isZero(payout))
    entries.push({ ...base, userId: order.userId, field: 'micro_balance', amount: payout });
  return entries;
}

/**
 * The house's side of a batch, one entry per currency (the profits it pays less the stakes it keeps),
 * so the hot house row is updated once per batch, not once per order.
 */
export function houseEntries(
  sides: Array<{ currencyId: number; amount: string }>,
  ref: string,
): LedgerEntry[] {
  const byCurrency = new Map<number, string>();
  for (const side of sides)
    byCurrency.set(side.currencyId, add(byCurrency.get(side.currencyId) ?? '0', side.amount));
  return [...byCurrency]
    .filter(([, amount]) => !isZero(amount))
    .map(([currencyId, amount]) => ({ currencyId, house: MICRO_HOUSE, amount, reason: 'micro_settle', ref }));
}

const reasonOf = { 1: 'micro_win', 0: 'micro_draw', [-1]: 'micro_loss' } as const;

/**
 * Settles a batch of due orders in one transaction: each with the price in force at its own expiry
 * (`history.priceAt(end_at)`, which is the live price then), then pushes `micro_closed` and the new
 * balances to the owners after the commit.
 */
export function microSettler(deps: SettlerDeps) {
  return async (due: Due[], now: number): Promise<StoredMicroOrder[]> => {
    deps.sample(now);
    const settled = await deps.db.transaction(async (tx) => {
      const orders = await lockRunning(
        tx,
        due.map((d) => d.id),
      );
      const entries: LedgerEntry[] = [];
      const house: Array<{ currencyId: number; amount: string }> = [];
      const closing: Closing[] = [];
      const done: StoredMicroOrder[] = [];
      for (const order of orders) {
        let endPrice = await deps.history.priceAt(tx, order.pairId, order.endAt);
        if (endPrice === undefined) {
          deps.warn('micro: no price recorded for an expiry, settled at its open price', { order: order.id });
          endPrice = order.openPrice;
        }
        const outcome = settleStake({ ...order, endPrice });
        entries.push(...settlementEntries(order, outcome.payout, reasonOf[outcome.result]));
        house.push({ currencyId: order.currencyId, amount: outcome.house });
        closing.push({ id: order.id, endPrice, factProfits: outcome.factProfits, result: outcome.result });
        done.push({
          ...order,
          status: 3,
          endPrice,
          factProfits: outcome.factProfits,
          result: outcome.result,
        });
      }
      if (orders.length > 0) {
        entries.push(...houseEntries(house, `micro:${orders[0]!.id}-${orders[orders.length - 1]!.id}`));
        await deps.ledger.apply(tx, entries);
      }
      await closeOrders(tx, closing, now);
      return done;
    });
    await pushBalances(
      deps.db,
      deps.realtime,
      settled.map((o) => ({ userId: o.userId, currencyId: o.currencyId })),
    );
    for (const order of settled) {
      const push: MicroClosedPush = { type: MICRO_CLOSED_EVENT, data: orderView(order, deps.symbolOf, now) };
      deps.realtime.toUser(order.userId, MICRO_CLOSED_EVENT, push);
    }
    return settled;
  };
}
