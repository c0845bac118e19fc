import type { Queryable } from '../../db';
import type { SqlStep } from '../../db/sql-step';
import { ApiError } from '../../errors';
import { isSameRequest, keyConflict, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal, compare, negate, sub } from '../../money';
import type { AdmitMany, Verdict } from './admission';
import type { UserOrder } from './orders';
import type { PairMarket } from './pair-market';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { SPOT_KEY_MESSAGES } from './idempotency';
import { keyedOrdersStep, rememberKeysStep, type RememberedKey, type SentKey } from './idempotency-batch';
import { lockPlan, type LockPlan } from './reserve';

/** What the spot routes hand to a group-commit batch beside each order. */
export interface SpotOrderNote {
  /** Idempotency key of the request and its fingerprint, remembered with the order. */
  keyed?: KeyedRequest;
  now: number;
}

/**
 * The admission of the orders of a group-commit batch, validate-then-write, in two statements:
 * - one read: the orders the keys placed before, the trade passwords and the wallets (rows locked);
 * - each order in arrival order: a repeat of a key answers the order it placed (spot.idempotencyConflict
 *   when another request placed it); otherwise checked
 *   against what the orders before it left (spot.noTradePassword, spot.pairClosed,
 *   spot.noLiquidity, spot.insufficientBalance refuse it);
 * - one write (`write`): the accepted orders' rows, their funds locked by one ledger operation,
 *   their spot_locks rows and their keys, all as steps of the ledger's statement.
 */
export function spotAdmission(
  ledger: Ledger,
  marketOf: (pairId: number) => PairMarket | undefined,
): AdmitMany {
  return async (tx, orders) => {
    const markets = orders.map(({ order }) => marketOf(order.pairId));
    const sent = orders.map(({ order, note }) => sentKey(order.userId, note));
    const { armed, free, placed } = await readBatch(
      tx,
      orders.flatMap(({ order }, i) => {
        const pair = markets[i]?.pair;
        if (!pair) return [];
        return [{ userId: order.userId, currencyId: order.side === 'sell' ? pair.currencyId : pair.legalId }];
      }),
      orders.map(({ order }) => order.userId),
      sent.flatMap((key) => (key ? [key] : [])),
    );
    const entries: LedgerEntry[] = [];
    const locks: Lock[] = [];
    const keys: RememberedKey[] = [];
    const verdicts = orders.map(({ order }, i): Verdict => {
      const key = sent[i];
      const repeatOf = key ? placed.get(`${key.userId}:${key.key}`) : undefined;
      if (key && repeatOf !== undefined) {
        return isSameRequest(key, repeatOf.fingerprint)
          ? { kind: 'repeat', orderId: repeatOf.orderId }
          : { kind: 'refused', error: keyConflict(SPOT_KEY_MESSAGES) };
      }
      const plan = planOf(order, markets[i], armed);
      if ('error' in plan) return { kind: 'refused', error: plan.error };
      const wallet = `${order.userId}:${plan.currencyId}`;
      const balance = free.get(wallet) ?? '0';
      if (compare(balance, plan.required) < 0)
        return { kind: 'refused', error: new ApiError('spot.insufficientBalance') };
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
      if (key) keys.push({ ...key, orderId: order.id });
      return { kind: 'accepted' };
    });
    return {
      verdicts,
      write: async (writer, insertOrders) => {
        await ledger.apply(writer, entries, [
          insertOrders,
          locksStep(locks),
          ...(keys.length > 0 ? [rememberKeysStep(keys)] : []),
        ]);
      },
    };
  };
}

function sentKey(userId: number, note: unknown): SentKey | undefined {
  const { keyed, now } = (note ?? {}) as Partial<SpotOrderNote>;
  return keyed && now !== undefined
    ? { userId, key: keyed.key, fingerprint: keyed.fingerprint, now }
    : undefined;
}

