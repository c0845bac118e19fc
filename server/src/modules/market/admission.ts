import type { Queryable } from '../../db';
import type { SqlStep } from '../../db/sql-step';
import { ApiError } from '../../errors';
import { deleteOrders, insertOrders, orderRowsStep, type NewOrderRow, type UserOrder } from './orders';

/**
 * How new orders are admitted before they reach a book, inside the transaction that writes them:
 * the caller's hooks decide whether each order may be placed and lock its funds.
 */

/** What the admission of one order came to. */
export type Verdict =
  | { kind: 'accepted' }
  /** The same request placed `orderId` before (an idempotency key seen before): answer that one. */
  | { kind: 'repeat'; orderId: number }
  | { kind: 'refused'; error: ApiError };

/** The verdict on an order that is not placed: refused, or answered with the order placed before. */
export type Rejection = Exclude<Verdict, { kind: 'accepted' }>;

export interface Admission {
  /** One per order, in the order given. */
  verdicts: Verdict[];
  /**
   * Writes what the accepted orders hold (their locked funds, say) in one statement with `orders`,
   * the insert of the accepted orders themselves. Called once, and only if some order was accepted.
   */
  write(tx: Queryable, orders: SqlStep): Promise<void>;
}

/**
 * Decides several orders at once, validate-then-write: one read, then each order checked in the
 * order given against what the ones before it left; nothing written yet.
 */
export type AdmitMany = (
  tx: Queryable,
  orders: Array<{ order: UserOrder; note: unknown }>,
) => Promise<Admission>;

export interface IntakeHooks {
  /** See AdmitMany; the orders of a batch with the same function go to it together. */
  admitMany?: AdmitMany;
  /**
   * Locks one order's funds after its row is written (an ApiError refuses the order): what the
   * one-transaction-per-order path calls, and group commit under a savepoint when there is no admitMany.
   */
  reserve?: (tx: Queryable, order: UserOrder) => Promise<void>;
  /** Handed to admitMany beside the order (an idempotency key, say). */
  note?: unknown;
}

/** A new order of a batch: its row (id already taken), the order it stores, where it sits in the batch. */
export interface Draft {
  index: number;
  row: NewOrderRow;
  order: UserOrder;
  hooks: IntakeHooks;
}

/**
 * Admits the new orders of a batch and writes the accepted ones: per admitMany function one read
 * and one write (the orders with what they lock); the orders with `reserve` only are inserted
 * together, then reserved one by one under a savepoint (a refused one is deleted again). Answers the
 * verdict of every draft that was not accepted, by batch index.
 */
export async function admitDrafts(tx: Queryable, drafts: Draft[]): Promise<Map<number, Rejection>> {
  const rejected = new Map<number, Rejection>();
  const groups = new Map<AdmitMany, Draft[]>();
  const plain: Draft[] = [];
  for (const draft of drafts) {
    const admit = draft.hooks.admitMany;
    const group = admit ? groups.get(admit) : plain;
    if (group) group.push(draft);
    else if (admit) groups.set(admit, [draft]);
  }
  for (const [admit, group] of groups) {
    const admission = await admit(
      tx,
      group.map(({ order, hooks }) => ({ order, note: hooks.note })),
    );
    const accepted = group.filter((draft, k) => {
      const verdict = admission.verdicts[k];
      if (!verdict) throw new Error('admission: no verdict for an order');
      if (verdict.kind === 'accepted') return true;
      rejected.set(draft.index, verdict);
      return false;
    });
    if (accepted.length > 0) await admission.write(tx, orderRowsStep(accepted.map((d) => d.row)));
  }
  await insertOrders(
    tx,
    plain.map((d) => d.row),
  );
  const refused: number[] = [];
  for (const { index, order, hooks, row } of plain) {
    if (!hooks.reserve) continue;
    await tx.query('SAVEPOINT intake_item');
    try {
      await hooks.reserve(tx, order);
      await tx.query('RELEASE SAVEPOINT intake_item');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT intake_item');
      rejected.set(index, { kind: 'refused', error });
      refused.push(order.id, ...(row.companion ? [row.companion.id] : []));
    }
  }
  await deleteOrders(tx, refused);
  return rejected;
}
