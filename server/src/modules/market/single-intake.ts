import type { Database } from '../../db';
import type { Settled } from '../../db/group-commit';
import { ApiError } from '../../errors';
import type { OrderIds } from './order-ids';
import {
  fillViews,
  findOrder,
  insertOrders,
  newOrder,
  orderRowsStep,
  type FillView,
  type NewOrderRow,
  type OrderChange,
  type UserOrder,
} from './orders';
import {
  newOrderRow,
  refusalOf,
  runPlace,
  type CancelItem,
  type IntakeAnswer,
  type IntakeItem,
  type PlaceItem,
} from './intake';
import type { Outcome, PairMarket } from './pair-market';
import type { PairDirectory } from './pairs';

/**
 * The former intake, one transaction per order plus one per engine command: what
 * `MarketService.intake === 'single'` selects (the bench compares it with group commit), and how
 * the items of a group-commit batch are written alone when their batch could not be.
 */
export interface SingleIntakeDeps {
  /** Runs a task on the market's write queue (engine order). */
  enqueue<T>(task: (db: Database) => Promise<T>): Promise<T>;
  /** Persists a command touching user orders (with the settlement) and announces it. */
  record(outcome: Outcome): Promise<OrderChange[]>;
  markets: ReadonlyMap<number, PairMarket>;
  pairs: PairDirectory;
  orderIds: OrderIds;
  now(): number;
}

/** The former path: one transaction inserts the order and locks its funds, one records the match. */
export async function placeSingle(
  deps: SingleIntakeDeps,
  item: PlaceItem,
): Promise<{ order: UserOrder; fills: FillView[] }> {
  const { hooks } = item;
  const ts = deps.now();
  const written = await deps.enqueue((db) =>
    db.transaction(async (tx): Promise<{ order: UserOrder; placedBefore: boolean; row?: NewOrderRow }> => {
      const ids = await deps.orderIds.take(tx, item.type === 'oco' ? 2 : 1);
      const row = newOrderRow(item, ids, ts);
      const created = newOrder(row);
      if (hooks.reserve || !hooks.admitMany) {
        await insertOrders(tx, [row]);
        await hooks.reserve?.(tx, created);
        return { order: created, placedBefore: false, row };
      }
      const admission = await hooks.admitMany(tx, [{ order: created, note: hooks.note }]);
      const [verdict] = admission.verdicts;
      if (!verdict) throw new Error('admission: no verdict for an order');
      if (verdict.kind === 'refused') throw verdict.error;
      if (verdict.kind === 'repeat') {
        const placed = await findOrder(tx, verdict.orderId, deps.pairs.symbolOf);
        if (!placed) throw new ApiError('spot.orderNotFound');
        return { order: placed, placedBefore: true };
      }
      await admission.write(tx, orderRowsStep([row]));
      return { order: created, placedBefore: false, row };
    }),
  );
  if (written.placedBefore) return { order: written.order, fills: [] };
  const { order } = written;
  // Matching is synchronous; its persistence is queued right behind, in engine order.
  const outcome = runPlace(item, written.row!, deps.now());
  const changes = await deps.record(outcome);
  const refusal = refusalOf(outcome);
  if (refusal) throw refusal;
  const mine = changes.find((c) => c.order.id === order.id);
  return { order: mine?.order ?? order, fills: fillViews(outcome) };
}

/** Cancels an open order of `userId` (see `MarketService.cancelOrder` for the failure keys). */
export async function cancelSingle(
  deps: SingleIntakeDeps,
  { userId, orderId }: Pick<CancelItem, 'userId' | 'orderId'>,
): Promise<UserOrder> {
  const stored = await deps.enqueue((db) => findOrder(db, orderId, deps.pairs.symbolOf));
  if (!stored || stored.userId !== userId) throw new ApiError('spot.orderNotFound');
  const market = deps.markets.get(stored.pairId);
  if (stored.status !== 1 || !market?.holds(orderId)) throw new ApiError('spot.orderNotOpen');
  const outcome = market.cancel(orderId, deps.now());
  const changes = await deps.record(outcome);
  return changes.find((c) => c.order.id === orderId)?.order ?? stored;
}

/** Writes each item alone, in order, so that an item that cannot be written fails by itself. */
export async function settleEachAlone(
  deps: SingleIntakeDeps,
  items: IntakeItem[],
): Promise<Array<Settled<IntakeAnswer>>> {
  const settled: Array<Settled<IntakeAnswer>> = [];
  for (const item of items) {
    try {
      const value: IntakeAnswer =
        item.kind === 'place'
          ? { kind: 'placed', ...(await placeSingle(deps, item)) }
          : { kind: 'cancelled', order: await cancelSingle(deps, item) };
      settled.push({ ok: true, value });
    } catch (itemError) {
      settled.push({ ok: false, error: itemError });
    }
  }
  return settled;
}
