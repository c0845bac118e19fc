import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { dealLevelSchema, signedDecimalString } from './market';
import { decimalString, integer, preprocess, wireId } from './wire';

/*
 * Leveraged contracts: spec §3 (Lever deal response, Lever position, Lever history, Quotation row's
 * lever fields), §4 (Lever position, Contract order tabs), §5 (Lever), §6 (lever order book on 999),
 * §7 "Lever trading" and the lever_trade / lever_closed events, §8, §9.
 *
 * Money is a decimal string (signed where it can be negative: profits); times are Unix epoch
 * MILLISECONDS (0 = not yet); failure messages are keys of the `server` namespace (listed per call).
 *
 * The arithmetic (every figure below agrees with it; the server's is `server/src/modules/lever/risk.ts`):
 * - number (base amount)  = share x pair.lever_share_num
 * - open price (update_price) = market price x (1 + spread/100) for a long, x (1 - spread/100) for a short,
 *   then onto the pair's price grid (`price_tick` of lever/deal) against the trader: a long rounds UP, a
 *   short DOWN (64976.12 long at 0.05 % -> 65008.60806 -> 65008.61). A limit order: its target price, same way.
 * - value (contract value) = open price x number; caution_money (margin) = value / multiple, rounded UP
 *   to 8 decimals
 * - trade_fee              = value x lever_trade_fee / 100, rounded UP to 8 decimals (charged at opening)
 * - profits                = (price - open) x number for a long, (open - price) x number for a short
 * - hazard_rate (risk rate, percent) = equity / used margin x 100, where equity = lever_balance +
 *   lock_lever_balance of open positions + the sum of their profits; "0" when no position is open
 * - liquidation: when hazard_rate < maintenance_rate the account's positions are closed, worst first,
 *   until it is back above; a loss never takes the balance below 0
 * - liquidation_price (estimate for one position, others held): the price where hazard_rate reaches
 *   maintenance_rate: long price - (equity - maintenance_rate/100 x used margin) / number, short +
 * - overnight_money: value x overnight_rate / 100 (rounded UP to 8 decimals) per full day open
 */

/** §3/§4: 1 buy (long), 2 sell (short). */
export const LeverSide = { buy: 1, sell: 2 } as const;
export const leverSideSchema = z.union([z.literal(1), z.literal(2)]);
export type LeverSide = z.infer<typeof leverSideSchema>;

/**
 * §4 Contract order tabs = position status: 0 pending (limit order waiting), 1 in transaction (open),
 * 2 closing, 3 closed, 4 revoked (pending order cancelled).
 */
export const LeverStatus = { pending: 0, open: 1, closing: 2, closed: 3, revoked: 4 } as const;
export const leverStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type LeverStatus = z.infer<typeof leverStatusSchema>;
export const leverStatusNames = ['pending', 'open', 'closing', 'closed', 'revoked'] as const;

/** §4 Lever order mode: 1 standard (at the market), 0 limit (waits for target_price). */
export const LeverOrderMode = { limit: 0, standard: 1 } as const;

/** Why a position closed: '' while it is not closed. */
export const leverCloseReasons = ['', 'user', 'batch', 'stop_profit', 'stop_loss', 'liquidation'] as const;
export const leverCloseReasonSchema = z.enum(leverCloseReasons);
export type LeverCloseReason = z.infer<typeof leverCloseReasonSchema>;

