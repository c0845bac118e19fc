import * as z from 'zod/mini';
import { defineEndpoint, type Endpoint } from './endpoint';
import { decimalString, integer, preprocess, wireId } from './wire';

/*
 * Market data: spec §3 (quotation group/row, deal info, kline bar, pushes) and §7 "Market data" /
 * "Realtime socket". Money is always a decimal string; ids are numbers; flags are 0 | 1.
 * Times: `time` of bars and pushes and `ts` of trades are Unix epoch MILLISECONDS.
 */

/** A decimal that may be negative, e.g. a 24h change in percent: "-1.25". */
export const signedDecimalString = z
  .string()
  .check(z.trim(), z.maxLength(40), z.regex(/^-?\d+(\.\d+)?$/, 'invalid_decimal'));

const flag = z.union([z.literal(0), z.literal(1)]);

/** Chart resolutions of spec §9 (the time-share view uses `1min`). */
export const klinePeriods = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const;
export const klinePeriodSchema = z.enum(klinePeriods);
export type KlinePeriod = z.infer<typeof klinePeriodSchema>;

/** Category of a pair (§3 `category`); `category_text` carries the English label. */
export const PairCategory = { mainstream: 1, innovation: 2, defi: 3 } as const;

// ---------------------------------------------------------------- §3 entities

export const quotationRowSchema = z.object({
  /** The pair's own id: the `match_id` of the micro calls (micro.ts). Optional for older servers. */
  id: z.optional(integer),
  currency_id: integer,
  legal_id: integer,
  currency_name: z.string(),
  legal_name: z.string(),
  logo: z.string(),
  now_price: decimalString,
  /** 24h change in percent, 2 decimals, signed: "-1.25". */
  change: signedDecimalString,
  /** 24h volume in the base currency. */
  volume: decimalString,
  is_display: flag,
  category: integer,
  category_text: z.string(),
  open_coin_trade: flag,
  open_microtrade: flag,
  open_lever: flag,
  /** Base-currency amount one lever share stands for. */
  lever_share_num: decimalString,
  /** Lever trading fee in percent. */
  lever_trade_fee: decimalString,
  /** Lever spread in percent. */
  spread: decimalString,
  issue_num: decimalString,
  content: z.string(),
  sell_status: flag,
});
export type QuotationRow = z.infer<typeof quotationRowSchema>;

/**
 * A list whose items are read one by one: an item the schema cannot read is left out instead of
 * failing the whole answer. The one lenient reading of quotation rows, for every screen: a single
 * malformed pair never blanks a market board or a pair list (the rest of the answer stays typed).
 */
export function listOfReadable<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items): z.output<T>[] =>
      items.flatMap((raw) => {
        const read = item.safeParse(raw);
        return read.success ? [read.data as z.output<T>] : [];
      }),
    ),
  );
}

export const quotationGroupSchema = z.object({
  id: integer,
  /** The quote (legal) currency of the group, e.g. "USDT". */
  name: z.string(),
  /** The group's pairs; a row that cannot be read is left out (`listOfReadable`). */
  quotation: listOfReadable(quotationRowSchema),
  /** CNY per unit of the group's currency, decimal string. */
  fiat_convert_cny: decimalString,
  rmb_relation: decimalString,
});
export type QuotationGroup = z.infer<typeof quotationGroupSchema>;

/** A book level in `transaction/deal`: `in` are bids (buyers), `out` are asks (sellers). */
export const dealLevelSchema = z.object({ price: decimalString, number: decimalString });
export type DealLevel = z.infer<typeof dealLevelSchema>;

/** `way`: 1 the taker bought, 2 the taker sold (same codes as a spot order's `type`). */
export const completeEntrySchema = z.object({
  price: decimalString,
  number: decimalString,
  time: integer,
  way: z.union([z.literal(1), z.literal(2)]),
});
export type CompleteEntry = z.infer<typeof completeEntrySchema>;

