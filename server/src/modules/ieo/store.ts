import type { Project, ProjectOrder, ProjectOrderStatus, ProjectOrderType } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal, isPositive } from '../../money';
import { readerLocaleSql, type Reader } from '../../services/reader-locale';
import { timeStatusAt } from './phases';

/** IEO rows and their wire views (spec §3 IEO project, order_info). */

export interface ProjectRow {
  id: number;
  title: string;
  summary: string;
  logo: string;
  currency_id: number;
  currency_name: string;
  pay_currency_id: number;
  pay_currency_name: string;
  amount: string;
  price: string;
  start_at: string;
  end_at: string;
  sell_begin: string;
  time_status: number;
  link: string;
  white_book: string;
  content: string;
  win_rate: string;
  total_apply: string;
  apply_count: number;
  win_count: number;
  drawn: number;
  lottery_seed: string;
}

/** A project's columns, its title, summary and description given as `texts` (plain or translated). */
const columnsWith = (texts: { title: string; summary: string; content: string }) =>
  `p.id, ${texts.title}, ${texts.summary}, p.logo, p.currency_id, c.name AS currency_name,
  p.pay_currency_id, pc.name AS pay_currency_name, p.amount::text, p.price::text,
  p.start_at::text, p.end_at::text, p.sell_begin::text, p.time_status, p.link, p.white_book, ${texts.content},
  p.win_rate::text, p.total_apply::text, p.apply_count, p.win_count, p.drawn, p.lottery_seed`;
const projectColumns = columnsWith({ title: 'p.title', summary: 'p.summary', content: 'p.content' });
const projectFrom = `ieo_projects p JOIN currencies c ON c.id = p.currency_id
  JOIN currencies pc ON pc.id = p.pay_currency_id`;

/**
 * The texts in the reader's language where the project has a translation (`readerOf`'s two values
 * are the query's $1 and $2), else its own.
 */
const readerColumns = columnsWith({
  title: 'COALESCE(t.title, p.title) AS title',
  summary: 'COALESCE(t.summary, p.summary) AS summary',
  content: 'COALESCE(t.content, p.content) AS content',
});
const readerFrom = `${projectFrom} LEFT JOIN ieo_project_translations t
  ON t.project_id = p.id AND t.locale = ${readerLocaleSql('$1', '$2')}`;

export const timesOf = (row: ProjectRow) => ({
  start_at: Number(row.start_at),
  end_at: Number(row.end_at),
  sell_begin: Number(row.sell_begin),
});

/** One project's row; `forUpdate` locks it for the caller's transaction. ieo.notFound when absent. */
export async function projectRow(db: Queryable, id: number, forUpdate = false): Promise<ProjectRow> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${projectColumns} FROM ${projectFrom} WHERE p.id = $1 ${forUpdate ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  return found(rows);
}

function found(rows: ProjectRow[]): ProjectRow {
  const row = rows[0];
  if (!row) throw new ApiError('ieo.notFound');
  return row;
}

/** One project's row as `reader` reads it (its texts in their language); ieo.notFound when absent. */
export async function projectRowFor(db: Queryable, id: number, reader: Reader): Promise<ProjectRow> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${readerColumns} FROM ${readerFrom} WHERE p.id = $3`, [
    ...reader,
    id,
  ]);
  return found(rows);
}

export async function projectPage(
  db: Queryable,
  page: number,
  limit: number,
  reader: Reader,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${readerColumns} FROM ${readerFrom} ORDER BY p.start_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [...reader, limit, (page - 1) * limit],
  );
  const { rows: count } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ieo_projects`);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** The currencies of which the user holds a positive available (currency account) balance. */
export async function heldCurrencies(db: Queryable, userId: number | undefined): Promise<Set<number>> {
  if (userId === undefined) return new Set();
  const { rows } = await db.query<{ currency_id: number; balance: string }>(
    `SELECT currency_id, change_balance::text AS balance FROM wallets WHERE user_id = $1`,
    [userId],
  );
  return new Set(rows.filter((r) => isPositive(r.balance)).map((r) => r.currency_id));
}

