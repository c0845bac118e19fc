import { LockupOrderStatus, type LockupConfig, type LockupOrder } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal } from '../../money';
import { cancelFee, daysAccrued, interestFor } from './interest';

/** Lock-up rows and their wire views (spec §3 Lock-up deposit). */

interface ConfigRow {
  id: number;
  currency_id: number;
  currency_name: string;
  interest_rate: string;
  day: number;
  save_min: string;
  cancel_rate: string;
}

const configView = (r: ConfigRow): LockupConfig => ({
  id: r.id,
  currency_id: r.currency_id,
  currency_name: r.currency_name,
  interest_rate: canonicalDecimal(r.interest_rate),
  day: r.day,
  save_min: canonicalDecimal(r.save_min),
  cancel_rate: canonicalDecimal(r.cancel_rate),
});

const configSelect = `SELECT k.id, k.currency_id, c.name AS currency_name, k.interest_rate::text, k.day,
  k.save_min::text, k.cancel_rate::text FROM lockup_configs k JOIN currencies c ON c.id = k.currency_id`;

export async function configs(db: Queryable): Promise<LockupConfig[]> {
  const { rows } = await db.query<ConfigRow>(`${configSelect} ORDER BY k.sort, k.id`);
  return rows.map(configView);
}

/** One product; lockup.notFound when absent. */
export async function configById(db: Queryable, id: number): Promise<LockupConfig> {
  const { rows } = await db.query<ConfigRow>(`${configSelect} WHERE k.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('lockup.notFound');
  return configView(rows[0]);
}

export interface OrderRow {
  id: number;
  user_id: number;
  config_id: number;
  currency_id: number;
  currency_name: string;
  amount: string;
  interest_rate: string;
  day: number;
  cancel_rate: string;
  start_at: string;
  end_at: string;
  status: number;
  total_interest: string;
  days_accrued: number;
  cancel_fee: string;
  updated_at: string;
}

const orderSelect = `SELECT o.id, o.user_id, o.config_id, o.currency_id, c.name AS currency_name, o.amount::text,
  o.interest_rate::text, o.day, o.cancel_rate::text, o.start_at::text, o.end_at::text, o.status,
  o.total_interest::text, o.days_accrued, o.cancel_fee::text, o.updated_at::text
  FROM lockup_orders o JOIN currencies c ON c.id = o.currency_id`;

/** The user's order `id` (another user's answers lockup.orderNotFound); `forUpdate` locks it. */
export async function ownOrder(
  db: Queryable,
  userId: number,
  id: number,
  forUpdate = false,
): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `${orderSelect} WHERE o.id = $1 AND o.user_id = $2 ${forUpdate ? 'FOR UPDATE OF o' : ''}`,
    [id, userId],
  );
  if (!rows[0]) throw new ApiError('lockup.orderNotFound');
  return rows[0];
}

/**
 * The user's order an earlier lh/deposit with this idempotency key made, if any; the conflict when
 * that request was another one.
 */
export async function orderByKey(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<{ id: number; fingerprint: string | null }>(
    `SELECT id, idempotency_fingerprint AS fingerprint FROM lockup_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, keyed.key],
  );
  if (!rows[0]) return undefined;
  checkSameRequest(keyed, rows[0].fingerprint);
  return ownOrder(db, userId, rows[0].id);
}

export async function orderPage(
  db: Queryable,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const { rows } = await db.query<OrderRow>(
    `${orderSelect} WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, (page - 1) * limit],
  );
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM lockup_orders WHERE user_id = $1`,
    [userId],
  );
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** Ids of the running orders with a day to record or a maturity to pay at `now`. */
export async function dueOrderIds(db: Queryable, now: number, dayMs: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM lockup_orders
      WHERE status = 1 AND (end_at <= $1 OR days_accrued < LEAST(day, floor(($1 - start_at) / $2::numeric)))
      ORDER BY id`,
    [now, dayMs],
  );
  return rows.map((r) => r.id);
}

/** A running order, locked for the caller's transaction (undefined once it is no longer running). */
export async function runningOrderForUpdate(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `${orderSelect} WHERE o.id = $1 AND o.status = 1 FOR UPDATE OF o`,
    [id],
  );
  return rows[0];
}

/**
 * The wire view at `now`: a running order shows the interest of the full days so far (as the
 * daily accrual records it) and what a cancel would charge now.
 */
export function orderView(r: OrderRow, now: number): LockupOrder {
  const running = r.status === LockupOrderStatus.inProgress;
  const days = running ? daysAccrued(Number(r.start_at), now, r.day) : r.days_accrued;
  return {
    id: r.id,
    currency_name: r.currency_name,
    amount: canonicalDecimal(r.amount),
    total_interest: running
      ? interestFor(r.amount, r.interest_rate, days)
      : canonicalDecimal(r.total_interest),
    start_at: Number(r.start_at),
    end_at: Number(r.end_at),
    status: r.status as LockupOrder['status'],
    cancel_fee: running ? cancelFee(r.amount, r.cancel_rate) : canonicalDecimal(r.cancel_fee),
    config_id: r.config_id,
    currency_id: r.currency_id,
    interest_rate: canonicalDecimal(r.interest_rate),
    day: r.day,
    days_accrued: days,
    estimated_interest: interestFor(r.amount, r.interest_rate, r.day),
    updated_at: Number(r.updated_at),
  };
}
