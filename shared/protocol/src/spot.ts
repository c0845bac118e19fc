import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, emptyAsAbsent, integer, preprocess, wireId } from './wire';
import { walletBalancePushSchema, type WalletBalancePush } from './wallet';

/*
 * Spot trading: spec §3 "Spot order", §4 "Spot order", §5 "Spot", §7 "Spot trading", §8 coin/trade 'not'.
 * Money is a decimal string; times are Unix epoch MILLISECONDS; failure messages are keys of the
 * `server` namespace (listed at each call).
 */

/** §3: 1 buy, 2 sell (same codes as a trade's `way`). */
export const SpotSide = { buy: 1, sell: 2 } as const;
export const spotSideSchema = z.union([z.literal(1), z.literal(2)]);
export type SpotSide = z.infer<typeof spotSideSchema>;

/** §3/§4: 1 open, 2 completed; 3 cancelled (kept server-side, never shown in open lists). */
export const SpotOrderStatus = { open: 1, completed: 2, cancelled: 3 } as const;
export const spotOrderStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type SpotOrderStatus = z.infer<typeof spotOrderStatusSchema>;

/**
 * How the order was priced: `market` takes the best opposite levels; `limit` rests at target_price;
 * `stop_limit` waits off the book until the last trade price crosses its trigger_price, then enters
 * as a limit order at target_price (issue 26; an OCO's legs are a `limit` and a `stop_limit`).
 */
export const spotOrderKindSchema = z.enum(['market', 'limit', 'stop_limit']);
export type SpotOrderKind = z.infer<typeof spotOrderKindSchema>;

/** What coin/trade may be asked to place: an order kind, or `oco` (a limit leg and a stop-limit leg). */
export const spotRequestKindSchema = z.enum(['market', 'limit', 'stop_limit', 'oco']);
export type SpotRequestKind = z.infer<typeof spotRequestKindSchema>;

/**
 * Time in force of a limit order (and of a stop-limit's limit once triggered). GTC rests until
 * filled or cancelled (the spec's behaviour); IOC fills what it can now and cancels the rest; FOK
 * fills all now or nothing; POST_ONLY rests only, refused (spot.postOnlyWouldTake) if it would take.
 */
export const spotTimeInForceSchema = z.enum(['GTC', 'IOC', 'FOK', 'POST_ONLY']);
export type SpotTimeInForce = z.infer<typeof spotTimeInForceSchema>;

/** A stop-limit order's trigger: `waiting` off the book, `triggered` once it entered the book. */
export const spotTriggerStateSchema = z.enum(['waiting', 'triggered']);
export type SpotTriggerState = z.infer<typeof spotTriggerStateSchema>;

/** At most this many waiting stop orders (OCO stop legs included) per user (spot.tooManyStops). */
export const SPOT_MAX_WAITING_STOPS = 50;

