import type { Queryable } from '../../db';
import type { Bar } from './klines';
import type { Pair } from './pairs';
import { canonicalDecimal } from '../../money';
import { klinePeriods, type KlinePeriod } from './periods';
import type { TradeRecord } from './pair-market';
import { MARKET_MAKER } from './pair-market';

/** SQL of the market tables. Prices and amounts cross the boundary as decimal strings. */

const side = (s: 'buy' | 'sell') => (s === 'buy' ? 1 : 2);
const userOrNull = (id: number) => (id === MARKET_MAKER ? null : id);
const orderOrNull = (id: number) => (id > 0 ? id : null);

export async function insertTrades(
  db: Queryable,
  pairsById: Map<number, Pair>,
  trades: TradeRecord[],
): Promise<void> {
  if (trades.length === 0) return;
  const cols: unknown[][] = [[], [], [], [], [], [], [], [], []];
  for (const t of trades) {
    const scale = pairsById.get(t.pairId)!.scale;
    const row = [
      t.pairId,
      scale.price.fromUnits(t.price),
      scale.amount.fromUnits(t.qty),
      side(t.takerSide),
      orderOrNull(t.buyOrderId),
      orderOrNull(t.sellOrderId),
      userOrNull(t.buyerId),
      userOrNull(t.sellerId),
      t.ts,
    ];
    row.forEach((v, i) => cols[i]!.push(v));
  }
  await db.query(
    `INSERT INTO trades (pair_id, price, amount, taker_side, buy_order_id, sell_order_id, buyer_id, seller_id, ts)
     SELECT * FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::smallint[], $5::bigint[], $6::bigint[],
                          $7::int[], $8::int[], $9::bigint[])`,
    cols,
  );
}

export interface KlineRow {
  pair: Pair;
  period: KlinePeriod;
  bar: Bar;
}

/**
 * Inserts or replaces bars, in chunks (the first start writes tens of thousands). Each chunk travels
 * as one text parameter split in SQL: far cheaper in PGlite than one array element per value.
 */
export async function upsertKlines(db: Queryable, rows: KlineRow[], chunk = 10000): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const text = rows
      .slice(start, start + chunk)
      .map(({ pair, period, bar }) => {
        const p = pair.scale.price;
        return [
          pair.id,
          period,
          bar.time,
          p.fromUnits(bar.open),
          p.fromUnits(bar.high),
          p.fromUnits(bar.low),
          p.fromUnits(bar.close),
          pair.scale.amount.fromUnits(bar.volume),
        ].join(',');
      })
      .join(';');
    await db.query(
      `INSERT INTO klines (pair_id, period, time, open, high, low, close, volume)
       SELECT split_part(r, ',', 1)::int, split_part(r, ',', 2), split_part(r, ',', 3)::bigint,
              split_part(r, ',', 4)::numeric, split_part(r, ',', 5)::numeric, split_part(r, ',', 6)::numeric,
              split_part(r, ',', 7)::numeric, split_part(r, ',', 8)::numeric
         FROM unnest(string_to_array($1::text, ';')) AS r
       ON CONFLICT (pair_id, period, time) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high,
         low = EXCLUDED.low, close = EXCLUDED.close, volume = EXCLUDED.volume`,
      [text],
    );
  }
}

interface BarRow {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

function toBar(pair: Pair, r: BarRow): Bar {
  const p = pair.scale.price;
  const a = pair.scale.amount;
  return {
    time: Number(r.time),
    open: p.floorUnits(r.open) ?? 0,
    high: p.floorUnits(r.high) ?? 0,
    low: p.floorUnits(r.low) ?? 0,
    close: p.floorUnits(r.close) ?? 0,
    volume: a.floorUnits(r.volume) ?? 0,
  };
}

const barColumns = 'time::text, open::text, high::text, low::text, close::text, volume::text';

/**
 * The newest bars of every pair and period, oldest first, in one query: `minuteLimit` 1-minute bars
 * (the 24 h ticker needs them) and `otherLimit` of every other period (older ones are read on demand).
 */
export async function loadRecentBars(
  db: Queryable,
  pairsById: Map<number, Pair>,
  minuteLimit: number,
  otherLimit: number,
): Promise<Map<string, Bar[]>> {
  // One index-ordered LIMIT per (pair, period) instead of ranking the whole table.
  const pairIds: number[] = [];
  const periods: string[] = [];
  const limits: number[] = [];
  for (const id of pairsById.keys()) {
    for (const period of klinePeriods) {
      pairIds.push(id);
      periods.push(period);
      limits.push(period === '1min' ? minuteLimit : otherLimit);
    }
  }
  // One text row per series: thousands of small rows cost PGlite far more than a few long ones.
  const { rows } = await db.query<{ pair_id: number; period: KlinePeriod; bars: string | null }>(
    `SELECT q.pair_id, q.period,
            (SELECT string_agg(concat_ws(',', k.time, k.open, k.high, k.low, k.close, k.volume), ';' ORDER BY k.time)
               FROM (SELECT * FROM klines WHERE pair_id = q.pair_id AND period = q.period
                      ORDER BY time DESC LIMIT q.lim) k) AS bars
       FROM unnest($1::int[], $2::text[], $3::int[]) AS q(pair_id, period, lim)`,
    [pairIds, periods, limits],
  );
  const out = new Map<string, Bar[]>();
  for (const r of rows) {
    const pair = pairsById.get(r.pair_id);
    if (!pair || !r.bars) continue;
    const bars = r.bars.split(';').map((text) => {
      const [time = '0', open = '0', high = '0', low = '0', close = '0', volume = '0'] = text.split(',');
      return toBar(pair, { time, open, high, low, close, volume });
    });
    out.set(`${r.pair_id}:${r.period}`, bars);
  }
  return out;
}

export async function loadBars(
  db: Queryable,
  pair: Pair,
  period: KlinePeriod,
  from: number,
  to: number,
  limit: number,
): Promise<Bar[]> {
  const { rows } = await db.query<BarRow>(
    `SELECT ${barColumns} FROM klines WHERE pair_id = $1 AND period = $2 AND time >= $3 AND time < $4
      ORDER BY time DESC LIMIT $5`,
    [pair.id, period, from, to, limit],
  );
  return rows.reverse().map((r) => toBar(pair, r));
}

/** Whether any bar is stored (of the given pairs only, when given). */
export async function hasKlines(db: Queryable, pairIds?: number[]): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>(
    pairIds
      ? 'SELECT count(*)::text AS n FROM (SELECT 1 FROM klines WHERE pair_id = ANY($1::int[]) LIMIT 1) k'
      : 'SELECT count(*)::text AS n FROM (SELECT 1 FROM klines LIMIT 1) k',
    pairIds ? [pairIds] : [],
  );
  return rows[0]?.n !== '0';
}