/** Spec §3 Lever position with the contract page extras, plus what the screens need. */
export const leverPositionSchema = z.object({
  id: integer,
  /** When the order was placed. */
  time: integer,
  type: leverSideSchema,
  status: leverStatusSchema,
  /** Current market price (the close price once closed). */
  price: decimalString,
  /** Open price (spread applied); for a pending order the price it will open at if reached. */
  update_price: decimalString,
  /** Base-currency amount: share x lever_share_num. */
  number: decimalString,
  /** Profit and loss at `price` (final once closed), signed. */
  profits: signedDecimalString,
  /** "0" = no stop-profit. */
  target_profit_price: decimalString,
  /** "0" = no stop-loss. */
  stop_loss_price: decimalString,
  // ---- contract page extras ----
  /** "BTC/USDT". */
  symbol: z.string(),
  /** Lots. */
  share: integer,
  /** Margin held for the position. */
  caution_money: decimalString,
  /** When it opened (0 while pending). */
  transaction_time: integer,
  /** When it closed or was revoked (0 before). */
  handle_time: integer,
  trade_fee: decimalString,
  /** Overnight fees charged so far. */
  overnight_money: decimalString,
  /** The market price at submit, before the spread. */
  origin_price: decimalString,
  /** Margin at opening (as caution_money; kept apart for the record). */
  origin_caution_money: decimalString,
  /** One of leverStatusNames (the client translates it). */
  status_name: z.enum(leverStatusNames),
  /** Quote currency name, "USDT". */
  legal: z.string(),
  /** Base currency name, "BTC". */
  currency: z.string(),
  // ---- extras ----
  multiple: integer,
  legal_id: integer,
  currency_id: integer,
  /** Limit price of a limit order ("0" for a standard order). */
  target_price: decimalString,
  /** Contract value at the open price. */
  value: decimalString,
  /** Estimated liquidation price with the account as it is now; "0" when none (closed, or no risk). */
  liquidation_price: decimalString,
  close_reason: leverCloseReasonSchema,
});
export type LeverPosition = z.infer<typeof leverPositionSchema>;

/** The account's risk figures, in my_trade, lever/deal and the lever_trade push. */
export const leverRiskSchema = z.object({
  /** Percent, 2 decimals; "0" when no position is open. */
  hazard_rate: decimalString,
  /** Profit of every open position of the account, signed. */
  profits_total: signedDecimalString,
});
export type LeverRisk = z.infer<typeof leverRiskSchema>;

export const leverPositionPageSchema = z.object({
  data: z.array(leverPositionSchema),
  page: integer,
  /** Page size (20). */
  limit: integer,
  total: integer,
});
export type LeverPositionPage = z.infer<typeof leverPositionPageSchema>;

export const LEVER_PAGE_SIZE = 20;

/**
 * Spec §3 Lever deal response: the contract page's snapshot of one pair.
 * `lever_transaction` is the pair's market order book (in = bids, out = asks, best first, the same
 * book and `seq` as transaction/deal and the market_depth push); `my_transaction` the caller's
 * pending and open positions of the pair, newest first.
 */
export const leverDealSchema = z.object({
  last_price: decimalString,
  multiple: z.object({
    /** The multiples offered, ascending. */
    muit: z.array(integer),
    /** Preset lot counts for the lot buttons. */
    share: z.array(integer),
  }),
  /** Available contract balance of the quote currency. */
  user_lever: decimalString,
  /** Contract balance including margin held (lever_balance + lock_lever_balance). */
  all_levers: decimalString,
  /** Lot bounds; max 0 = no upper bound (spec §5: the 'nomore' check only when max > 0). */
  lever_share_limit: z.object({ min: integer, max: integer }),
  lever_transaction: z.object({ in: z.array(dealLevelSchema), out: z.array(dealLevelSchema) }),
  my_transaction: z.array(leverPositionSchema),
  // ---- extras ----
  symbol: z.string(),
  legal_id: integer,
  currency_id: integer,
  legal_name: z.string(),
  currency_name: z.string(),
  /** Book sequence (as transaction/deal's `seq`). */
  seq: integer,
  lever_share_num: decimalString,
  /** Percent of the value. */
  lever_trade_fee: decimalString,
  /** Percent applied to the open price. */
  spread: decimalString,
  /** 1: short selling allowed. */
  sell_status: z.union([z.literal(0), z.literal(1)]),
  /** Percent: below this risk rate the account is liquidated. */
  maintenance_rate: decimalString,
  /** Percent of the value charged per day a position stays open. */
  overnight_rate: decimalString,
  /** Smallest price step of the pair (stops and limit prices must be on it), e.g. "0.01". */
  price_tick: decimalString,
  hazard_rate: decimalString,
  profits_total: signedDecimalString,
});
export type LeverDeal = z.infer<typeof leverDealSchema>;

