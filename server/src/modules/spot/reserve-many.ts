import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canonicalDecimal, compare, negate, sub } from '../../money';
import type { ReserveMany } from '../market/intake';
import type { UserOrder } from '../market/orders';
import type { PairMarket } from '../market/pair-market';
import type { Ledger, LedgerEntry } from '../wallet/ledger';
import { rememberKeys } from './idempotency-batch';
import { lockPlan, type LockPlan } from './reserve';

/** What the spot routes hand to a group-commit batch beside each order. */
export interface SpotOrderNote {
  /** Idempotency key of the request, remembered with the order. */
  key?: string;
  now: number;
}

/**
 * `reserveFunds` for all orders of a group-commit batch, validate-then-write: the trade passwords
 * and the wallets are read once (wallet rows locked), each order is checked in arrival order against
 * what the orders before it left, then the accepted ones are locked with one ledger operation, one
 * spot_locks insert and one idempotency insert. A refused order (spot.noTradePassword,
 * spot.noLiquidity, spot.insufficientBalance) gets its error and no write.
 */
export function spotReserveMany(
  ledger: Ledger,
  marketOf: (pairId: number) => PairMarket | undefined,
): ReserveMany {
  return async (tx, orders) => {
    const errors: Array<ApiError | undefined> = orders.map(() => undefined);
    const armed = await usersWithTradePassword(
      tx,
      orders.map(({ order }) => order.userId),
    );
    const plans: Array<LockPlan | undefined> = orders.map(({ order }, i) => {
      if (!armed.has(order.userId)) {
        errors[i] = new ApiError('spot.noTradePassword', 'not');
        return undefined;
      }
      const market = marketOf(order.pairId);
      if (!market) {
        errors[i] = new ApiError('spot.pairClosed');
        return undefined;
      }
      try {
        return lockPlan(order, market);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        errors[i] = error;
        return undefined;
      }
    });
    const free = await freeBalances(
      tx,
      orders.flatMap(({ order }, i) => {
        const plan = plans[i];
        return plan ? [{ userId: order.userId, currencyId: plan.currencyId }] : [];
      }),
    );
    const entries: LedgerEntry[] = [];
    const locks: Array<{ order: UserOrder; currencyId: number; amount: string }> = [];
    const keys: Array<{ userId: number; key: string; orderId: number; now: number }> = [];
    orders.forEach(({ order, note }, i) => {
      const plan = plans[i];
      if (!plan) return;
      const wallet = `${order.userId}:${plan.currencyId}`;
      const balance = free.get(wallet) ?? '0';
      if (compare(balance, plan.required) < 0) {
        errors[i] = new ApiError('spot.insufficientBalance');
        return;
      }
      const wanted = plan.headroom ?? plan.required;
      const amount = compare(balance, wanted) < 0 ? balance : wanted;
      free.set(wallet, sub(balance, amount));
      const common = {
        userId: order.userId,
        currencyId: plan.currencyId,
        reason: 'spot_lock',
        ref: String(order.id),
      };
      entries.push(
        { ...common, field: 'change_balance', amount: negate(amount) },
        { ...common, field: 'lock_change_balance', amount },
      );
      locks.push({ order, currencyId: plan.currencyId, amount });
      const { key, now } = (note ?? {}) as Partial<SpotOrderNote>;
      if (key && now !== undefined) keys.push({ userId: order.userId, key, orderId: order.id, now });
    });
    if (entries.length === 0) return errors;
    await ledger.apply(tx, entries);
    await tx.query(
      `INSERT INTO spot_locks (order_id, user_id, currency_id, remaining)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::numeric[])`,
      [
        locks.map((l) => l.order.id),
        locks.map((l) => l.order.userId),
        locks.map((l) => l.currencyId),
        locks.map((l) => l.amount),
      ],
    );
    await rememberKeys(tx, keys);
    return errors;
  };
}

async function usersWithTradePassword(tx: Queryable, userIds: number[]): Promise<Set<number>> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE id = ANY($1::int[]) AND trade_password_hash IS NOT NULL`,
    [[...new Set(userIds)]],
  );
  return new Set(rows.map((r) => r.id));
}

/** change_balance of each wallet, by "user:currency"; the rows stay locked until the commit. */
async function freeBalances(
  tx: Queryable,
  wallets: Array<{ userId: number; currencyId: number }>,
): Promise<Map<string, string>> {
  const unique = [...new Map(wallets.map((w) => [`${w.userId}:${w.currencyId}`, w])).values()];
  if (unique.length === 0) return new Map();
  // Locked in a fixed order, so two writers never wait on each other in a circle.
  const { rows } = await tx.query<{ user_id: number; currency_id: number; balance: string }>(
    `SELECT w.user_id, w.currency_id, w.change_balance::text AS balance
       FROM wallets w JOIN unnest($1::int[], $2::int[]) AS q(user_id, currency_id)
         ON w.user_id = q.user_id AND w.currency_id = q.currency_id
      ORDER BY w.user_id, w.currency_id
        FOR UPDATE OF w`,
    [unique.map((w) => w.userId), unique.map((w) => w.currencyId)],
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.currency_id}`, canonicalDecimal(r.balance)]));
}