export const dealInfoSchema = z.object({
  last_price: decimalString,
  /** Last price in CNY (fixed demo rate). */
  user_cny: decimalString,
  in: z.array(dealLevelSchema),
  out: z.array(dealLevelSchema),
  complete: z.array(completeEntrySchema),
  /** Book sequence number of this snapshot; compare with `market_depth.seq` (see below). */
  seq: integer.check(z.nonnegative()),
});
export type DealInfo = z.infer<typeof dealInfoSchema>;

export const klineBarSchema = z.object({
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  /** Bar start, epoch ms. */
  time: integer,
});
export type KlineBar = z.infer<typeof klineBarSchema>;

export const currentMarketSchema = z.object({
  change: signedDecimalString,
  vol: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
});
export type CurrentMarket = z.infer<typeof currentMarketSchema>;

export const currencyDetailSchema = z.object({ name: z.string(), desc: z.string() });
export type CurrencyDetail = z.infer<typeof currencyDetailSchema>;

// ---------------------------------------------------------------- calls

const empty = z.looseObject({});

/**
 * A call whose body is NOT the `{type, message}` envelope (currency/new_timeshar answers
 * `{code, data}` as the chart library expects). `response` describes the whole body.
 */
export type RawEndpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> = Endpoint<Req, Res> & { envelope: false };

/** `code` 1 with bars (oldest first); any other code means "no data" for that request. */
export const TimeshareCode = { ok: 1, unknownSymbol: 0, badRequest: -1 } as const;
export const timeshareBodySchema = z.object({
  code: integer,
  data: z.array(klineBarSchema),
  /** Set when code is not 1: a message key (namespace `server`). */
  message: z.optional(z.string()),
});
export type TimeshareBody = z.infer<typeof timeshareBodySchema>;

/**
 * A pair symbol: "BTC/USDT", "btc/usdt", "BTC-USDT", "BTC_USDT" or "btcusdt" all name the same pair.
 * Max 32 characters.
 */
export const pairSymbolSchema = z.string().check(z.trim(), z.minLength(3), z.maxLength(32));

export const marketApi = {
  quotationNew: defineEndpoint({
    methods: ['GET', 'POST'],
    path: '/api/currency/quotation_new',
    auth: false,
    request: empty,
    response: z.array(quotationGroupSchema),
  }),
  quotation: defineEndpoint({
    methods: ['POST', 'GET'],
    path: '/api/quotation',
    auth: false,
    request: empty,
    /** Every displayed pair of every group, flattened. */
    response: z.object({ coin_list: listOfReadable(quotationRowSchema) }),
  }),
  deal: defineEndpoint({
    methods: ['POST'],
    path: '/api/transaction/deal',
    auth: false,
    request: z.object({ legal_id: wireId, currency_id: wireId }),
    response: dealInfoSchema,
  }),
  getCurrent: defineEndpoint({
    methods: ['POST'],
    path: '/api/market/get_current',
    auth: false,
    request: z.object({
      /** Base currency name, e.g. "BTC" (case-insensitive). */
      base_currency: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
      /** Quote currency name, e.g. "USDT". */
      quote_currency: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
      period: z._default(z.literal('1day'), '1day'),
    }),
    response: currentMarketSchema,
  }),
  newTimeshar: {
    methods: ['GET'],
    path: '/api/currency/new_timeshar',
    auth: false,
    envelope: false,
    request: z.object({
      /** Epoch seconds, inclusive. */
      from: z.coerce.number().check(z.int(), z.nonnegative()),
      /** Epoch seconds, exclusive. */
      to: z.coerce.number().check(z.int(), z.nonnegative()),
      symbol: pairSymbolSchema,
      period: klinePeriodSchema,
    }),
    response: timeshareBodySchema,
  } satisfies RawEndpoint,
  currencyDetail: defineEndpoint({
    methods: ['GET', 'POST'],
    path: '/api/currency/detail',
    auth: false,
    request: z.object({ id: wireId }),
    response: currencyDetailSchema,
  }),
} as const;

// ---------------------------------------------------------------- server -> client pushes