const pairRequest = { legal_id: wireId, currency_id: wireId };
const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(wireId));
/** A price that may be left empty or "0" (no stop): "0" then. */
const optionalPrice = (key: string) =>
  z._default(
    preprocess(
      (v) => (v === '' || v === null || v === undefined ? '0' : typeof v === 'number' ? String(v) : v),
      z.string().check(z.trim(), z.maxLength(40), z.regex(/^\d+(\.\d+)?$/, key)),
    ),
    '0',
  );

/** lever/deal (§6: a missing session answers 999 and the page goes to login). Failure: lever.pairClosed. */
export const leverDealCall = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/deal',
  auth: true,
  request: z.object(pairRequest),
  response: leverDealSchema,
});

/**
 * lever/submit. `status` 1 standard (opens at the market now), 0 limit (`target_price` required;
 * waits pending). `password` is the trade password.
 * Failure keys, checked in this order: lever.selectMultiple (no multiple), lever.integer (share not a
 * positive integer), lever.enterPrice (limit without a price > 0), lever.pairClosed, lever.badMultiple
 * (not one of the pair's multiples), lever.noless {min} / lever.nomore {max} (lots outside
 * lever_share_limit), lever.shortForbidden (type 2 on a pair with sell_status 0), lever.priceStep
 * (target price off the tick), type 'not' lever.noTradePassword (none bound), trade.enterPsw,
 * trade.pswWrong, rate.limited, lever.noPrice (no market price yet), lever.insufficientBalance
 * (margin + fee above the available contract balance).
 * Idempotency: the `Idempotency-Key` header (see spot.ts) answers a repeated submit with the first
 * position (lever.idempotencyConflict, HTTP 422, for the key with another request); without it every
 * submit is a new position.
 */
export const leverSubmit = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/submit',
  auth: true,
  request: z.object({
    ...pairRequest,
    multiple: preprocess(
      (v) => (v === '' || v === null || v === undefined || v === '0' || v === 0 ? undefined : v),
      z.coerce
        .number({ error: 'lever.selectMultiple' })
        .check(z.int('lever.badMultiple'), z.positive(), z.maximum(1000, 'lever.badMultiple')),
    ),
    password: z._default(z.string().check(z.maxLength(64)), ''),
    share: preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.pipe(
        z.string({ error: 'lever.integer' }).check(z.trim(), z.regex(/^[1-9]\d{0,8}$/, 'lever.integer')),
        z.transform((v) => Number(v)),
      ),
    ),
    type: z.pipe(z.coerce.number(), leverSideSchema),
    status: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])), 1),
    target_price: optionalPrice('lever.enterPrice'),
  }),
  /** The position: status 1 (opened) or 0 (pending limit order). */
  response: leverPositionSchema,
});

/** lever/close: closes an open position of the caller at the market. Failure: lever.notFound, lever.notOpen. */
export const leverClose = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/close',
  auth: true,
  request: z.object({ id: wireId }),
  /** The position with status 3. */
  response: leverPositionSchema,
});

/** lever/cancel: revokes a pending order; its margin and fee return. Failure: lever.notFound, lever.notPending. */
export const leverCancel = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/cancel',
  auth: true,
  request: z.object({ id: wireId }),
  /** The position with status 4. */
  response: leverPositionSchema,
});

/**
 * lever/setstop: sets both stops of a pending or open position ("0" or empty clears one).
 * A long needs stop-profit above and stop-loss below the open price; a short the reverse.
 * Failure: lever.notFound, lever.notOpen (closed or revoked), lever.stopProfitSide,
 * lever.stopLossSide, lever.priceStep, lever.thanzone (negative).
 */
export const leverSetStop = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/setstop',
  auth: true,
  request: z.object({
    id: wireId,
    target_profit_price: optionalPrice('lever.thanzone'),
    stop_loss_price: optionalPrice('lever.thanzone'),
  }),
  response: leverPositionSchema,
});

/** Spec §3 Lever history, Orders: one of the caller's lever orders of the pair. */
export const leverHistoryOrderSchema = z.object({
  id: integer,
  create_time: integer,
  currency_name: z.string(),
  legal_name: z.string(),
  /** Lots ordered. */
  total_number: integer,
  /** Open price (or the limit price while pending). */
  price: decimalString,
  /** Lots that opened (all or none). */
  complete_number: integer,
  /** Base amount. */
  number: decimalString,
  /** Contract value. */
  total_money: decimalString,
  type: leverSideSchema,
  status: leverStatusSchema,
});
export type LeverHistoryOrder = z.infer<typeof leverHistoryOrderSchema>;

