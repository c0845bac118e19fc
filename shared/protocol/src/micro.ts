import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, emptyAsAbsent, integer, preprocess, wireId } from './wire';

/*
 * Seconds (micro) trading: spec §3 "Micro", §4 "Micro order", §5 "Micro order", §7 "Micro trading"
 * and the `micro_closed` push, §9 micro timings and insurance figures.
 *
 * A trader stakes `number` of a payable currency (paid from the MICRO balance) on a pair going up
 * (type 1) or down (type 2) within `seconds`. At acceptance the server stamps the live price
 * (`open_price`) and its clock (`created_at`); at `created_at + seconds * 1000` it settles with the
 * live price then (`end_price`):
 *   - up wins when end_price > open_price, down wins when end_price < open_price, equal is a draw;
 *   - fee = number x micro_trade_fee / 100, charged when the order is accepted, in every outcome;
 *   - win:  fact_profits = number x profit_ratio / 100 - fee  (stake back plus the profit);
 *   - loss: fact_profits = -(number + fee)                     (stake lost);
 *   - draw: fact_profits = -fee                                (stake back).
 * So the micro balance after settlement differs from the balance before the submit by exactly
 * `fact_profits`. Money is a decimal string (fact_profits signed); times are Unix epoch MILLISECONDS;
 * failure messages are keys of the `server` namespace (listed at each call).
 */

/** §3: 1 up, 2 down. */
export const MicroDirection = { up: 1, down: 2 } as const;
export const microDirectionSchema = z.union([z.literal(1), z.literal(2)]);
export type MicroDirection = z.infer<typeof microDirectionSchema>;

/** §3/§4: 1 running (with a countdown), 3 closed (with end price and profit). */
export const MicroOrderStatus = { running: 1, closed: 3 } as const;
export const microOrderStatusSchema = z.union([z.literal(1), z.literal(3)]);
export type MicroOrderStatus = z.infer<typeof microOrderStatusSchema>;

/** Outcome of a closed order: 1 won, 0 draw (stake returned), -1 lost; 0 while running. */
export const MicroResult = { won: 1, draw: 0, lost: -1 } as const;
export const microResultSchema = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type MicroResult = z.infer<typeof microResultSchema>;

/** Spec §9: micro order pages hold 20. */
export const MICRO_PAGE_SIZE = 20;

const signedDecimal = z
  .string()
  .check(z.trim(), z.maxLength(41), z.regex(/^-?\d+(\.\d+)?$/, 'invalid_decimal'));

// ---------------------------------------------------------------- payable currencies

/**
 * An insurance plan offered for micro trading (spec §9 copy figures; labels only, nothing is bought
 * through these calls): a claim is paid at `claim_loss_percent` loss (50), the cover ends at
 * `stop_profit_percent` profit (100), at most `max_daily_payouts` payouts a day (2).
 * `name` is a key of the `server` namespace (`micro.insurance.<kind>`).
 */
export const microInsuranceTypeSchema = z.object({
  id: integer,
  name: z.string(),
  claim_loss_percent: decimalString,
  stop_profit_percent: decimalString,
  max_daily_payouts: integer,
});
export type MicroInsuranceType = z.infer<typeof microInsuranceTypeSchema>;

/** Spec §3 Micro currency: a currency orders can be paid with, and the caller's balance in it. */
export const microCurrencySchema = z.object({
  /** Same as currency_id (one micro set-up per currency). */
  id: integer,
  currency_id: integer,
  /** "USDT". */
  name: z.string(),
  /** The amounts an order may stake, ascending (decimal strings; the panel shows them with 0 decimals). */
  micro_numbers: z.array(decimalString),
  /** Fee in percent of the staked number, e.g. "1" = 1 %. */
  micro_trade_fee: decimalString,
  user_wallet: z.object({ micro_balance: decimalString, lock_micro_balance: decimalString }),
  insurance_types: z.array(microInsuranceTypeSchema),
  /** The caller's chosen insurance, or null when none. */
  user_insurance: z.nullable(z.object({ insurance_type_id: integer })),
});
export type MicroCurrency = z.infer<typeof microCurrencySchema>;

/** microtrade/payable_currencies: the currencies orders can be paid with (private: it carries balances). */
export const microPayableCurrencies = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/microtrade/payable_currencies',
  auth: true,
  request: z.object({}),
  response: z.array(microCurrencySchema),
});

// ---------------------------------------------------------------- seconds options

/** Spec §3 Seconds option: a duration and what a won order pays, in percent of the stake ("80" = 80 %). */
export const microSecondsOptionSchema = z.object({
  seconds: integer,
  profit_ratio: decimalString,
});
export type MicroSecondsOption = z.infer<typeof microSecondsOptionSchema>;

/** microtrade/seconds: the duration options, shortest first (public). */
export const microSeconds = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/microtrade/seconds',
  auth: false,
  request: z.object({}),
  response: z.array(microSecondsOptionSchema),
});

// ---------------------------------------------------------------- orders