/** Socket event names of the market pushes (spec §7 "Realtime socket"). */
export const MarketEvent = {
  daymarket: 'daymarket',
  depth: 'market_depth',
  trade: 'match_trade',
  kline: 'kline',
  transaction: 'transaction',
} as const;

const levelTuple = z.tuple([decimalString, decimalString]);
/** [price, amount] lists; accepted also as a JSON string of that list (older servers sent strings). */
const levelList = preprocess((v) => (typeof v === 'string' ? safeJson(v) : v), z.array(levelTuple));
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `daymarket`: 24h ticker of one pair, to its `ticker` topic and the `board`, at most once a second per pair. */
export const daymarketPushSchema = z.object({
  symbol: z.string(),
  change: signedDecimalString,
  now_price: decimalString,
  volume: decimalString,
  high: decimalString,
  low: decimalString,
  currency_name: z.string(),
  legal_name: z.string(),
  legal_id: integer,
  currency_id: integer,
});
export type DaymarketPush = z.infer<typeof daymarketPushSchema>;

/**
 * `market_depth`: the top levels of one book (bids best first, asks best first), only to sockets
 * subscribed to the pair, coalesced to at most one push per pair per 100 ms.
 *
 * `seq` is the book's sequence number: it grows by one on every change of the book (add, fill,
 * cancel). A push always carries a full top-of-book snapshot, so a client may simply replace its
 * book; a client that also applies its own increments must re-fetch `transaction/deal` (which
 * carries the same `seq`) when it sees a push whose seq is lower than what it holds (a server
 * restart resets it). Successive pushes for a pair never go down; an equal seq means an unchanged
 * book (e.g. the snapshot sent when another socket subscribes).
 */
export const marketDepthPushSchema = z.object({
  symbol: z.string(),
  legal_id: integer,
  currency_id: integer,
  seq: integer.check(z.nonnegative()),
  last_price: decimalString,
  /** 24h change in percent, signed. */
  proportion: signedDecimalString,
  /** The pair's symbol in lower case without separator, e.g. "btcusdt". */
  token: z.string(),
  /** Price 24 hours ago. */
  yesterday: decimalString,
  /** Last price now. */
  today: decimalString,
  bids: levelList,
  asks: levelList,
});
export type MarketDepthPush = z.infer<typeof marketDepthPushSchema>;

export const tradeTickSchema = z.object({
  ts: integer,
  direction: z.enum(['buy', 'sell']),
  amount: decimalString,
  price: decimalString,
});
export type TradeTick = z.infer<typeof tradeTickSchema>;

/**
 * `match_trade`: one pair's trades of the last 100 ms, oldest first, to its `trades` topic and
 * `latest_trades`. `type` is always "match_trade".
 */
export const matchTradePushSchema = z.object({
  type: z.literal('match_trade'),
  data: z.array(tradeTickSchema).check(z.minLength(1)),
  symbol: z.string(),
  currency_id: integer,
  legal_id: integer,
});
export type MatchTradePush = z.infer<typeof matchTradePushSchema>;

/** `kline`: the bar being built, to sockets subscribed to the pair and period. */
export const klinePushSchema = z.extend(klineBarSchema, {
  symbol: z.string(),
  period: klinePeriodSchema,
});
export type KlinePush = z.infer<typeof klinePushSchema>;

/**
 * `transaction`: the fills of one pair since the previous push (newest first) with the 24h figures,
 * to the pair's `trades` topic, at most once a second per pair (feeds the deal page's "complete" list).
 */
export const transactionPushSchema = z.object({
  symbol: z.string(),
  legal_id: integer,
  currency_id: integer,
  last_price: decimalString,
  complete: z.array(completeEntrySchema),
  change: signedDecimalString,
  volume: decimalString,
  high: decimalString,
  low: decimalString,
});
export type TransactionPush = z.infer<typeof transactionPushSchema>;

export const marketPushSchemas = {
  daymarket: daymarketPushSchema,
  market_depth: marketDepthPushSchema,
  match_trade: matchTradePushSchema,
  kline: klinePushSchema,
  transaction: transactionPushSchema,
} as const;
