import type { Queryable } from '../../db';
import type { Settled } from '../../db/group-commit';
import { ApiError } from '../../errors';
import { formatScaled } from '../../money';
import type { FillStream } from '../../services/fills';
import {
  applyCancels,
  applyOutcome,
  deleteOrders,
  fillViews,
  findOrders,
  insertOrders,
  type FillView,
  type OrderChange,
  type UserOrder,
} from './orders';
import type { Outcome, PairMarket } from './pair-market';
import type { Pair, PairDirectory } from './pairs';
import { insertTrades } from './store';

/**
 * Order intake by group commit (see the market README, "Order intake"): the orders and cancels of
 * one batch are written in one transaction, in four steps:
 * 1. read the stored orders the cancels name (but those resting on a book as the canceller's: the
 *    book holds only open orders); insert every new order with one statement;
 * 2. lock their funds (`reserveMany` of the caller, all orders at once; or `reserve` one by one
 *    under a savepoint); an order refused there is deleted again, so nothing of it is left;
 * 3. run the engine on every item in arrival order (engine order = write order = commit order);
 * 4. record what the engine did (trades, order rows, the 'spot' fills of each command).
 * Steps 1-2 touch only the database: if the transaction fails there, nothing reached the books and
 * the caller writes each item alone instead, so a failure stays with its item.
 */

/** Locks the funds of several orders of one batch; answers per order undefined (locked) or its refusal. */
export type ReserveMany = (
  tx: Queryable,
  orders: Array<{ order: UserOrder; note: unknown }>,
) => Promise<Array<ApiError | undefined>>;

/**
 * Answers, per order of a batch, the id of an order already placed for the same request (an
 * idempotency key seen before), or undefined. Such an order is answered with the stored one and
 * not placed again.
 */
export type FindPlaced = (
  tx: Queryable,
  orders: Array<{ userId: number; note: unknown }>,
) => Promise<Array<number | undefined>>;

export interface IntakeHooks {
  /** See FindPlaced; orders of a batch with the same function go to it together. */
  findPlaced?: FindPlaced;
  /** Locks one order's funds; an ApiError refuses the order. */
  reserve?: (tx: Queryable, order: UserOrder) => Promise<void>;
  /**
   * Locks many orders' funds at once (group commit); must write nothing for an order it refuses.
   * Orders of a batch with the same function go to it together.
   */
  reserveMany?: ReserveMany;
  /** Handed to reserveMany beside the order (an idempotency key, say). */
  note?: unknown;
}

export interface PlaceItem {
  kind: 'place';
  userId: number;
  market: PairMarket;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  ticks: number | undefined;
  qty: number;
  hooks: IntakeHooks;
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
  const symbolOf = (pairId: number) => deps.pairs.get(pairId)?.symbol ?? '';
  const restingMarket = (orderId: number, userId: number) =>
    [...deps.markets.values()].find((market) => market.book.get(orderId)?.owner === userId);
  // A cancel of an order resting as the canceller's needs no read: the book holds open orders only.
  const ownResting = new Set(
    items.flatMap((item) =>
      item.kind === 'cancel' && restingMarket(item.orderId, item.userId) ? [item] : [],
    ),
  );
  const cancelIds = items.flatMap((item) =>
    item.kind === 'cancel' && !ownResting.has(item) ? [item.orderId] : [],
  );

  const placed = await findPlacedAll(tx, items);
  const stored = await findOrders(tx, [...cancelIds, ...placed.values()], symbolOf);
  for (const [index, orderId] of placed) {
    const order = stored.get(orderId);
    settled[index] = order
      ? { ok: true, value: { kind: 'placed', order, fills: [] } }
      : { ok: false, error: new ApiError('spot.orderNotFound') };
  }

  const places = items.flatMap((item, index) =>
    item.kind === 'place' && !placed.has(index) ? [{ item, index }] : [],
  );
  const created = await insertOrders(
    tx,
    places.map(({ item }) => ({
      userId: item.userId,
      pair: item.market.pair,
      side: item.side,
      kind: item.type,
      price: item.ticks === undefined ? '0' : item.market.pair.scale.price.fromUnits(item.ticks),
      amount: item.market.pair.scale.amount.fromUnits(item.qty),
      ts,
    })),
  );
  const orderOf = new Map<number, UserOrder>();
  places.forEach(({ index }, k) => orderOf.set(index, created[k]!));
  const refused = await reserveAll(
    tx,
    places.map(({ item, index }) => ({ index, order: orderOf.get(index)!, hooks: item.hooks })),
  );
  for (const [index, error] of refused) {
    settled[index] = { ok: false, error };
  }
  await deleteOrders(
    tx,
    [...refused.keys()].map((index) => orderOf.get(index)!.id),
  );

  progress.engineRan = true;
  const commands: Array<{ index: number; outcome: Outcome; quietRest?: UserOrder }> = [];
  items.forEach((item, index) => {
    if (settled[index]) return;
    if (item.kind === 'place') {
      const order = orderOf.get(index)!;
      const outcome = item.market.place(
        {
          id: order.id,
          owner: item.userId,
          side: item.side,
          type: item.type,
          price: item.ticks,
          qty: item.qty,
        },
        ts,
      );
      const result = outcome.result;
      const quiet = result?.status === 'resting' && result.filledQty === 0 && outcome.trades.length === 0;
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
    if (quietRest || (outcome.cancelled && outcome.trades.length === 0 && !outcome.result)) {
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
  return {
    settled: settled.map((s) => s ?? { ok: false, error: new Error('intake: item not settled') }),
    changes,
  };
}

/** Runs the findPlaced hooks of the batch's orders; answers the already placed ones by item index. */
async function findPlacedAll(tx: Queryable, items: IntakeItem[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  const groups = new Map<FindPlaced, Array<{ index: number; item: PlaceItem }>>();
  items.forEach((item, index) => {
    if (item.kind !== 'place' || !item.hooks.findPlaced) return;
    const group = groups.get(item.hooks.findPlaced) ?? [];
    group.push({ index, item });
    groups.set(item.hooks.findPlaced, group);
  });
  for (const [find, group] of groups) {
    const ids = await find(
      tx,
      group.map(({ item }) => ({ userId: item.userId, note: item.hooks.note })),
    );
    group.forEach(({ index }, k) => {
      const id = ids[k];
      if (id !== undefined) found.set(index, id);
    });
  }
  return found;
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

/** Locks funds of the batch's orders; answers the refused ones by item index. */
async function reserveAll(
  tx: Queryable,
  orders: Array<{ index: number; order: UserOrder; hooks: IntakeHooks }>,
): Promise<Map<number, ApiError>> {
  const refused = new Map<number, ApiError>();
  const groups = new Map<ReserveMany, typeof orders>();
  for (const entry of orders) {
    const many = entry.hooks.reserveMany;
    if (!many) continue;
    const group = groups.get(many);
    if (group) group.push(entry);
    else groups.set(many, [entry]);
  }
  for (const [many, group] of groups) {
    const errors = await many(
      tx,
      group.map(({ order, hooks }) => ({ order, note: hooks.note })),
    );
    group.forEach(({ index }, k) => {
      const error = errors[k];
      if (error) refused.set(index, error);
    });
  }
  for (const { index, order, hooks } of orders) {
    if (hooks.reserveMany || !hooks.reserve) continue;
    await tx.query('SAVEPOINT intake_item');
    try {
      await hooks.reserve(tx, order);
      await tx.query('RELEASE SAVEPOINT intake_item');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT intake_item');
      refused.set(index, error);
    }
  }
  return refused;
}