/** Spec §3 Micro order, plus what the lists, the pushes and the chart marks need. */
export const microOrderSchema = z.object({
  id: integer,
  /** The pair, "BTC/USDT". */
  symbol_name: z.string(),
  seconds: integer,
  /** The stake. */
  number: decimalString,
  /** The currency paid with, "USDT". */
  currency_name: z.string(),
  /** Live price at acceptance. */
  open_price: decimalString,
  /** Live price at expiry; "0" while running. */
  end_price: decimalString,
  type: microDirectionSchema,
  status: microOrderStatusSchema,
  /** Milliseconds until settlement by the server's clock when the answer was made; 0 once closed. */
  remain_milli_seconds: integer,
  /** Signed change of the micro balance the order made (see the header); "0" while running. */
  fact_profits: signedDecimal,
  fee: decimalString,
  // ---- extras ----
  /** The pair id (spec's match_id) and the paid currency id. */
  match_id: integer,
  currency_id: integer,
  /** The option's ratio, percent, fixed at acceptance. */
  profit_ratio: decimalString,
  /** 1 won, 0 draw, -1 lost; 0 while running. */
  result: microResultSchema,
  /** Acceptance time (the open price's time), server clock. */
  created_at: integer,
  /** Expiry: created_at + seconds x 1000 (the end price's time). */
  end_at: integer,
});
export type MicroOrder = z.infer<typeof microOrderSchema>;

/** One page of orders, newest first. */
export const microOrderPageSchema = z.object({
  list: z.array(microOrderSchema),
  page: integer,
  /** Page size (20). */
  limit: integer,
  total: integer,
});
export type MicroOrderPage = z.infer<typeof microOrderPageSchema>;

/**
 * microtrade/submit: places one order. `match_id` is the pair's id (the quotation row is found by
 * currency_id/legal_id; the pair id is `match_id` of every micro order and of the lists); `currency_id`
 * the payable currency. Send an `Idempotency-Key` header (spot.ts IDEMPOTENCY_KEY_HEADER, a fresh key
 * per intended order, the same on a retry): a repeated key answers the first order instead of placing
 * another (micro.idempotencyConflict, HTTP 422, for the key with another request); without a key every
 * request is a new order.
 * Failure keys: micro.enterNumber (number missing or not positive), micro.badDirection,
 * micro.unknownPair, micro.pairClosed (open_microtrade 0 or hidden), micro.unknownCurrency,
 * micro.numberNotAllowed (not one of micro_numbers), micro.unknownSeconds (not a seconds option),
 * micro.insufficientBalance (micro balance below number + fee), micro.noPrice, micro.badIdempotencyKey,
 * micro.idempotencyConflict.
 */
export const microSubmitRequestSchema = z.object({
  match_id: wireId,
  currency_id: wireId,
  type: preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2)], { error: 'micro.badDirection' }),
  ),
  seconds: z.coerce.number().check(z.int(), z.positive(), z.maximum(86400)),
  number: preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string().check(
      z.trim(),
      z.maxLength(40, 'micro.enterNumber'),
      z.regex(/^\d+(\.\d+)?$/, 'micro.enterNumber'),
      z.refine((v) => /[1-9]/.test(v), 'micro.enterNumber'),
    ),
  ),
});
export type MicroSubmitRequest = z.input<typeof microSubmitRequestSchema>;

export const microSubmit = defineEndpoint({
  methods: ['POST'],
  path: '/api/microtrade/submit',
  auth: true,
  request: microSubmitRequestSchema,
  /** The running order as accepted. */
  response: microOrderSchema,
});

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);

/**
 * microtrade/lists: the caller's orders of one status, newest first, 20 a page (limit up to 100).
 * `match_id` narrows to one pair (the Seconds page sends it for status 1). Always only the caller's.
 */
export const microLists = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/microtrade/lists',
  auth: true,
  request: z.object({
    page,
    status: z._default(
      z.pipe(z.coerce.number(), microOrderStatusSchema),
      MicroOrderStatus.running as MicroOrderStatus,
    ),
    limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), MICRO_PAGE_SIZE),
    match_id: emptyAsAbsent(wireId),
  }),
  response: microOrderPageSchema,
});

export const microApi = {
  microPayableCurrencies,
  microSeconds,
  microSubmit,
  microLists,
} as const;

// ---------------------------------------------------------------- pushes

/**
 * `micro_closed` (spec §7 "micro_closed (type, data)"), to the owner's room when an order settles:
 * `data` is the closed order (status 3, end_price, fact_profits, result). The running row is replaced
 * by it and leaves the running list after 0.5 s (spec §4). The new micro balance follows as a
 * `coin_balance` push.
 */
export const MICRO_CLOSED_EVENT = 'micro_closed';
export const microClosedPushSchema = z.object({
  type: z.literal(MICRO_CLOSED_EVENT),
  data: microOrderSchema,
});
export type MicroClosedPush = z.infer<typeof microClosedPushSchema>;
