import type { Queryable } from '../../db';
import type { Settled } from '../../db/group-commit';
import { ApiError } from '../../errors';
import { formatScaled } from '../../money';
import type { FillStream } from '../../services/fills';
import { admitDrafts, type Draft, type IntakeHooks, type Rejection } from './admission';
import type { OrderIds } from './order-ids';
import {
  applyCancels,
  applyOutcome,
  fillViews,
  findOrders,
  newOrder,
  type FillView,
  type NewOrderRow,
  type OrderChange,
  type UserOrder,
} from './orders';
import type { Outcome, PairMarket } from './pair-market';
import type { StopRefusal } from '../../engine';
import type { TimeInForce } from './orders';
import type { Pair, PairDirectory } from './pairs';
import { insertTrades } from './store';

/**
 * Order intake by group commit (see the spot README, "Order intake"): the orders and cancels of
 * one batch are written in one transaction, in four steps:
 * 1. take the new orders' ids (order-ids.ts) and admit them (admission.ts: per hook, one read of
 *    what deciding them needs, then one statement writing the accepted orders with the funds they
 *    lock; nothing of a refused order is written);
 * 2. read the stored orders the cancels name (but those resting on a book as the canceller's: the
 *    book holds only open orders) and those that repeated requests placed before;
 * 3. run the engine on every item in arrival order (engine order = write order = commit order);
 * 4. record what the engine did (trades, order rows, the 'spot' fills of each command).
 * Steps 1-2 touch only the database: if the transaction fails there, nothing reached the books and
 * the caller writes each item alone instead, so a failure stays with its item.
 */

export interface PlaceItem {
  kind: 'place';
  userId: number;
  market: PairMarket;
  side: 'buy' | 'sell';
  /** `oco`: a limit leg (ticks) and a stop-limit leg (triggerTicks, stopTicks) sharing qty. */
  type: 'limit' | 'market' | 'stop_limit' | 'oco';
  ticks: number | undefined;
  qty: number;
  hooks: IntakeHooks;
  /** Absent: GTC, stored as before (NULL). */
  timeInForce?: TimeInForce;
  triggerTicks?: number;
  /** An OCO's stop leg limit price. */
  stopTicks?: number;
}

export interface CancelItem {
  kind: 'cancel';
  userId: number;
  orderId: number;
}

export type IntakeItem = PlaceItem | CancelItem;

export type IntakeAnswer =
  { kind: 'placed'; order: UserOrder; fills: FillView[] } | { kind: 'cancelled'; order: UserOrder };

export interface IntakeDeps {
  markets: Map<number, PairMarket>;
  pairs: PairDirectory;
  fills: FillStream;
  orderIds: OrderIds;
  /** Tells listeners what a command did to the book (right after the engine ran it). */
  announce(outcome: Outcome): void;
}

export interface BatchWrite {
  settled: Array<Settled<IntakeAnswer>>;
  /** The order changes, in engine order, to announce once committed. */
  changes: OrderChange[];
}

/** Set once the engine ran an item of the batch: from then on a failed write cannot be retried. */
export interface BatchProgress {
  engineRan: boolean;
}

