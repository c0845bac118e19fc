import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canonicalDecimal, compare, negate, sub } from '../../money';
import type { ReserveMany } from '../market/intake';
import type { UserOrder } from '../market/orders';
import type { PairMarket } from '../market/pair-market';
import type { Ledger, LedgerEntry } from '../wallet/ledger';
import { rememberKeysParams, rememberKeysSql, type RememberedKey } from './idempotency-batch';
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
 * what the orders before it left, then the accepted ones are locked with one ledger operation and one
 * statement for their spot_locks rows and idempotency keys. A refused order (spot.noTradePassword,
 * spot.noLiquidity, spot.insufficientBalance) gets its error and no write.
 */
export function spotReserveMany(
  ledger: Ledger,
  marketOf: (pairId: number) => PairMarket | undefined,
): ReserveMany {
  return async (tx, orders) => {
    const errors: Array<ApiError | undefined> = orders.map(() => undefined);
    const markets = orders.map(({ order }) => marketOf(order.pairId));
    const { armed, free } = await readFunds(
      tx,
      orders.flatMap(({ order }, i) => {
        const pair = markets[i]?.pair;
        if (!pair) return [];
        return [{ userId: order.userId, currencyId: order.side === 'sell' ? pair.currencyId : pair.legalId }];
      }),
      orders.map(({ order }) => order.userId),
    );
    const plans: Array<LockPlan | undefined> = orders.map(({ order }, i) => {
      const market = markets[i];
      if (!armed.has(order.userId)) {
        errors[i] = new ApiError('spot.noTradePassword', 'not');
        return undefined;
      }
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
    const entries: LedgerEntry[] = [];
    const locks: Array<{ order: UserOrder; currencyId: number; amount: string }> = [];
    const keys: RememberedKey[] = [];
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
    await recordLocks(tx, locks, keys);
    return errors;
  };
}

/**
 * Which of `userIds` have a trade password, and the change_balance of each wallet, by
 * "user:currency" (a wallet without a row is absent), in one read; the wallet rows stay locked
 * until the commit.
 */
async function readFunds(
  tx: Queryable,
  wallets: Array<{ userId: number; currencyId: number }>,
  userIds: number[],
): Promise<{ armed: Set<number>; free: Map<string, string> }> {
  const unique = [...new Map(wallets.map((w) => [`${w.userId}:${w.currencyId}`, w])).values()];
  // Locked in a fixed order (the ORDER BY sits below the row locks), so two writers never wait on
  // each other in a circle; MATERIALIZED keeps the locking read apart from the join.
  const { rows } = await tx.query<{
    user_id: number;
    armed: boolean;
    currency_id: number | null;
    balance: string | null;
  }>(
    `WITH locked AS MATERIALIZED (
       SELECT w.user_id, w.currency_id, w.change_balance::text AS balance
         FROM wallets w JOIN unnest($1::int[], $2::int[]) AS q(user_id, currency_id)
           ON w.user_id = q.user_id AND w.currency_id = q.currency_id
        ORDER BY w.user_id, w.currency_id
          FOR UPDATE OF w)
     SELECT u.id AS user_id, u.trade_password_hash IS NOT NULL AS armed, l.currency_id, l.balance
       FROM users u LEFT JOIN locked l ON l.user_id = u.id
      WHERE u.id = ANY($3::int[])`,
    [unique.map((w) => w.userId), unique.map((w) => w.currencyId), [...new Set(userIds)]],
  );
  const armed = new Set(rows.filter((r) => r.armed).map((r) => r.user_id));
  const free = new Map(
    rows.flatMap((r) =>
      r.currency_id === null || r.balance === null
        ? []
        : [[`${r.user_id}:${r.currency_id}`, canonicalDecimal(r.balance)] as const],
    ),
  );
  return { armed, free };
}

/** The accepted orders' spot_locks rows and idempotency keys, in one statement. */
async function recordLocks(
  tx: Queryable,
  locks: Array<{ order: UserOrder; currencyId: number; amount: string }>,
  keys: RememberedKey[],
): Promise<void> {
  const lockParams = [
    locks.map((l) => l.order.id),
    locks.map((l) => l.order.userId),
    locks.map((l) => l.currencyId),
    locks.map((l) => l.amount),
  ];
  const insertLocks = `INSERT INTO spot_locks (order_id, user_id, currency_id, remaining)
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::numeric[])`;
  if (keys.length === 0) {
    await tx.query(insertLocks, lockParams);
    return;
  }
  await tx.query(`WITH keys AS (${rememberKeysSql(5)}) ${insertLocks}`, [
    ...lockParams,
    ...rememberKeysParams(keys),
  ]);
}
