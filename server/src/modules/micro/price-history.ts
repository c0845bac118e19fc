import type { Queryable } from '../../db';
import { canonicalDecimal, compare } from '../../money';

interface Point {
  at: number;
  price: string;
}

/** How long changes stay in memory (longer than the longest seconds option, with room to spare). */
const KEEP_IN_MEMORY_MS = 30 * 60_000;
/** How long changes stay in the database (the latest change of each pair is always kept). */
const KEEP_STORED_MS = 24 * 3600_000;

/**
 * The price of each micro pair over time, as a list of changes (the price from `at` on), in memory
 * and written to `micro_price_history` in batches (`flush`, every second and on shutdown). An order
 * settles with `priceAt(pair, end_at)`: when the server was down at its expiry, that is the last
 * price before the shutdown (the market did not move while nothing ran), never the price at restart.
 */
export class PriceHistory {
  private readonly points = new Map<number, Point[]>();
  private pending: Array<Point & { pairId: number }> = [];

  /** Records that `pairId` trades at `price` from `at` on (a repeat of the current price is ignored). */
  record(pairId: number, at: number, price: string): void {
    if (compare(price, '0') <= 0) return;
    const list = this.points.get(pairId) ?? [];
    this.points.set(pairId, list);
    const last = list[list.length - 1];
    if (last && at < last.at) {
      // Late news of an earlier change: keep the list in time order.
      const index = list.findIndex((p) => p.at >= at);
      if (list[index]!.at === at) list[index] = { at, price };
      else list.splice(index, 0, { at, price });
    } else if (last && at === last.at) {
      last.price = price;
    } else if (last && compare(last.price, price) === 0) {
      return;
    } else {
      list.push({ at, price });
    }
    this.pending.push({ pairId, at, price });
  }

  /** The price in force at `at` from memory, or undefined when memory does not reach back that far. */
  inMemory(pairId: number, at: number): string | undefined {
    const list = this.points.get(pairId);
    if (!list || list.length === 0 || list[0]!.at > at) return undefined;
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid]!.at <= at) lo = mid;
      else hi = mid - 1;
    }
    return list[lo]!.price;
  }

  /** The price in force at `at`: memory first, then the stored history. */
  async priceAt(db: Queryable, pairId: number, at: number): Promise<string | undefined> {
    const known = this.inMemory(pairId, at);
    if (known !== undefined) return known;
    const { rows } = await db.query<{ price: string }>(
      `SELECT price::text FROM micro_price_history WHERE pair_id = $1 AND at <= $2 ORDER BY at DESC LIMIT 1`,
      [pairId, at],
    );
    return rows[0] ? canonicalDecimal(rows[0].price) : undefined;
  }

  /** Writes the changes recorded since the last flush. */
  async flush(db: Queryable): Promise<void> {
    if (this.pending.length === 0) return;
    // One row per pair and instant (the last price of that millisecond): an upsert may touch a row once.
    const batch = [...new Map(this.pending.map((p) => [`${p.pairId}:${p.at}`, p])).values()];
    this.pending = [];
    try {
      await db.query(
        `INSERT INTO micro_price_history (pair_id, at, price)
         SELECT * FROM unnest($1::int[], $2::bigint[], $3::numeric[])
         ON CONFLICT (pair_id, at) DO UPDATE SET price = EXCLUDED.price`,
        [batch.map((p) => p.pairId), batch.map((p) => p.at), batch.map((p) => p.price)],
      );
    } catch (error) {
      this.pending = [...batch, ...this.pending];
      throw error;
    }
  }

  /** Forgets old changes in memory and in the database, keeping each pair's latest one. */
  async prune(db: Queryable, now: number): Promise<void> {
    for (const list of this.points.values()) {
      const cutoff = now - KEEP_IN_MEMORY_MS;
      const firstKept = list.findIndex((p) => p.at > cutoff);
      const drop = firstKept === -1 ? list.length - 1 : firstKept - 1;
      if (drop > 0) list.splice(0, drop);
    }
    await db.query(
      `DELETE FROM micro_price_history h WHERE h.at < $1
          AND h.at < (SELECT max(at) FROM micro_price_history l WHERE l.pair_id = h.pair_id)`,
      [now - KEEP_STORED_MS],
    );
  }
}