export interface StoredTrade {
  price: string;
  amount: string;
  takerSide: 1 | 2;
  ts: number;
}

/** The newest `limit` trades of every pair, newest first, in one query. */
export async function loadRecentTrades(db: Queryable, limit: number): Promise<Map<number, StoredTrade[]>> {
  const { rows } = await db.query<{
    pair_id: number;
    price: string;
    amount: string;
    taker_side: number;
    ts: string;
  }>(
    `SELECT pair_id, price::text, amount::text, taker_side, ts::text FROM (
       SELECT *, row_number() OVER (PARTITION BY pair_id ORDER BY ts DESC, id DESC) AS rn FROM trades) t
      WHERE rn <= $1 ORDER BY pair_id, ts DESC, id DESC`,
    [limit],
  );
  const out = new Map<number, StoredTrade[]>();
  for (const r of rows) {
    let list = out.get(r.pair_id);
    if (!list) out.set(r.pair_id, (list = []));
    list.push({
      price: canonicalDecimal(r.price),
      amount: canonicalDecimal(r.amount),
      takerSide: r.taker_side === 1 ? 1 : 2,
      ts: Number(r.ts),
    });
  }
  return out;
}

export interface OpenOrderRow {
  id: number;
  userId: number;
  pairId: number;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  dealAmount: string;
  /** Waiting stops only (loadOpenOrders' `waiting`). */
  triggerPrice?: string;
  timeInForce?: string;
  ocoId?: number;
}

/**
 * The open orders of the books, in id (engine) order: `resting` the limit orders and triggered
 * stops (on a book), `waiting` the stops not triggered yet (off the book, with their trigger).
 */
export async function loadOpenOrders(
  db: Queryable,
): Promise<{ resting: OpenOrderRow[]; waiting: OpenOrderRow[] }> {
  const { rows } = await db.query<{
    id: string;
    user_id: number;
    pair_id: number;
    side: number;
    price: string;
    amount: string;
    deal_amount: string;
    trigger_price: string | null;
    trigger_state: string | null;
    time_in_force: string | null;
    oco_id: string | null;
  }>(
    `SELECT id::text, user_id, pair_id, side, price::text, amount::text, deal_amount::text,
            trigger_price::text, trigger_state, time_in_force, oco_id::text
       FROM orders WHERE status = 1 AND kind IN ('limit', 'stop_limit') ORDER BY id`,
  );
  const resting: OpenOrderRow[] = [];
  const waiting: OpenOrderRow[] = [];
  for (const r of rows) {
    const row: OpenOrderRow = {
      id: Number(r.id),
      userId: r.user_id,
      pairId: r.pair_id,
      side: r.side === 1 ? 'buy' : 'sell',
      price: canonicalDecimal(r.price),
      amount: canonicalDecimal(r.amount),
      dealAmount: canonicalDecimal(r.deal_amount),
    };
    if (r.trigger_state !== 'waiting') {
      resting.push(row);
      continue;
    }
    row.triggerPrice = canonicalDecimal(r.trigger_price ?? '0');
    if (r.time_in_force) row.timeInForce = r.time_in_force;
    if (r.oco_id !== null && Number(r.oco_id) !== row.id) row.ocoId = Number(r.oco_id);
    waiting.push(row);
  }
  return { resting, waiting };
}

/** Removes market-maker-only trades older than `before` (they live on in the klines). */
export async function pruneBotTrades(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM trades WHERE ts < $1 AND buyer_id IS NULL AND seller_id IS NULL', [before]);
}
