import type { Queryable } from '../../db';
import type { SqlStep } from '../../db/sql-step';
import type { PlaceResult } from '../../engine';
import type { Outcome } from './pair-market';
import { MARKET_MAKER } from './pair-market';
import type { Pair } from './pairs';
import { canonicalDecimal } from '../../money';
import { formatScaled } from '../../money';

/** A user's spot order as stored (spec §3 "Spot order" is derived from it by the spot module). */
export interface UserOrder {
  id: number;
  userId: number;
  pairId: number;
  symbol: string;
  side: 'buy' | 'sell';
  kind: OrderKind;
  /** Limit price; "0" for a market order. */
  price: string;
  amount: string;
  /** Issue 26 (absent on plain GTC orders): time in force, a stop's trigger and state, the OCO id. */
  timeInForce?: TimeInForce;
  triggerPrice?: string;
  triggerState?: 'waiting' | 'triggered';
  ocoId?: number;
  /**
   * Not stored: the price a buy's lock is reckoned at when above its own (an OCO limit leg locks
   * for the dearer of its two legs, whose one lock moves to the stop leg when that triggers).
   */
  lockPrice?: string;
  dealAmount: string;
  /** Sum of price * amount of the fills. */
  dealMoney: string;
  fee: string;
  /** 1 open, 2 completed, 3 cancelled. */
  status: 1 | 2 | 3;
  createdAt: number;
  updatedAt: number;
}

export type OrderKind = 'limit' | 'market' | 'stop_limit';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';

/** One trade as decimal strings; user and order ids are null on the market maker's side. */
export interface FillView {
  pairId: number;
  price: string;
  amount: string;
  /** price * amount, exact. */
  money: string;
  takerSide: 'buy' | 'sell';
  buyOrderId: number | null;
  sellOrderId: number | null;
  buyerId: number | null;
  sellerId: number | null;
  ts: number;
}

/**
 * A user order touched by one engine command. `filledAmount`/`filledMoney` are this command's part;
 * `droppedAmount` is what left the book unfilled (cancel, or a market order's rest), so a settlement
 * can release exactly what it locked for it.
 */
export interface OrderChange {
  /** `triggered`: a stop entered the book (with what its limit order did there). */
  reason: 'placed' | 'fill' | 'cancel' | 'triggered';
  order: UserOrder;
  filledAmount: string;
  filledMoney: string;
  droppedAmount: string;
}

/**
 * One engine command's effect on user orders, published as fills of kind 'spot' inside the
 * transaction that records it (`ctx.fills.subscribe('spot', …)`; the spot module settles them).
 */
export interface SpotFillBatch {
  pair: Pair;
  fills: FillView[];
  orders: OrderChange[];
}

declare module '../../services/fills' {
  interface FillKinds {
    spot: SpotFillBatch;
  }
}

const orderColumns = `id::text, user_id, pair_id, side, kind, price::text, amount::text, deal_amount::text,
  deal_money::text, fee::text, status, created_at::text, updated_at::text, time_in_force,
  trigger_price::text, trigger_state, oco_id::text`;

interface OrderRow {
  id: string;
  user_id: number;
  pair_id: number;
  side: number;
  kind: string;
  price: string;
  amount: string;
  deal_amount: string;
  deal_money: string;
  fee: string;
  status: number;
  created_at: string;
  updated_at: string;
  time_in_force: string | null;
  trigger_price: string | null;
  trigger_state: string | null;
  oco_id: string | null;
}

