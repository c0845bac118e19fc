import type { Queryable } from '../../db';

/**
 * Ids for new user orders, taken from the orders' sequence a block at a time: the intake knows an
 * order's id before writing it, so one statement can write the order together with the funds it
 * locks, and a batch rarely waits for its ids.
 * One instance per process, used by every writer of `orders` in it, in engine order (the write
 * queue): ids then rise in the order the engine saw the orders, which is the books' time priority
 * that `restoreOpenOrders` rebuilds by id. A process that stops leaves the rest of its block unused
 * (gaps, as a sequence has after any rollback).
 */
export class OrderIds {
  private spare: number[] = [];

  constructor(private readonly block = 200) {}

  async take(db: Queryable, count: number): Promise<number[]> {
    if (this.spare.length < count) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT nextval('orders_id_seq')::text AS id FROM generate_series(1, $1::int)`,
        [Math.max(this.block, count - this.spare.length)],
      );
      // Another process taking ids at the same time may interleave with these: order them.
      this.spare.push(...rows.map((r) => Number(r.id)).sort((a, b) => a - b));
    }
    return this.spare.splice(0, count);
  }
}
