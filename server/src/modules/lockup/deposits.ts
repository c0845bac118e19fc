import { LockupOrderStatus, type LockupOrder } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import type { KeyedRequest } from '../../services/idempotency-key';
import { compare, isPositive } from '../../money';
import type { Touched } from '../wallet';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { cancelFee, daysAccrued, interestFor, maturityOf } from './interest';
import { configById, orderByKey, orderView, ownOrder, type OrderRow } from './store';

export const LOCKUP_LOCK = 'lockup_lock';
export const LOCKUP_UNLOCK = 'lockup_unlock';
export const LOCKUP_INTEREST = 'lockup_interest';
export const LOCKUP_CANCEL_FEE = 'lockup_cancel_fee';
/** The house account that pays the interest. */
export const LOCKUP_HOUSE = 'lockup';

/**
 * lh/deposit: at least save_min, covered by the available balance of the currency account
 * (lockup.balanceInsufficient, spec 'wallet balance insufficient'), locked for the term. A repeated
 * idempotency key answers the order the first request made and locks nothing more.
 */
export async function deposit(
  ctx: ServerContext,
  userId: number,
  input: { config_id: number; amount: string },
  keyed?: KeyedRequest,
): Promise<{ order: LockupOrder; touched: Touched[] }> {
  const config = await configById(ctx.db, input.config_id);
  if (compare(input.amount, config.save_min) < 0) {
    throw new ApiError('lockup.belowMin', 'error', { min: config.save_min });
  }
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO lockup_orders (user_id, config_id, currency_id, amount, interest_rate, day, cancel_rate, start_at, end_at,
         updated_at, idempotency_key, idempotency_fingerprint)
       VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7::numeric, $8, $9, $8, $10, $11)
       ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        userId,
        config.id,
        config.currency_id,
        input.amount,
        config.interest_rate,
        config.day,
        config.cancel_rate,
        now,
        maturityOf(now, config.day),
        keyed?.key ?? null,
        keyed?.fingerprint ?? null,
      ],
    );
    if (!rows[0]) return (await orderByKey(tx, userId, keyed!))!;
    const id = rows[0].id;
    const common = { userId, currencyId: config.currency_id, reason: LOCKUP_LOCK, ref: `lockup:${id}` };
    try {
      await ctx.ledger.apply(tx, [
        { ...common, field: 'change_balance', amount: `-${input.amount}` },
        { ...common, field: 'lock_change_balance', amount: input.amount },
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.key === 'balance.insufficient') {
        throw new ApiError('lockup.balanceInsufficient');
      }
      throw error;
    }
    return ownOrder(tx, userId, id);
  });
  return { order: orderView(order, now), touched: [{ userId, currencyId: order.currency_id }] };
}

/**
 * lh/deposit/order/cancel: an in-progress deposit of the caller ends now; the principal less the
 * cancel fee comes back, the fee goes to the fee account and the interest is forfeited.
 */
export async function cancel(
  ctx: ServerContext,
  userId: number,
  id: number,
): Promise<{ order: LockupOrder; touched: Touched[] }> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const row = await ownOrder(tx, userId, id, true);
    if (row.status !== LockupOrderStatus.inProgress || now >= Number(row.end_at)) {
      throw new ApiError('lockup.notCancellable');
    }
    const fee = cancelFee(row.amount, row.cancel_rate);
    const common = { userId, currencyId: row.currency_id, ref: `lockup:${row.id}` };
    const entries: LedgerEntry[] = [
      { ...common, field: 'lock_change_balance', amount: `-${row.amount}`, reason: LOCKUP_UNLOCK },
      { ...common, field: 'change_balance', amount: row.amount, reason: LOCKUP_UNLOCK },
    ];
    if (isPositive(fee)) {
      entries.push(
        { ...common, field: 'change_balance', amount: `-${fee}`, reason: LOCKUP_CANCEL_FEE },
        {
          house: 'fees',
          currencyId: row.currency_id,
          amount: fee,
          reason: LOCKUP_CANCEL_FEE,
          ref: common.ref,
        },
      );
    }
    await ctx.ledger.apply(tx, entries);
    await tx.query(
      `UPDATE lockup_orders SET status = $2, cancel_fee = $3::numeric, total_interest = 0,
              days_accrued = $4, updated_at = $5 WHERE id = $1`,
      [row.id, LockupOrderStatus.cancelled, fee, daysAccrued(Number(row.start_at), now, row.day), now],
    );
    return ownOrder(tx, userId, row.id);
  });
  return { order: orderView(order, now), touched: [{ userId, currencyId: order.currency_id }] };
}

/**
 * The daily accrual of one running order at `now`: records the interest of the full days so far;
 * at maturity pays the principal and the whole interest (from the lock-up house account) to the
 * currency account and ends the order. Inside the caller's transaction. Answers the balance moved
 * (at maturity) or null.
 */
export async function accrue(
  tx: Queryable,
  ledger: Ledger,
  row: OrderRow,
  now: number,
): Promise<Touched | null> {
  const days = daysAccrued(Number(row.start_at), now, row.day);
  const interest = interestFor(row.amount, row.interest_rate, days);
  if (now < Number(row.end_at)) {
    if (days > row.days_accrued) {
      await tx.query(
        `UPDATE lockup_orders SET days_accrued = $2, total_interest = $3::numeric, updated_at = $4 WHERE id = $1 AND status = 1`,
        [row.id, days, interest, now],
      );
    }
    return null;
  }
  const common = { userId: row.user_id, currencyId: row.currency_id, ref: `lockup:${row.id}` };
  const entries: LedgerEntry[] = [
    { ...common, field: 'lock_change_balance', amount: `-${row.amount}`, reason: LOCKUP_UNLOCK },
    { ...common, field: 'change_balance', amount: row.amount, reason: LOCKUP_UNLOCK },
  ];
  if (isPositive(interest)) {
    entries.push(
      {
        house: LOCKUP_HOUSE,
        currencyId: row.currency_id,
        amount: `-${interest}`,
        reason: LOCKUP_INTEREST,
        ref: common.ref,
      },
      { ...common, field: 'change_balance', amount: interest, reason: LOCKUP_INTEREST },
    );
  }
  await ledger.apply(tx, entries);
  await tx.query(
    `UPDATE lockup_orders SET status = $2, days_accrued = $3, total_interest = $4::numeric, updated_at = $5
      WHERE id = $1 AND status = 1`,
    [row.id, LockupOrderStatus.ended, row.day, interest, now],
  );
  return { userId: row.user_id, currencyId: row.currency_id };
}