/** Spec §3 Spot order (the first seven fields), plus what the lists and pushes need. */
export const spotOrderSchema = z.object({
  id: integer,
  /** "BTC/USDT". */
  symbol: z.string(),
  type: spotSideSchema,
  status: spotOrderStatusSchema,
  /** Amount ordered, in the base currency. */
  trade_amount: decimalString,
  /** The limit price; "0" for a market order. */
  target_price: decimalString,
  /** Average fill price so far; "0" before the first fill. */
  trade_price: decimalString,
  updated_at: integer,
  // ---- extras ----
  kind: spotOrderKindSchema,
  legal_id: integer,
  currency_id: integer,
  /** Amount filled so far, base currency. */
  deal_amount: decimalString,
  /** Fee charged so far (in the currency received). */
  fee: decimalString,
  created_at: integer,
  // ---- issue 26 (optional: a spec-only client and an older server omit them) ----
  /** GTC when absent. */
  time_in_force: z.optional(spotTimeInForceSchema),
  /** Stop-limit orders (OCO stop legs too): the last trade price that sends the order to the book. */
  trigger_price: z.optional(decimalString),
  trigger_state: z.optional(spotTriggerStateSchema),
  /** Both legs of an OCO carry the same id (the limit leg's order id). */
  oco_id: z.optional(integer),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

/**
 * What a cancel answers: the order (status 3) plus `message`, the success text to show (spec §8
 * "Cancel success: removes the row and shows the message"), a key of the `server` namespace such as
 * `spot.cancelled`. Optional, so an answer without it (an older server) still parses.
 */
export const cancelledSpotOrderSchema = z.extend(spotOrderSchema, { message: z.optional(z.string()) });
export type CancelledSpotOrder = z.infer<typeof cancelledSpotOrderSchema>;

/** One page of orders, newest first. */
export const spotOrderPageSchema = z.object({
  list: z.array(spotOrderSchema),
  page: integer,
  /** Page size (20). */
  limit: integer,
  total: integer,
});
export type SpotOrderPage = z.infer<typeof spotOrderPageSchema>;

export const SPOT_PAGE_SIZE = 20;

/** The Idempotency-Key header and what the server does with it: headers.ts. */
export { IDEMPOTENCY_KEY_HEADER } from './headers';
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(wireId));
/** The pair filter of list calls: both ids, or neither (all pairs). */
const pairFilter = { legal_id: optionalId, currency_id: optionalId };
const pageRequest = z.object({ page, ...pairFilter });

const absentWhenEmpty = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalPrice = (key: string) =>
  preprocess(
    absentWhenEmpty,
    z.optional(z.string().check(z.trim(), z.maxLength(40), z.regex(/^\d+(\.\d+)?$/, key))),
  );

/**
 * coin/trade request. `target_price` absent, empty or "0" means a MARKET order (spec §2 "read-only
 * price at market"); a positive price means a fixed-price (limit) order. `amount` is always the base
 * currency amount (spec §5 slider formulas give it in base units for buy and sell alike).
 * Failure keys: spot.enterPrice (fixed price not > 0), spot.enterAmount (amount missing or not > 0),
 * spot.pairClosed, spot.insufficientBalance, spot.noLiquidity (market order against an empty side),
 * type 'not' with spot.noTradePassword.
 *
 * Issue 26 (all optional; absent = the spec's behaviour above):
 * - `kind`: market | limit | stop_limit | oco (absent: inferred from target_price);
 * - `time_in_force`: GTC (default) | IOC | FOK | POST_ONLY, for limit, stop_limit's limit and OCO's
 *   limit leg; POST_ONLY only on limit (else validation.invalid, field time_in_force);
 * - `trigger_price`: stop_limit's trigger, OCO's stop leg trigger (missing: spot.enterTriggerPrice);
 * - `stop_limit_price`: OCO's stop leg limit price (missing: spot.enterPrice); OCO's `target_price`
 *   is its limit leg's price, one `amount` for both legs; the answer is the limit leg.
 * More failure keys: spot.postOnlyWouldTake, spot.fokNotFilled, spot.triggerAboveMarket (a stop buy's
 * trigger must be above the last price), spot.triggerBelowMarket (a stop sell's below), spot.ocoPrices
 * (sell: limit above the last price and trigger below it; buy: the reverse), spot.tooManyStops
 * (params.max). An order the engine refuses when it runs it (FOK, post-only, a trigger the price
 * has moved past since) is kept as cancelled (status 3) and the call answers the key.
 */
export const coinTradeRequestSchema = z.object({
  legal_id: wireId,
  currency_id: wireId,
  type: z.pipe(z.coerce.number(), spotSideSchema),
  target_price: z._default(
    preprocess(
      (v) => (v === '' || v === null || v === undefined ? '0' : v),
      // A negative or malformed price is a price the user has not entered correctly (spec §5).
      z.string().check(z.trim(), z.maxLength(40), z.regex(/^\d+(\.\d+)?$/, 'spot.enterPrice')),
    ),
    '0',
  ),
  amount: preprocess(
    (v) => (v === undefined ? '' : v),
    z.string().check(z.regex(/^\d+(\.\d+)?$/, 'spot.enterAmount')),
  ),
  kind: preprocess(absentWhenEmpty, z.optional(spotRequestKindSchema)),
  time_in_force: preprocess(absentWhenEmpty, z.optional(spotTimeInForceSchema)),
  trigger_price: optionalPrice('spot.enterTriggerPrice'),
  stop_limit_price: optionalPrice('spot.enterPrice'),
});
export type CoinTradeRequest = z.input<typeof coinTradeRequestSchema>;

export const coinTrade = defineEndpoint({
  methods: ['POST'],
  path: '/api/coin/trade',
  auth: true,
  request: coinTradeRequestSchema,
  /** The order as placed (already matched as far as the book allowed). */
  response: spotOrderSchema,
});

/** coin/list: the user's spot orders of every status (the coinOrder page), optionally one pair. */
export const coinList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/coin/list',
  auth: true,
  request: z.object({
    page,
    /** A currency id: orders of pairs whose base is that currency (spec §7 payload `currency`). */
    currency: optionalId,
    status: emptyAsAbsent(z.pipe(z.coerce.number(), spotOrderStatusSchema)),
  }),
  response: spotOrderPageSchema,
});