export function projectView(row: ProjectRow, now: number, held: Set<number>): Project {
  return {
    id: row.id,
    logo: row.logo,
    title: row.title,
    summary: row.summary,
    amount: canonicalDecimal(row.amount),
    currency_name: row.currency_name,
    pay_currency_name: row.pay_currency_name,
    price: canonicalDecimal(row.price),
    ...timesOf(row),
    time_status: timeStatusAt(timesOf(row), now),
    user_has_money: held.has(row.pay_currency_id) ? 1 : 0,
    link: row.link,
    white_book: row.white_book,
    content: row.content,
    total_apply: canonicalDecimal(row.total_apply),
    win_rate: canonicalDecimal(row.win_rate),
    currency_id: row.currency_id,
    pay_currency_id: row.pay_currency_id,
    apply_count: row.apply_count,
    win_count: row.win_count,
    drawn: row.drawn,
    // Shown once drawn: known before, it would tell who is going to win.
    lottery_seed: row.drawn === 1 ? row.lottery_seed : '',
  };
}

export interface OrderRow {
  id: number;
  project_id: number;
  user_id: number;
  type: number;
  status: number;
  apply_amount: string;
  coin_amount: string;
  total_price: string;
  locked: string;
  created_at: string;
  updated_at: string;
}

const orderColumns = `id, project_id, user_id, type, status, apply_amount::text, coin_amount::text,
  total_price::text, locked::text, created_at::text, updated_at::text`;

/** The user's subscription to a project, if any (`forUpdate` locks it). */
export async function orderOf(
  db: Queryable,
  projectId: number,
  userId: number,
  forUpdate = false,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM ieo_orders WHERE project_id = $1 AND user_id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [projectId, userId],
  );
  return rows[0];
}

/**
 * The user's order an earlier request with this idempotency key made, if any: its subscription
 * (project/order, project/lottery) or its placement (project/buy); the conflict when that request
 * was another one (another call or other fields).
 */
export async function orderByKey(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
  of: 'subscription' | 'placement' = 'subscription',
): Promise<OrderRow | undefined> {
  const [column, fingerprint] =
    of === 'placement'
      ? ['placement_idempotency_key', 'placement_idempotency_fingerprint']
      : ['idempotency_key', 'idempotency_fingerprint'];
  const { rows } = await db.query<OrderRow & { fingerprint: string | null }>(
    `SELECT ${orderColumns}, ${fingerprint} AS fingerprint FROM ieo_orders WHERE user_id = $1 AND ${column} = $2`,
    [userId, keyed.key],
  );
  if (!rows[0]) return undefined;
  const { fingerprint: stored, ...order } = rows[0];
  checkSameRequest(keyed, stored);
  return order;
}

/** Every subscription of a project, by id (the draw's input). */
export async function ordersOfProject(db: Queryable, projectId: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM ieo_orders WHERE project_id = $1 ORDER BY id FOR UPDATE`,
    [projectId],
  );
  return rows;
}

/** Every subscription of a project, by id, unlocked (what the draw left, to push to the subscribers). */
export async function projectOrders(db: Queryable, projectId: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM ieo_orders WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  return rows;
}

export const orderNo = (row: Pick<OrderRow, 'id' | 'project_id'>): string =>
  `IEO${row.project_id}-${String(row.id).padStart(6, '0')}`;

export function orderView(row: OrderRow): ProjectOrder {
  return {
    order_no: orderNo(row),
    type: row.type as ProjectOrderType,
    status: row.status as ProjectOrderStatus,
    coin_amount: canonicalDecimal(row.coin_amount),
    total_price: canonicalDecimal(row.total_price),
    id: row.id,
    project_id: row.project_id,
    apply_amount: canonicalDecimal(row.apply_amount),
    locked: canonicalDecimal(row.locked),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}