export async function writeBatch(
  tx: Queryable,
  deps: IntakeDeps,
  items: IntakeItem[],
  ts: number,
  progress: BatchProgress,
): Promise<BatchWrite> {
  const settled: Array<Settled<IntakeAnswer> | undefined> = new Array(items.length);
  const restingMarket = (orderId: number, userId: number) =>
    [...deps.markets.values()].find((market) => market.ownerOf(orderId) === userId);
  // A cancel of an order resting as the canceller's needs no read: the book holds open orders only.
  const ownResting = new Set(
    items.flatMap((item) =>
      item.kind === 'cancel' && restingMarket(item.orderId, item.userId) ? [item] : [],
    ),
  );
  const cancelIds = items.flatMap((item) =>
    item.kind === 'cancel' && !ownResting.has(item) ? [item.orderId] : [],
  );

  const drafts = await draftOrders(tx, deps.orderIds, items, ts);
  const rejected = await admitDrafts(tx, drafts);
  const repeatIds = [...rejected.values()].flatMap((r) => (r.kind === 'repeat' ? [r.orderId] : []));
  const stored = await findOrders(tx, [...cancelIds, ...repeatIds], deps.pairs.symbolOf);
  for (const [index, rejection] of rejected) settled[index] = answerRejected(rejection, stored);
  const orderOf = new Map(drafts.map(({ index, order }) => [index, order]));
  const rowOf = new Map(drafts.map(({ index, row }) => [index, row]));

  progress.engineRan = true;
  const commands: Array<{ index: number; outcome: Outcome; quietRest?: UserOrder }> = [];
  items.forEach((item, index) => {
    if (settled[index]) return;
    if (item.kind === 'place') {
      const order = orderOf.get(index)!;
      const outcome = runPlace(item, rowOf.get(index)!, ts);
      const result = outcome.result;
      const stop = outcome.stop;
      const quiet =
        outcome.trades.length === 0 &&
        !outcome.effects &&
        (result
          ? result.status === 'resting' && result.filledQty === 0 && !stop
          : stop !== undefined && !stop.refused && stop.stop.ocoWith === undefined);
      commands.push({ index, outcome, quietRest: quiet ? order : undefined });
      deps.announce(outcome);
      return;
    }
    const market = restingMarket(item.orderId, item.userId);
    const row = stored.get(item.orderId);
    if (market) {
      const outcome = market.cancel(item.orderId, ts);
      commands.push({ index, outcome });
      deps.announce(outcome);
    } else if (ownResting.has(item) || row?.userId === item.userId) {
      // Theirs, but filled or cancelled since (maybe by an earlier item of this batch).
      settled[index] = { ok: false, error: new ApiError('spot.orderNotOpen') };
    } else {
      settled[index] = { ok: false, error: new ApiError('spot.orderNotFound') };
    }
  });

  const pairsById = new Map(deps.pairs.all.map((p) => [p.id, p]));
  await insertTrades(
    tx,
    pairsById,
    commands.flatMap((c) => c.outcome.trades),
  );
  const changes: OrderChange[] = [];
  const answer = (index: number, orderChanges: OrderChange[], fills: FillView[]) => {
    const item = items[index]!;
    const id = item.kind === 'place' ? orderOf.get(index)!.id : item.orderId;
    const mine = orderChanges.find((c) => c.order.id === id)?.order ?? orderOf.get(index) ?? stored.get(id);
    if (!mine) {
      settled[index] = { ok: false, error: new Error(`intake: order ${id} left no row`) };
      return;
    }
    settled[index] = {
      ok: true,
      value:
        item.kind === 'place' ? { kind: 'placed', order: mine, fills } : { kind: 'cancelled', order: mine },
    };
  };
  // Commands without a trade (an order that rested untouched, a plain cancel) are recorded a run
  // at a time with one statement and settled with one 'spot' batch per pair; the others one by one,
  // in engine order.
  let quiet: typeof commands = [];
  const recordQuiet = async () => {
    const run = quiet;
    quiet = [];
    const cancelled = new Map(
      (
        await applyCancels(
          tx,
          run.map((c) => c.outcome),
        )
      ).map((change) => [change.order.id, change]),
    );
    const byPair = new Map<Pair, OrderChange[]>();
    for (const { index, outcome, quietRest } of run) {
      const change = quietRest ? restedChange(quietRest, outcome.pair) : cancelled.get(outcome.cancelled!.id);
      const list = byPair.get(outcome.pair) ?? [];
      if (change) list.push(change);
      byPair.set(outcome.pair, list);
      changes.push(...(change ? [change] : []));
      answer(index, change ? [change] : [], []);
    }
    for (const [pair, orders] of byPair) await deps.fills.publish('spot', tx, { pair, fills: [], orders });
  };
  for (const command of commands) {
    const { outcome, quietRest } = command;
    const quietCancel =
      outcome.cancelled && outcome.trades.length === 0 && !outcome.result && !outcome.effects;
    if (quietRest || quietCancel) {
      quiet.push(command);
      continue;
    }
    await recordQuiet();
    const orderChanges = await applyOutcome(tx, outcome);
    const fills = fillViews(outcome);
    await deps.fills.publish('spot', tx, { pair: outcome.pair, fills, orders: orderChanges });
    changes.push(...orderChanges);
    answer(command.index, orderChanges, fills);
  }
  await recordQuiet();
  // An order the engine refused (FOK not filled, post-only that would take, a stop on the wrong
  // side of the last price) is recorded cancelled, its lock released, and answered with the reason.
  for (const { index, outcome } of commands) {
    const refusal = items[index]!.kind === 'place' ? refusalOf(outcome) : undefined;
    if (refusal) settled[index] = { ok: false, error: refusal };
  }
  return {
    settled: settled.map((s) => s ?? { ok: false, error: new Error('intake: item not settled') }),
    changes,
  };
}

