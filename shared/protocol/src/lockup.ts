import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, integer, wireId } from './wire';
import { positiveAmount } from './wallet';

/*
 * Lock-up deposits: spec §3 "Lock-up deposit", §4 "Lock-up order", §5 "Lock-up deposit", §7
 * "Lock-up deposit", §9 (lock-up order page 5). Money is a decimal string; times are Unix epoch
 * MILLISECONDS; failure messages are keys of the `server` namespace.
 *
 * A deposit locks `amount` of the currency (the caller's currency account) for `day` days. The
 * interest rate is a percentage PER DAY: every full day since start_at accrues
 * amount x interest_rate / 100 (8 decimals, rounded down), so the estimated income is
 * amount x interest_rate / 100 x day (spec §5). At end_at the principal and the whole interest are
 * paid to the currency account (status 2). Cancelling before (status 1 only) returns the principal
 * less the cancel fee = amount x cancel_rate / 100 (rounded up) and forfeits the interest (status 3).
 */

export const LOCKUP_PAGE_SIZE = 5;

/** §4: 1 in progress (cancellable), 2 ended (paid out), 3 cancelled. */
export const LockupOrderStatus = { inProgress: 1, ended: 2, cancelled: 3 } as const;
export const lockupOrderStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type LockupOrderStatus = z.infer<typeof lockupOrderStatusSchema>;

/** Spec §3 Lock-up deposit config (a product), plus the cancel fee rate. */
export const lockupConfigSchema = z.object({
  id: integer,
  currency_id: integer,
  currency_name: z.string(),
  /** Percent per day ("0.5" = 0.5 % a day). */
  interest_rate: decimalString,
  /** Term in days. */
  day: integer,
  /** Smallest deposit. */
  save_min: decimalString,
  // ---- extras ----
  /** Cancel fee in percent of the principal ("2" = 2 %). */
  cancel_rate: decimalString,
});
export type LockupConfig = z.infer<typeof lockupConfigSchema>;

/** Spec §3 Lock-up order, plus its product's terms. */
export const lockupOrderSchema = z.object({
  id: integer,
  currency_name: z.string(),
  /** The principal. */
  amount: decimalString,
  /** Interest accrued so far (status 1), paid (status 2), or "0" (status 3: forfeited). */
  total_interest: decimalString,
  start_at: integer,
  end_at: integer,
  status: lockupOrderStatusSchema,
  /** Status 1: what a cancel would charge now (the confirm dialog shows it); status 3: what was charged; status 2: "0". */
  cancel_fee: decimalString,
  // ---- extras ----
  config_id: integer,
  currency_id: integer,
  interest_rate: decimalString,
  day: integer,
  /** Full days accrued so far (at most `day`). */
  days_accrued: integer,
  /** amount x interest_rate / 100 x day: the interest at maturity. */
  estimated_interest: decimalString,
  updated_at: integer,
});
export type LockupOrder = z.infer<typeof lockupOrderSchema>;

/**
 * `lockup_order` (socket, to the owner's user room): one of the caller's orders as lh/deposit/order
 * now lists it, after each change: a day's interest accrued (`days_accrued`, `total_interest`), the
 * payout at end_at (status 2), a deposit (a new order) or a cancel (status 3).
 */
export const lockupOrderPushSchema = lockupOrderSchema;
export const LOCKUP_ORDER_EVENT = 'lockup_order';

/** lh/deposit/config: the products (configs), by id. */
export const lockupConfig = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/lh/deposit/config',
  auth: false,
  request: z.object({}),
  response: z.array(lockupConfigSchema),
});

/**
 * lh/deposit: lock `amount` of the product's currency. Send an `Idempotency-Key` header (spot.ts
 * IDEMPOTENCY_KEY_HEADER, a fresh key per intended deposit, the same on a retry): a repeated key
 * answers the first order instead of locking again. Failure keys: lockup.enterAmount (missing,
 * zero, negative, garbage), amount.tooLarge, amount.tooPrecise, lockup.notFound,
 * lockup.belowMin {min}, lockup.balanceInsufficient (spec 'wallet balance insufficient'),
 * lockup.badIdempotencyKey.
 */
export const lockupDeposit = defineEndpoint({
  methods: ['POST'],
  path: '/api/lh/deposit',
  auth: true,
  request: z.object({
    config_id: wireId,
    amount: positiveAmount('lockup.enterAmount'),
  }),
  response: lockupOrderSchema,
});

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const limit = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), LOCKUP_PAGE_SIZE);

/** lh/deposit/order: the caller's deposits, newest first, `limit` (5) a page, in `order_list`. */
export const lockupOrders = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/lh/deposit/order',
  auth: true,
  request: z.object({ limit, page }),
  response: z.object({
    order_list: z.array(lockupOrderSchema),
    page: integer,
    limit: integer,
    total: integer,
    server_time: integer,
  }),
});

/**
 * lh/deposit/order/cancel: cancel an in-progress deposit of the caller; answers the cancelled order
 * (status 3, cancel_fee charged). Failure keys: lockup.orderNotFound (unknown or another user's),
 * lockup.notCancellable (ended or already cancelled).
 */
export const lockupCancel = defineEndpoint({
  methods: ['POST'],
  path: '/api/lh/deposit/order/cancel',
  auth: true,
  request: z.object({ id: wireId }),
  response: lockupOrderSchema,
});

export const lockupApi = { lockupConfig, lockupDeposit, lockupOrders, lockupCancel } as const;
