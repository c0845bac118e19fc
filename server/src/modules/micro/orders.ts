import type {
  MicroDirection,
  MicroOrder,
  MicroOrderPage,
  MicroOrderStatus,
  MicroResult,
} from '@exchange/protocol';
import type { Queryable } from '../../db';
import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal } from '../../money';

/** A micro order as stored (money as canonical decimal strings). */
export interface StoredMicroOrder {
  id: number;
  userId: number;
  pairId: number;
  currencyId: number;
  currencyName: string;
  type: MicroDirection;
  seconds: number;
  number: string;
  fee: string;
  profitRatio: string;
  openPrice: string;
  endPrice: string;
  factProfits: string;
  status: MicroOrderStatus;
  result: MicroResult;
  createdAt: number;
  endAt: number;
}

interface Row {
  id: number;
  user_id: number;
  pair_id: number;
  currency_id: number;
  currency_name: string;
  type: number;
  seconds: number;
  number: string;
  fee: string;
  profit_ratio: string;
  open_price: string;
  end_price: string;
  fact_profits: string;
  status: number;
  result: number;
  created_at: string;
  end_at: string;
}

const COLUMNS = `o.id, o.user_id, o.pair_id, o.currency_id, c.name AS currency_name, o.type, o.seconds,
  o.number::text, o.fee::text, o.profit_ratio::text, o.open_price::text, o.end_price::text,
  o.fact_profits::text, o.status, o.result, o.created_at::text, o.end_at::text`;
const FROM = `FROM micro_orders o JOIN currencies c ON c.id = o.currency_id`;

const fromRow = (r: Row): StoredMicroOrder => ({
  id: r.id,
  userId: r.user_id,
  pairId: r.pair_id,
  currencyId: r.currency_id,
  currencyName: r.currency_name,
  type: r.type === 2 ? 2 : 1,
  seconds: r.seconds,
  number: canonicalDecimal(r.number),
  fee: canonicalDecimal(r.fee),
  profitRatio: canonicalDecimal(r.profit_ratio),
  openPrice: canonicalDecimal(r.open_price),
  endPrice: canonicalDecimal(r.end_price),
  factProfits: canonicalDecimal(r.fact_profits),
  status: r.status === 3 ? 3 : 1,
  result: r.result === 1 ? 1 : r.result === -1 ? -1 : 0,
  createdAt: Number(r.created_at),
  endAt: Number(r.end_at),
});

/** The wire view; `remain_milli_seconds` from the server clock `now`. */
export function orderView(
  order: StoredMicroOrder,
  symbolOf: (pairId: number) => string,
  now: number,
): MicroOrder {
  const running = order.status === 1;
  return {
    id: order.id,
    symbol_name: symbolOf(order.pairId),
    seconds: order.seconds,
    number: order.number,
    currency_name: order.currencyName,
    open_price: order.openPrice,
    end_price: order.endPrice,
    type: order.type,
    status: order.status,
    remain_milli_seconds: running ? Math.max(0, order.endAt - now) : 0,
    fact_profits: order.factProfits,
    fee: order.fee,
    match_id: order.pairId,
    currency_id: order.currencyId,
    profit_ratio: order.profitRatio,
    result: order.result,
    created_at: order.createdAt,
    end_at: order.endAt,
  };
}

export interface NewMicroOrder {
  userId: number;
  pairId: number;
  currencyId: number;
  type: MicroDirection;
  seconds: number;
  number: string;
  fee: string;
  profitRatio: string;
  openPrice: string;
  createdAt: number;
  keyed?: KeyedRequest;
}

export async function insertOrder(tx: Queryable, order: NewMicroOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO micro_orders (user_id, pair_id, currency_id, type, seconds, number, fee, profit_ratio,
       open_price, created_at, end_at, idempotency_key, idempotency_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      order.userId,
      order.pairId,
      order.currencyId,
      order.type,
      order.seconds,
      order.number,
      order.fee,
      order.profitRatio,
      order.openPrice,
      order.createdAt,
      order.createdAt + order.seconds * 1000,
      order.keyed?.key ?? null,
      order.keyed?.fingerprint ?? null,
    ],
  );
  return rows[0]!.id;
}

export async function findOrder(db: Queryable, id: number): Promise<StoredMicroOrder | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE o.id = $1`, [id]);
  return rows[0] && fromRow(rows[0]);
}

/** The order an earlier request with this key placed, if any; the conflict if it was another request. */
export async function orderByKey(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
): Promise<StoredMicroOrder | undefined> {
  const { rows } = await db.query<Row & { fingerprint: string | null }>(
    `SELECT ${COLUMNS}, o.idempotency_fingerprint AS fingerprint ${FROM} WHERE o.user_id = $1 AND o.idempotency_key = $2`,
    [userId, keyed.key],
  );
  if (!rows[0]) return undefined;
  checkSameRequest(keyed, rows[0].fingerprint);
  return fromRow(rows[0]);
}

/** Running orders with the given ids, locked for settlement (skips any already closed). */
export async function lockRunning(tx: Queryable, ids: number[]): Promise<StoredMicroOrder[]> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COLUMNS} ${FROM} WHERE o.id = ANY($1::int[]) AND o.status = 1 ORDER BY o.id FOR UPDATE OF o`,
    [ids],
  );
  return rows.map(fromRow);
}

/** Every running order's id and expiry (the scheduler's start). */
export async function runningExpiries(db: Queryable): Promise<Array<{ id: number; dueAt: number }>> {
  const { rows } = await db.query<{ id: number; end_at: string }>(
    `SELECT id, end_at::text FROM micro_orders WHERE status = 1`,
  );
  return rows.map((r) => ({ id: r.id, dueAt: Number(r.end_at) }));
}

export interface Closing {
  id: number;
  endPrice: string;
  factProfits: string;
  result: MicroResult;
}

export async function closeOrders(tx: Queryable, closing: Closing[], now: number): Promise<void> {
  if (closing.length === 0) return;
  await tx.query(
    `UPDATE micro_orders o SET status = 3, end_price = c.end_price, fact_profits = c.fact_profits,
            result = c.result, settled_at = $5
       FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::smallint[]) AS c(id, end_price, fact_profits, result)
      WHERE o.id = c.id AND o.status = 1`,
    [
      closing.map((c) => c.id),
      closing.map((c) => c.endPrice),
      closing.map((c) => c.factProfits),
      closing.map((c) => c.result),
      now,
    ],
  );
}

export interface ListQuery {
  userId: number;
  status: MicroOrderStatus;
  pairId?: number;
  page: number;
  limit: number;
}

export async function listOrders(
  db: Queryable,
  query: ListQuery,
  symbolOf: (pairId: number) => string,
  now: number,
): Promise<MicroOrderPage> {
  const where = `o.user_id = $1 AND o.status = $2 AND ($3::int IS NULL OR o.pair_id = $3)`;
  const params = [query.userId, query.status, query.pairId ?? null];
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM micro_orders o WHERE ${where}`,
    params,
  );
  return {
    list: rows.map((r) => orderView(fromRow(r), symbolOf, now)),
    page: query.page,
    limit: query.limit,
    total: Number(count[0]?.n ?? 0),
  };
}