/** The batch's new orders with their ids (in arrival order, so ids rise in engine order; an OCO takes two). */
async function draftOrders(tx: Queryable, ids: OrderIds, items: IntakeItem[], ts: number): Promise<Draft[]> {
  const places = items.flatMap((item, index) => (item.kind === 'place' ? [{ item, index }] : []));
  if (places.length === 0) return [];
  const taken = await ids.take(
    tx,
    places.reduce((n, { item }) => n + (item.type === 'oco' ? 2 : 1), 0),
  );
  let next = 0;
  return places.map(({ item, index }) => {
    const own = taken.slice(next, (next += item.type === 'oco' ? 2 : 1));
    const row = newOrderRow(item, own, ts);
    return { index, row, order: newOrder(row), hooks: item.hooks };
  });
}

/** The row a new order is stored as (`ids`: its id, and an OCO's stop leg's). */
export function newOrderRow(item: PlaceItem, ids: readonly number[], ts: number): NewOrderRow {
  const { pair } = item.market;
  const price = pair.scale.price;
  const row: NewOrderRow = {
    id: ids[0]!,
    userId: item.userId,
    pair,
    side: item.side,
    kind: item.type === 'oco' ? 'limit' : item.type,
    price: item.ticks === undefined ? '0' : price.fromUnits(item.ticks),
    amount: pair.scale.amount.fromUnits(item.qty),
    ts,
  };
  if (item.timeInForce) row.timeInForce = item.timeInForce;
  if (item.type === 'stop_limit') row.triggerPrice = price.fromUnits(item.triggerTicks!);
  if (item.type === 'oco') {
    row.ocoId = row.id;
    row.timeInForce = 'GTC';
    row.companion = {
      ...row,
      id: ids[1]!,
      kind: 'stop_limit',
      price: price.fromUnits(item.stopTicks!),
      triggerPrice: price.fromUnits(item.triggerTicks!),
    };
    if (item.side === 'buy' && item.stopTicks! > item.ticks!)
      row.lockPrice = price.fromUnits(item.stopTicks!);
  }
  return row;
}

/** Runs a new order's engine command: a plain order, a stop-limit, or an OCO (its two rows). */
export function runPlace(item: PlaceItem, row: NewOrderRow, ts: number): Outcome {
  const { market } = item;
  const order = { id: row.id, owner: item.userId, side: item.side, qty: item.qty };
  if (item.type === 'market' || item.type === 'limit')
    return market.place({ ...order, type: item.type, price: item.ticks, timeInForce: item.timeInForce }, ts);
  const stopTif = item.timeInForce === 'IOC' || item.timeInForce === 'FOK' ? item.timeInForce : 'GTC';
  if (item.type === 'stop_limit')
    return market.placeStop(
      { ...order, trigger: item.triggerTicks!, price: item.ticks!, timeInForce: stopTif },
      ts,
    );
  return market.placeOco(
    { ...order, type: 'limit', price: item.ticks },
    {
      ...order,
      id: row.companion!.id,
      trigger: item.triggerTicks!,
      price: item.stopTicks!,
      timeInForce: 'GTC',
      ocoWith: row.id,
    },
    ts,
  );
}

const refusalKeys: Record<StopRefusal, string> = {
  triggerAboveMarket: 'spot.triggerAboveMarket',
  triggerBelowMarket: 'spot.triggerBelowMarket',
  ocoPrices: 'spot.ocoPrices',
  invalid: 'spot.enterPrice',
};

/** The error a new order's command answers when the engine refused it (its row is then cancelled). */
export function refusalOf(outcome: Outcome): ApiError | undefined {
  const status = outcome.result?.status;
  if (status === 'killed') return new ApiError('spot.fokNotFilled');
  if (status === 'wouldTake') return new ApiError('spot.postOnlyWouldTake');
  const refused = outcome.stop?.refused;
  return refused ? new ApiError(refusalKeys[refused]) : undefined;
}

/** What an order its admission did not accept is answered: its refusal, or the order placed before. */
function answerRejected(rejection: Rejection, stored: Map<number, UserOrder>): Settled<IntakeAnswer> {
  if (rejection.kind === 'refused') return { ok: false, error: rejection.error };
  const order = stored.get(rejection.orderId);
  return order
    ? { ok: true, value: { kind: 'placed', order, fills: [] } }
    : { ok: false, error: new ApiError('spot.orderNotFound') };
}

function restedChange(order: UserOrder, pair: Pair): OrderChange {
  return {
    reason: 'placed',
    order,
    filledAmount: pair.scale.amount.fromUnits(0),
    filledMoney: formatScaled(0n, pair.scale.notionalScale),
    droppedAmount: pair.scale.amount.fromUnits(0),
  };
}
