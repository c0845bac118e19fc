import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import {
  leverStatusNames,
  type LeverCloseReason,
  type LeverPosition,
  type LeverStatus,
} from '@exchange/protocol';
import type { Queryable } from '../../db';
import { canonicalDecimal } from '../../money';
import type { Pair } from '../market';
import { contractValue, profitOf, type Side } from './risk';

/** A lever_positions row as the module uses it (money canonical decimal strings). */
export interface PositionRow {
  id: number;
  userId: number;
  pairId: number;
  side: Side;
  status: LeverStatus;
  mode: 0 | 1;
  multiple: number;
  share: number;
  qty: string;
  originPrice: string;
  targetPrice: string;
  /** Pending only: 1 opens when the price rises to target, -1 when it falls to it. */
  triggerDir: number;
  openPrice: string;
  margin: string;
  originMargin: string;
  fee: string;
  overnight: string;
  overnightDays: number;
  stopProfit: string;
  stopLoss: string;
  closePrice: string;
  profit: string;
  closeReason: LeverCloseReason;
  createdAt: number;
  openedAt: number;
  closedAt: number;
}

const money = [
  'qty',
  'origin_price',
  'target_price',
  'open_price',
  'margin',
  'origin_margin',
  'fee',
  'overnight',
  'stop_profit',
  'stop_loss',
  'close_price',
  'profit',
];
const columns = `id, user_id, pair_id, side, status, mode, multiple, share, trigger_dir, overnight_days,
  close_reason, created_at::text, opened_at::text, closed_at::text, ${money.map((c) => `${c}::text`).join(', ')}`;

type Raw = Record<string, string | number>;

function fromRaw(r: Raw): PositionRow {
  const m = (c: string) => canonicalDecimal(String(r[c]));
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    pairId: Number(r.pair_id),
    side: Number(r.side) as Side,
    status: Number(r.status) as LeverStatus,
    mode: Number(r.mode) as 0 | 1,
    multiple: Number(r.multiple),
    share: Number(r.share),
    qty: m('qty'),
    originPrice: m('origin_price'),
    targetPrice: m('target_price'),
    triggerDir: Number(r.trigger_dir),
    openPrice: m('open_price'),
    margin: m('margin'),
    originMargin: m('origin_margin'),
    fee: m('fee'),
    overnight: m('overnight'),
    overnightDays: Number(r.overnight_days),
    stopProfit: m('stop_profit'),
    stopLoss: m('stop_loss'),
    closePrice: m('close_price'),
    profit: m('profit'),
    closeReason: String(r.close_reason) as LeverCloseReason,
    createdAt: Number(r.created_at),
    openedAt: Number(r.opened_at),
    closedAt: Number(r.closed_at),
  };
}

export async function positionById(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<PositionRow | undefined> {
  const { rows } = await db.query<Raw>(
    `SELECT ${columns} FROM lever_positions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? fromRaw(rows[0]) : undefined;
}

/** The position an earlier lever/submit with this key made, if any; the conflict if it was another request. */
export async function positionByKey(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
): Promise<PositionRow | undefined> {
  const { rows } = await db.query<Raw & { fingerprint: string | null }>(
    `SELECT ${columns}, idempotency_fingerprint AS fingerprint FROM lever_positions
      WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, keyed.key],
  );
  if (!rows[0]) return undefined;
  checkSameRequest(keyed, rows[0].fingerprint);
  return fromRaw(rows[0]);
}

/** Pending and open positions: of one user, or of everyone (the engine's start). */
export async function livePositions(db: Queryable, userId?: number): Promise<PositionRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${columns} FROM lever_positions WHERE status IN (0, 1) AND ($1::int IS NULL OR user_id = $1)
      ORDER BY id DESC`,
    [userId ?? null],
  );
  return rows.map(fromRaw);
}

export interface PositionFilter {
  userId: number;
  statuses?: number[];
  pairIds?: number[];
  sides?: number[];
}

export async function positionPage(
  db: Queryable,
  filter: PositionFilter,
  page: number,
  limit: number,
): Promise<{ rows: PositionRow[]; total: number }> {
  const where = `user_id = $1 AND ($2::int[] IS NULL OR status = ANY($2::int[]))
    AND ($3::int[] IS NULL OR pair_id = ANY($3::int[])) AND ($4::int[] IS NULL OR side = ANY($4::int[]))`;
  const params = [filter.userId, filter.statuses ?? null, filter.pairIds ?? null, filter.sides ?? null];
  const { rows } = await db.query<Raw>(
    `SELECT ${columns} FROM lever_positions WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`,
    [...params, limit, (page - 1) * limit],
  );
  const { rows: count } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM lever_positions WHERE ${where}`,
    params,
  );
  return { rows: rows.map(fromRaw), total: Number(count[0]?.n ?? 0) };
}

export interface NewPosition {
  userId: number;
  pairId: number;
  side: Side;
  status: 0 | 1;
  mode: 0 | 1;
  multiple: number;
  share: number;
  qty: string;
  originPrice: string;
  targetPrice: string;
  triggerDir: number;
  openPrice: string;
  margin: string;
  fee: string;
  key: string | null;
  fingerprint: string | null;
  now: number;
}

export async function insertPosition(tx: Queryable, p: NewPosition): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO lever_positions (user_id, pair_id, side, status, mode, multiple, share, qty, origin_price,
        target_price, trigger_dir, open_price, margin, origin_margin, fee, idempotency_key, idempotency_fingerprint,
        created_at, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      p.userId,
      p.pairId,
      p.side,
      p.status,
      p.mode,
      p.multiple,
      p.share,
      p.qty,
      p.originPrice,
      p.targetPrice,
      p.triggerDir,
      p.openPrice,
      p.margin,
      p.fee,
      p.key,
      p.fingerprint,
      p.now,
      p.status === 1 ? p.now : 0,
    ],
  );
  return rows[0]!.id;
}

/** Wire form of a position (spec §3 Lever position). `price` is the pair's current price. */
export function positionView(
  row: PositionRow,
  pair: Pair,
  price: string,
  liquidationPrice: string,
): LeverPosition {
  const open = row.status === 1;
  const closed = row.status === 3;
  return {
    id: row.id,
    time: row.createdAt,
    type: row.side,
    status: row.status,
    price: closed ? row.closePrice : price,
    update_price: row.openPrice,
    number: row.qty,
    profits: closed ? row.profit : open ? profitOf(row.side, row.openPrice, price, row.qty) : '0',
    target_profit_price: row.stopProfit,
    stop_loss_price: row.stopLoss,
    symbol: pair.symbol,
    share: row.share,
    caution_money: row.margin,
    transaction_time: row.openedAt,
    handle_time: row.closedAt,
    trade_fee: row.fee,
    overnight_money: row.overnight,
    origin_price: row.originPrice,
    origin_caution_money: row.originMargin,
    status_name: leverStatusNames[row.status],
    legal: pair.legalName,
    currency: pair.currencyName,
    multiple: row.multiple,
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
    target_price: row.targetPrice,
    value: contractValue(row.openPrice, row.qty),
    liquidation_price: open ? liquidationPrice : '0',
    close_reason: row.closeReason,
  };
}
