import type { SpotOrder, SpotOrderPage } from '@exchange/protocol';
import { SPOT_PAGE_SIZE } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal, isZero } from '../../money';
import type { Pair, UserOrder } from '../market';

/** Spec §3 Spot order as the wire carries it, read from `orders` joined with its pair. */
interface OrderViewRow {
  id: string;
  symbol: string;
  side: number;
  status: number;
  kind: string;
  amount: string;
  price: string;
  avg_price: string;
  deal_amount: string;
  fee: string;
  legal_id: number;
  currency_id: number;
  created_at: string;
  updated_at: string;
  time_in_force: string | null;
  trigger_price: string | null;
  trigger_state: string | null;
  oco_id: string | null;
}

/** Decimals of the average fill price (deal_money / deal_amount), rounded half up. */
const AVERAGE_PRICE_DECIMALS = 8;

const viewColumns = `o.id::text, p.symbol, o.side, o.status, o.kind, o.amount::text, o.price::text,
  CASE WHEN o.deal_amount > 0 THEN round(o.deal_money / o.deal_amount, ${AVERAGE_PRICE_DECIMALS}) ELSE 0 END::text AS avg_price,
  o.deal_amount::text, o.fee::text, p.legal_id, p.currency_id, o.created_at::text, o.updated_at::text,
  o.time_in_force, o.trigger_price::text, o.trigger_state, o.oco_id::text`;

function toView(r: OrderViewRow): SpotOrder {
  return {
    id: Number(r.id),
    symbol: r.symbol,
    type: r.side === 2 ? 2 : 1,
    status: r.status === 2 ? 2 : r.status === 3 ? 3 : 1,
    trade_amount: canonicalDecimal(r.amount),
    target_price: canonicalDecimal(r.price),
    trade_price: canonicalDecimal(r.avg_price),
    updated_at: Number(r.updated_at),
    kind: r.kind === 'market' ? 'market' : r.kind === 'stop_limit' ? 'stop_limit' : 'limit',
    legal_id: r.legal_id,
    currency_id: r.currency_id,
    deal_amount: canonicalDecimal(r.deal_amount),
    fee: canonicalDecimal(r.fee),
    created_at: Number(r.created_at),
    ...conditionalView({
      timeInForce: r.time_in_force ?? undefined,
      triggerPrice: r.trigger_price ?? undefined,
      triggerState: r.trigger_state ?? undefined,
      ocoId: r.oco_id === null ? undefined : Number(r.oco_id),
    }),
  };
}

/** Issue 26's optional order fields, present only on orders that have them (spec-only rows unchanged). */
function conditionalView(order: {
  timeInForce?: string;
  triggerPrice?: string;
  triggerState?: string;
  ocoId?: number;
}): Pick<SpotOrder, 'time_in_force' | 'trigger_price' | 'trigger_state' | 'oco_id'> {
  const view: Pick<SpotOrder, 'time_in_force' | 'trigger_price' | 'trigger_state' | 'oco_id'> = {};
  const tif = order.timeInForce;
  if (tif === 'GTC' || tif === 'IOC' || tif === 'FOK' || tif === 'POST_ONLY') view.time_in_force = tif;
  if (order.triggerPrice !== undefined) view.trigger_price = canonicalDecimal(order.triggerPrice);
  if (order.triggerState === 'waiting' || order.triggerState === 'triggered')
    view.trigger_state = order.triggerState;
  if (order.ocoId !== undefined) view.oco_id = order.ocoId;
  return view;
}

export async function orderView(db: Queryable, orderId: number): Promise<SpotOrder | undefined> {
  const { rows } = await db.query<OrderViewRow>(
    `SELECT ${viewColumns} FROM orders o JOIN pairs p ON p.id = o.pair_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] && toView(rows[0]);
}

/** Which of the user's orders a list shows. Unset fields do not filter. */
export interface OrderFilter {
  userId: number;
  statuses?: number[];
  side?: 1 | 2;
  /** Base currency id (coin/list `currency`). */
  currencyId?: number;
  legalId?: number;
}

/** One page of the user's orders, newest first (SPOT_PAGE_SIZE a page). */
export async function orderPage(db: Queryable, filter: OrderFilter, page: number): Promise<SpotOrderPage> {
  const where = `o.user_id = $1
    AND ($2::smallint[] IS NULL OR o.status = ANY($2::smallint[]))
    AND ($3::smallint IS NULL OR o.side = $3)
    AND ($4::int IS NULL OR p.currency_id = $4)
    AND ($5::int IS NULL OR p.legal_id = $5)`;
  const params = [
    filter.userId,
    filter.statuses ?? null,
    filter.side ?? null,
    filter.currencyId ?? null,
    filter.legalId ?? null,
  ];
  const from = `FROM orders o JOIN pairs p ON p.id = o.pair_id WHERE ${where}`;
  const [list, count] = await Promise.all([
    db.query<OrderViewRow>(`SELECT ${viewColumns} ${from} ORDER BY o.id DESC LIMIT $6 OFFSET $7`, [
      ...params,
      SPOT_PAGE_SIZE,
      (page - 1) * SPOT_PAGE_SIZE,
    ]),
    db.query<{ total: string }>(`SELECT count(*)::text AS total ${from}`, params),
  ]);
  return {
    list: list.rows.map(toView),
    page,
    limit: SPOT_PAGE_SIZE,
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** `orderView` of many orders in one query, by id. */
export async function orderViews(db: Queryable, orderIds: number[]): Promise<Map<number, SpotOrder>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await db.query<OrderViewRow>(
    `SELECT ${viewColumns} FROM orders o JOIN pairs p ON p.id = o.pair_id WHERE o.id = ANY($1::bigint[])`,
    [orderIds],
  );
  return new Map(rows.map((r) => [Number(r.id), toView(r)]));
}

/**
 * The view of an order as the engine's write left it, without a read; undefined when it has fills
 * (its average price is computed by the database, see viewColumns).
 */
export function viewOfOrder(order: UserOrder, pair: Pair): SpotOrder | undefined {
  if (!isZero(order.dealAmount)) return undefined;
  return {
    id: order.id,
    symbol: order.symbol,
    type: order.side === 'sell' ? 2 : 1,
    status: order.status,
    trade_amount: order.amount,
    target_price: order.price,
    trade_price: '0',
    updated_at: order.updatedAt,
    kind: order.kind,
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
    deal_amount: order.dealAmount,
    fee: order.fee,
    created_at: order.createdAt,
    ...conditionalView(order),
  };
}
