import { ALERTS_ACTIVE_MAX, type AlertDirection, type AlertState, type PriceAlert } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canonicalDecimal } from '../../money';

/** The price_alerts columns (migration 990) an alert is read with, joined to its pair. */
interface AlertRow {
  id: number;
  user_id: number;
  pair_id: number;
  symbol: string;
  legal_id: number;
  currency_id: number;
  direction: AlertDirection;
  price: string;
  state: AlertState;
  created_at: string;
  fired_at: string | null;
  fired_price: string | null;
  cancelled_at: string | null;
}

const alertSelect = `SELECT a.id, a.user_id, a.pair_id, p.symbol, p.legal_id, p.currency_id, a.direction,
  a.price::text, a.state, a.created_at::text, a.fired_at::text, a.fired_price::text, a.cancelled_at::text
  FROM price_alerts a JOIN pairs p ON p.id = a.pair_id`;

const epoch = (value: string | null): number | null => (value === null ? null : Number(value));

/** An alert as the calls and the `price_alert` push give it. */
export function alertView(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    legal_id: row.legal_id,
    currency_id: row.currency_id,
    direction: row.direction,
    price: canonicalDecimal(row.price),
    state: row.state,
    created_at: Number(row.created_at),
    fired_at: epoch(row.fired_at),
    fired_price: row.fired_price === null ? null : canonicalDecimal(row.fired_price),
    cancelled_at: epoch(row.cancelled_at),
  };
}

async function alertById(db: Queryable, id: number): Promise<AlertRow | undefined> {
  const { rows } = await db.query<AlertRow>(`${alertSelect} WHERE a.id = $1`, [id]);
  return rows[0];
}

export interface NewAlert {
  userId: number;
  pairId: number;
  direction: AlertDirection;
  price: string;
  now: number;
}

/**
 * Records a waiting alert, refusing past ALERTS_ACTIVE_MAX waiting ones (`alerts.tooMany`). The
 * user's row is locked first, so adds sent at once (to several engines) count one after another.
 */
export async function insertAlert(db: Queryable, alert: NewAlert): Promise<PriceAlert> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [alert.userId]);
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM price_alerts WHERE user_id = $1 AND state = 'active'`,
    [alert.userId],
  );
  if (Number(count[0]?.n ?? 0) >= ALERTS_ACTIVE_MAX) {
    throw new ApiError('alerts.tooMany', 'error', { max: ALERTS_ACTIVE_MAX });
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO price_alerts (user_id, pair_id, direction, price, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5) RETURNING id`,
    [alert.userId, alert.pairId, alert.direction, alert.price, alert.now],
  );
  return alertView((await alertById(db, rows[0]!.id))!);
}

export interface AlertFilter {
  state?: AlertState;
  pairId?: number;
}

/** The user's alerts, newest first, one page, and how many match. */
export async function alertPage(
  db: Queryable,
  userId: number,
  filter: AlertFilter,
  page: number,
  limit: number,
): Promise<{ list: PriceAlert[]; total: number }> {
  const where = ['a.user_id = $1'];
  const params: unknown[] = [userId];
  if (filter.state) where.push(`a.state = $${params.push(filter.state)}`);
  if (filter.pairId !== undefined) where.push(`a.pair_id = $${params.push(filter.pairId)}`);
  const clause = where.join(' AND ');
  const { rows } = await db.query<AlertRow>(
    `${alertSelect} WHERE ${clause} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, (page - 1) * limit],
  );
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM price_alerts a WHERE ${clause}`,
    params,
  );
  return { list: rows.map(alertView), total: Number(count[0]?.n ?? 0) };
}

/**
 * Cancels one of the user's waiting alerts. Another user's or an unknown one answers
 * `alerts.notFound`; one no longer waiting `alerts.alreadyFired` / `alerts.alreadyCancelled`.
 */
export async function cancelAlert(
  db: Queryable,
  userId: number,
  id: number,
  now: number,
): Promise<{ alert: PriceAlert; pairId: number }> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE price_alerts SET state = 'cancelled', cancelled_at = $3
      WHERE id = $1 AND user_id = $2 AND state = 'active' RETURNING id`,
    [id, userId, now],
  );
  const row = await alertById(db, id);
  if (!row || row.user_id !== userId) throw new ApiError('alerts.notFound');
  if (rows.length === 0) {
    throw new ApiError(row.state === 'fired' ? 'alerts.alreadyFired' : 'alerts.alreadyCancelled');
  }
  return { alert: alertView(row), pairId: row.pair_id };
}

/**
 * Fires a waiting alert at `price`: the one guarded state change (a second call, another engine or
 * a restart finds it no longer active and answers undefined). Answers the owner and the fired alert.
 */
export async function fireAlert(
  db: Queryable,
  id: number,
  price: string,
  now: number,
): Promise<{ userId: number; alert: PriceAlert } | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE price_alerts SET state = 'fired', fired_at = $2, fired_price = $3::numeric
      WHERE id = $1 AND state = 'active' RETURNING id`,
    [id, now, price],
  );
  if (rows.length === 0) return undefined;
  const row = (await alertById(db, id))!;
  return { userId: row.user_id, alert: alertView(row) };
}

/** The waiting alerts of the pairs `owns` accepts (what an engine watches after a start). */
export async function activeAlerts(
  db: Queryable,
  owns: (pairId: number) => boolean,
): Promise<Array<{ id: number; pairId: number; direction: AlertDirection; price: string }>> {
  const { rows } = await db.query<{ id: number; pair_id: number; direction: AlertDirection; price: string }>(
    `SELECT id, pair_id, direction, price::text FROM price_alerts WHERE state = 'active' ORDER BY id`,
  );
  return rows
    .filter((r) => owns(r.pair_id))
    .map((r) => ({ id: r.id, pairId: r.pair_id, direction: r.direction, price: canonicalDecimal(r.price) }));
}