/** Spec §3 Lever history, Completed: an opening ('in') or a closing ('out') of the caller. */
export const leverHistoryFillSchema = z.object({
  id: integer,
  time: integer,
  number: decimalString,
  price: decimalString,
  /** Fee paid opening ('in'; "0" on an 'out'). */
  in_fee: decimalString,
  /** Fees paid on the way out ('out': overnight fees; "0" on an 'in'). */
  out_fee: decimalString,
  type: z.enum(['in', 'out']),
  side: leverSideSchema,
});
export type LeverHistoryFill = z.infer<typeof leverHistoryFillSchema>;

/** lever/dealall: the caller's lever history of one pair, 20 a page, newest first. */
export const leverDealAll = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/dealall',
  auth: true,
  request: z.object({ ...pairRequest, page }),
  response: z.object({
    orders: z.array(leverHistoryOrderSchema),
    complete: z.array(leverHistoryFillSchema),
    page: integer,
    limit: integer,
    total: integer,
  }),
});

/**
 * lever/batch_close: closes the caller's open positions, `type` 0 all, 1 buy only, 2 sell only,
 * optionally of one pair. Nothing open is not a failure (closed is empty).
 */
export const leverBatchClose = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/batch_close',
  auth: true,
  request: z.object({
    type: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1), z.literal(2)])), 0),
    legal_id: optionalId,
    currency_id: optionalId,
  }),
  response: z.object({
    /** Ids of the positions closed. */
    closed: z.array(integer),
    positions: z.array(leverPositionSchema),
  }),
});

/**
 * lever/my_trade: the caller's positions of one tab (`status` 0-4), optionally of one pair, with the
 * account's risk. The page is `message.message` (spec §7 "message.message.data") and, the same
 * object, `message.order` (spec §3 "order.data").
 */
export const leverMyTradeResponseSchema = z.object({
  message: leverPositionPageSchema,
  order: leverPositionPageSchema,
  hazard_rate: decimalString,
  profits_total: signedDecimalString,
  /** Profit of the listed open positions (the pair filter applied), signed. */
  profits: signedDecimalString,
});
export type LeverMyTradeResponse = z.infer<typeof leverMyTradeResponseSchema>;
export const leverMyTrade = defineEndpoint({
  methods: ['POST'],
  path: '/api/lever/my_trade',
  auth: true,
  request: z.object({
    status: z._default(z.pipe(z.coerce.number(), leverStatusSchema), 1),
    legal_id: optionalId,
    currency_id: optionalId,
    page,
  }),
  response: leverMyTradeResponseSchema,
});

export const leverApi = {
  deal: leverDealCall,
  submit: leverSubmit,
  close: leverClose,
  cancel: leverCancel,
  setstop: leverSetStop,
  dealall: leverDealAll,
  batchClose: leverBatchClose,
  myTrade: leverMyTrade,
} as const;

// ---------------------------------------------------------------- user pushes

export const LeverEvent = { trade: 'lever_trade', closed: 'lever_closed' } as const;

/**
 * `lever_trade`, to the owner only: positions that opened or changed (profit, price, stops,
 * liquidation price), with the account's risk. The client replaces the rows with these ids
 * (adding any it lacks) and takes hazard_rate and profits_total. Sent on changes and at most about
 * once a second per user while the market moves.
 */
export const leverTradePushSchema = z.extend(leverRiskSchema, {
  data: z.array(leverPositionSchema),
});
export type LeverTradePush = z.infer<typeof leverTradePushSchema>;

/**
 * `lever_closed`, to the owner only: positions that closed (or were revoked), by id, with their
 * final state and the account's risk after. The client removes the ids from its open lists.
 */
export const leverClosedPushSchema = z.extend(leverRiskSchema, {
  ids: z.array(integer),
  data: z.array(leverPositionSchema),
});
export type LeverClosedPush = z.infer<typeof leverClosedPushSchema>;