function planOf(
  order: UserOrder,
  market: PairMarket | undefined,
  armed: Set<number>,
): LockPlan | { error: ApiError } {
  if (!armed.has(order.userId)) return { error: new ApiError('spot.noTradePassword', 'not') };
  if (!market) return { error: new ApiError('spot.pairClosed') };
  try {
    return lockPlan(order, market);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error };
  }
}

interface BatchRead {
  /** The users with a trade password. */
  armed: Set<number>;
  /** change_balance by "user:currency" (a wallet without a row is absent). */
  free: Map<string, string>;
  /** The order each key placed within the TTL and its request's fingerprint, by "user:key". */
  placed: Map<string, { orderId: number; fingerprint: string | null }>;
}

/**
 * Everything deciding a batch needs, in one statement: the trade passwords of `userIds`, the
 * change_balance of `wallets` (the rows stay locked until the commit) and the orders `keys` placed.
 */
async function readBatch(
  tx: Queryable,
  wallets: Array<{ userId: number; currencyId: number }>,
  userIds: number[],
  keys: SentKey[],
): Promise<BatchRead> {
  const unique = [...new Map(wallets.map((w) => [`${w.userId}:${w.currencyId}`, w])).values()];
  const keyed = keyedOrdersStep(keys);
  // Locked in a fixed order (the ORDER BY sits below the row locks), so two writers never wait on
  // each other in a circle; MATERIALIZED keeps the locking read apart from the join.
  const { rows } = await tx.query<{
    user_id: number;
    armed: boolean | null;
    currency_id: number | null;
    balance: string | null;
    key: string | null;
    order_id: string | null;
    fingerprint: string | null;
  }>(
    `WITH locked AS MATERIALIZED (
       SELECT w.user_id, w.currency_id, w.change_balance::text AS balance
         FROM wallets w JOIN unnest($1::int[], $2::int[]) AS q(user_id, currency_id)
           ON w.user_id = q.user_id AND w.currency_id = q.currency_id
        ORDER BY w.user_id, w.currency_id
          FOR UPDATE OF w),
     keyed AS (${keyed.sql(4)})
     SELECT u.id AS user_id, u.trade_password_hash IS NOT NULL AS armed, l.currency_id, l.balance,
            NULL::text AS key, NULL::text AS order_id, NULL::text AS fingerprint
       FROM users u LEFT JOIN locked l ON l.user_id = u.id
      WHERE u.id = ANY($3::int[])
     UNION ALL
     SELECT user_id, NULL, NULL, NULL, key, order_id::text, fingerprint FROM keyed`,
    [unique.map((w) => w.userId), unique.map((w) => w.currencyId), [...new Set(userIds)], ...keyed.params],
  );
  const read: BatchRead = { armed: new Set(), free: new Map(), placed: new Map() };
  for (const r of rows) {
    if (r.key !== null && r.order_id !== null)
      read.placed.set(`${r.user_id}:${r.key}`, { orderId: Number(r.order_id), fingerprint: r.fingerprint });
    if (r.armed) read.armed.add(r.user_id);
    if (r.currency_id !== null && r.balance !== null)
      read.free.set(`${r.user_id}:${r.currency_id}`, canonicalDecimal(r.balance));
  }
  return read;
}

interface Lock {
  order: UserOrder;
  currencyId: number;
  amount: string;
}

/** The accepted orders' spot_locks rows, as a step of the ledger's statement. */
function locksStep(locks: readonly Lock[]): SqlStep {
  return {
    sql: (first) => {
      const [orders, users, currencies, amounts] = [0, 1, 2, 3].map((i) => `$${first + i}`);
      return `INSERT INTO spot_locks (order_id, user_id, currency_id, remaining)
        SELECT * FROM unnest(${orders}::bigint[], ${users}::int[], ${currencies}::int[], ${amounts}::numeric[])`;
    },
    params: [
      locks.map((l) => l.order.id),
      locks.map((l) => l.order.userId),
      locks.map((l) => l.currencyId),
      locks.map((l) => l.amount),
    ],
  };
}