function toOrder(r: OrderRow, symbol: string): UserOrder {
  return {
    ...conditionalFields(r),
    id: Number(r.id),
    userId: r.user_id,
    pairId: r.pair_id,
    symbol,
    side: r.side === 1 ? 'buy' : 'sell',
    kind: r.kind === 'market' ? 'market' : r.kind === 'stop_limit' ? 'stop_limit' : 'limit',
    price: canonicalDecimal(r.price),
    amount: canonicalDecimal(r.amount),
    dealAmount: canonicalDecimal(r.deal_amount),
    dealMoney: canonicalDecimal(r.deal_money),
    fee: canonicalDecimal(r.fee),
    status: r.status === 2 ? 2 : r.status === 3 ? 3 : 1,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function conditionalFields(
  r: Pick<OrderRow, 'time_in_force' | 'trigger_price' | 'trigger_state' | 'oco_id'>,
) {
  const fields: Pick<UserOrder, 'timeInForce' | 'triggerPrice' | 'triggerState' | 'ocoId'> = {};
  if (r.time_in_force) fields.timeInForce = r.time_in_force as TimeInForce;
  if (r.trigger_price !== null) fields.triggerPrice = canonicalDecimal(r.trigger_price);
  if (r.trigger_state === 'waiting' || r.trigger_state === 'triggered') fields.triggerState = r.trigger_state;
  if (r.oco_id !== null) fields.ocoId = Number(r.oco_id);
  return fields;
}

/** A new order's row; its id comes from `OrderIds` (order-ids.ts). */
export interface NewOrderRow {
  id: number;
  userId: number;
  pair: Pair;
  side: 'buy' | 'sell';
  kind: OrderKind;
  price: string;
  amount: string;
  ts: number;
  timeInForce?: TimeInForce;
  triggerPrice?: string;
  ocoId?: number;
  /** See UserOrder.lockPrice. */
  lockPrice?: string;
  /** An OCO's stop leg, written with its limit leg (it holds no lock of its own until it triggers). */
  companion?: NewOrderRow;
}

export async function findOrder(
  db: Queryable,
  id: number,
  symbolOf: (pairId: number) => string,
): Promise<UserOrder | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1`, [id]);
  return rows[0] && toOrder(rows[0], symbolOf(rows[0].pair_id));
}

export function fillViews(outcome: Outcome): FillView[] {
  const s = outcome.pair.scale;
  return outcome.trades.map((t) => ({
    pairId: t.pairId,
    price: s.price.fromUnits(t.price),
    amount: s.amount.fromUnits(t.qty),
    money: s.notional(t.price, t.qty),
    takerSide: t.takerSide,
    buyOrderId: t.buyOrderId > 0 ? t.buyOrderId : null,
    sellOrderId: t.sellOrderId > 0 ? t.sellOrderId : null,
    buyerId: t.buyerId === MARKET_MAKER ? null : t.buyerId,
    sellerId: t.sellerId === MARKET_MAKER ? null : t.sellerId,
    ts: t.ts,
  }));
}

export function involvesUser(outcome: Outcome): boolean {
  if (outcome.cancelled && outcome.cancelled.owner !== MARKET_MAKER) return true;
  if (outcome.result && outcome.result.id > 0) return true;
  if (outcome.effects || outcome.stop || outcome.cancelledStop) return true;
  return outcome.trades.some((t) => t.buyerId !== MARKET_MAKER || t.sellerId !== MARKET_MAKER);
}

/** The stored status of an order the engine placed: 1 resting, 2 anything filled, else 3. */
function placedStatus(result: PlaceResult): 1 | 2 | 3 {
  return result.status === 'resting' ? 1 : result.status === 'filled' || result.filledQty > 0 ? 2 : 3;
}

/** Lots of a placed order that left without filling (a market or IOC rest, a killed FOK, a refusal). */
function droppedLots(result: PlaceResult): number {
  return result.status === 'resting' || result.status === 'filled' ? 0 : result.remainingQty;
}

/**
 * Records what one command did to user orders (fills, final status of the taker, a cancel, stops
 * placed, fired or cancelled with their OCO partners) and returns the changes. Runs inside the
 * caller's transaction. When an OCO's stop leg fires, the OCO's one lock moves from the limit leg to
 * it before the fills are settled.
 */
export async function applyOutcome(tx: Queryable, outcome: Outcome): Promise<OrderChange[]> {
  const { pair, ts } = outcome;
  const scale = pair.scale;
  const deltas = new Map<number, { lots: number; money: bigint; done: boolean }>();
  for (const t of outcome.trades) {
    const money = scale.notionalDigits(t.price, t.qty);
    for (const [orderId, owner] of [
      [t.buyOrderId, t.buyerId],
      [t.sellOrderId, t.sellerId],
    ] as const) {
      if (orderId <= 0 || owner === MARKET_MAKER) continue;
      const d = deltas.get(orderId) ?? { lots: 0, money: 0n, done: false };
      d.lots += t.qty;
      d.money += money;
      deltas.set(orderId, d);
    }
  }
  const result = outcome.result;
  const fired = outcome.effects?.fired ?? [];
  // Makers that were used up are complete (also orders that rested earlier in this command).
  const makerDone = new Set<number>();
  for (const placed of [...(result ? [result] : []), ...fired.map((f) => f.result)])
    for (const fill of placed.fills) if (fill.makerRemaining === 0) makerDone.add(fill.makerId);

  const changes: OrderChange[] = [];
  const update = async (
    orderId: number,
    status: number | null,
    dropped: number,
    reason: OrderChange['reason'],
  ) => {
    const d = deltas.get(orderId) ?? { lots: 0, money: 0n, done: false };
    const filledAmount = scale.amount.fromUnits(d.lots);
    const filledMoney = formatScaled(d.money, scale.notionalScale);
    const { rows } = await tx.query<OrderRow>(
      `UPDATE orders SET deal_amount = deal_amount + $2::numeric, deal_money = deal_money + $3::numeric,
              status = COALESCE($4::smallint, status), updated_at = $5,
              trigger_state = CASE WHEN $6::boolean THEN 'triggered' ELSE trigger_state END
        WHERE id = $1 RETURNING ${orderColumns}`,
      [orderId, filledAmount, filledMoney, status, ts, reason === 'triggered'],
    );
    if (!rows[0]) return;
    changes.push({
      reason,
      order: toOrder(rows[0], pair.symbol),
      filledAmount,
      filledMoney,
      droppedAmount: scale.amount.fromUnits(dropped),
    });
  };
  const statusOf = (placed: PlaceResult) => (makerDone.has(placed.id) ? 2 : placedStatus(placed));

  const ownStatus = new Set([...(result ? [result.id] : []), ...fired.map((f) => f.stop.id)]);
  for (const orderId of deltas.keys()) {
    if (ownStatus.has(orderId)) continue;
    await update(orderId, makerDone.has(orderId) ? 2 : null, 0, 'fill');
  }
  if (result && result.id > 0) await update(result.id, statusOf(result), droppedLots(result), 'placed');
  const stop = outcome.stop;
  if (stop?.refused) {
    await update(stop.stop.id, 3, stop.stop.qty, 'cancel');
    const leg = stop.stop.ocoWith;
    if (leg !== undefined && !result) await update(leg, 3, stop.stop.qty, 'cancel');
  } else if (stop && stop.stop.ocoWith !== undefined) {
    await update(stop.stop.id, null, 0, 'placed');
  }
  if (outcome.cancelled && outcome.cancelled.owner !== MARKET_MAKER) {
    await update(outcome.cancelled.id, 3, outcome.cancelled.remaining, 'cancel');
  }
  if (outcome.cancelledStop) await update(outcome.cancelledStop.id, 3, outcome.cancelledStop.qty, 'cancel');
  for (const cancelled of outcome.effects?.cancelledStops ?? [])
    await update(cancelled.id, 3, cancelled.qty, 'cancel');
  for (const leg of outcome.effects?.cancelledLegs ?? []) {
    const firedStop = fired.find((f) => f.stop.ocoWith === leg.id);
    if (firedStop)
      await tx.query(`UPDATE spot_locks SET order_id = $2 WHERE order_id = $1`, [leg.id, firedStop.stop.id]);
    await update(leg.id, 3, leg.remaining, 'cancel');
  }
  for (const { stop: firedStop, result: placed } of fired)
    await update(firedStop.id, statusOf(placed), droppedLots(placed), 'triggered');
  return changes;
}

/** What a new order's row holds, as the order it stores (nothing filled yet). */
export function newOrder(row: NewOrderRow): UserOrder {
  return {
    id: row.id,
    userId: row.userId,
    pairId: row.pair.id,
    symbol: row.pair.symbol,
    side: row.side,
    kind: row.kind,
    price: canonicalDecimal(row.price),
    amount: canonicalDecimal(row.amount),
    ...(row.timeInForce ? { timeInForce: row.timeInForce } : {}),
    ...(row.triggerPrice
      ? { triggerPrice: canonicalDecimal(row.triggerPrice), triggerState: 'waiting' as const }
      : {}),
    ...(row.ocoId !== undefined ? { ocoId: row.ocoId } : {}),
    ...(row.lockPrice ? { lockPrice: row.lockPrice } : {}),
    dealAmount: '0',
    dealMoney: '0',
    fee: '0',
    status: 1,
    createdAt: row.ts,
    updatedAt: row.ts,
  };
}

/** The insert of `rows` (with their OCO stop legs) as a statement part (to run alone, or as a `WITH` step). */
export function orderRowsStep(given: readonly NewOrderRow[]): SqlStep {
  const rows = given.flatMap((row) => (row.companion ? [row, row.companion] : [row]));
  return {
    sql: (first) => {
      const [ids, users, pairs, sides, kinds, prices, amounts, times, tifs, triggers, states, ocos] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
      ].map((i) => `$${first + i}`);
      return `INSERT INTO orders (id, user_id, pair_id, side, kind, price, amount, created_at, updated_at,
                                  time_in_force, trigger_price, trigger_state, oco_id)
        SELECT id, user_id, pair_id, side, kind, price, amount, ts, ts, tif, trigger_price, trigger_state, oco_id
          FROM unnest(${ids}::bigint[], ${users}::int[], ${pairs}::int[], ${sides}::smallint[], ${kinds}::text[],
                      ${prices}::numeric[], ${amounts}::numeric[], ${times}::bigint[], ${tifs}::text[],
                      ${triggers}::numeric[], ${states}::text[], ${ocos}::bigint[])
               AS o(id, user_id, pair_id, side, kind, price, amount, ts, tif, trigger_price, trigger_state, oco_id)`;
    },
    params: [
      rows.map((o) => o.id),
      rows.map((o) => o.userId),
      rows.map((o) => o.pair.id),
      rows.map((o) => (o.side === 'buy' ? 1 : 2)),
      rows.map((o) => o.kind),
      rows.map((o) => o.price),
      rows.map((o) => o.amount),
      rows.map((o) => o.ts),
      rows.map((o) => o.timeInForce ?? null),
      rows.map((o) => o.triggerPrice ?? null),
      rows.map((o) => (o.triggerPrice ? 'waiting' : null)),
      rows.map((o) => o.ocoId ?? null),
    ],
  };
}

/** Inserts `rows` with one statement; answers the stored orders in the same order. */
export async function insertOrders(tx: Queryable, rows: NewOrderRow[]): Promise<UserOrder[]> {
  if (rows.length === 0) return [];
  const step = orderRowsStep(rows);
  await tx.query(step.sql(1), step.params);
  return rows.map(newOrder);
}

/** The stored orders among `ids` (one statement), by id. */
export async function findOrders(
  db: Queryable,
  ids: number[],
  symbolOf: (pairId: number) => string,
): Promise<Map<number, UserOrder>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), toOrder(r, symbolOf(r.pair_id))]));
}

/** Removes orders refused inside the transaction that inserted them (so nothing of them is left). */
export async function deleteOrders(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.query(`DELETE FROM orders WHERE id = ANY($1::bigint[])`, [ids]);
}

/**
 * Records commands that only cancelled a resting order (no trade) with one statement; answers
 * their changes in the same order.
 */
export async function applyCancels(tx: Queryable, outcomes: Outcome[]): Promise<OrderChange[]> {
  const cancels = outcomes.flatMap((o) => (o.cancelled ? [{ outcome: o, cancelled: o.cancelled }] : []));
  if (cancels.length === 0) return [];
  const { rows } = await tx.query<OrderRow>(
    `UPDATE orders o SET status = 3, updated_at = c.ts
       FROM unnest($1::bigint[], $2::bigint[]) AS c(id, ts)
      WHERE o.id = c.id RETURNING ${orderColumns.replace(/(^|,\s*)(\w+)/g, '$1o.$2')}`,
    [cancels.map((c) => c.cancelled.id), cancels.map((c) => c.outcome.ts)],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return cancels.flatMap(({ outcome, cancelled }) => {
    const row = byId.get(cancelled.id);
    if (!row) return [];
    const scale = outcome.pair.scale;
    return [
      {
        reason: 'cancel' as const,
        order: toOrder(row, outcome.pair.symbol),
        filledAmount: scale.amount.fromUnits(0),
        filledMoney: formatScaled(0n, scale.notionalScale),
        droppedAmount: scale.amount.fromUnits(cancelled.remaining),
      },
    ];
  });
}