/**
 * coin/cancel_trade: cancels an open order of the caller and unlocks its remainder. Failure keys:
 * spot.orderNotFound (unknown id or another user's order), spot.orderNotOpen (completed or cancelled).
 */
export const coinCancelTrade = defineEndpoint({
  methods: ['PUT', 'POST'],
  path: '/api/coin/cancel_trade',
  auth: true,
  request: z.object({ id: wireId }),
  /** The order with status 3 and the success message. */
  response: cancelledSpotOrderSchema,
});

/** transaction_in: the caller's OPEN BUY orders, optionally of one pair. */
export const transactionIn = defineEndpoint({
  methods: ['POST'],
  path: '/api/transaction_in',
  auth: true,
  request: pageRequest,
  response: spotOrderPageSchema,
});

/** transaction_out: the caller's OPEN SELL orders. */
export const transactionOut = defineEndpoint({
  methods: ['POST'],
  path: '/api/transaction_out',
  auth: true,
  request: pageRequest,
  response: spotOrderPageSchema,
});

/** transaction_all: the caller's OPEN orders, both sides. */
export const transactionAll = defineEndpoint({
  methods: ['POST'],
  path: '/api/transaction_all',
  auth: true,
  request: pageRequest,
  response: spotOrderPageSchema,
});

/** transaction_complete: the caller's COMPLETED orders (history), newest first. */
export const transactionComplete = defineEndpoint({
  methods: ['POST'],
  path: '/api/transaction_complete',
  auth: true,
  request: pageRequest,
  response: spotOrderPageSchema,
});

/**
 * transaction_del: the deal centre's cancel. Same effect and failure keys as coin/cancel_trade;
 * `type` is the side of the list the row came from (1 buy, 2 sell, also 'in'/'out') and must match
 * the order (else spot.orderNotFound).
 */
export const transactionDel = defineEndpoint({
  methods: ['POST'],
  path: '/api/transaction_del',
  auth: true,
  request: z.object({
    id: wireId,
    type: preprocess(
      (v) => (v === 'in' ? 1 : v === 'out' ? 2 : v),
      z.pipe(z.coerce.number(), spotSideSchema),
    ),
  }),
  response: cancelledSpotOrderSchema,
});

export const spotApi = {
  coinTrade,
  coinList,
  coinCancelTrade,
  transactionIn,
  transactionOut,
  transactionAll,
  transactionComplete,
  transactionDel,
} as const;

// ---------------------------------------------------------------- user pushes

/**
 * `coin_order`: a change of one of the user's spot orders (placed, filled, completed, cancelled), to
 * the user's room. The client merges it into its lists and re-fetches its balances; the 10 s refresh
 * stays as a safety net.
 */
export const SpotEvent = { order: 'coin_order', balance: 'coin_balance' } as const;
export const coinOrderPushSchema = z.object({ order: spotOrderSchema });
export type CoinOrderPush = z.infer<typeof coinOrderPushSchema>;

/**
 * `coin_balance`: the user's balances of one currency after an order locked, spent, received or
 * released funds, to the user's room (same fields as wallet/detail). Spot sends the `change` pair;
 * the wallet calls send every account (wallet.ts walletBalancePushSchema, which this is).
 */
export const coinBalancePushSchema = walletBalancePushSchema;
export type CoinBalancePush = WalletBalancePush;
