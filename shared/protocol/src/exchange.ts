import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, emptyAsAbsent, integer, wireId } from './wire';
import { positiveAmount } from './wallet';

/*
 * Quick exchange: spec §2 Quick exchange, §3 Exchange, §5 Quick exchange, §7 "Quick exchange".
 * A swap between two currencies of the caller's currency (change) account at the live market
 * price, less a fee, in one ledger transaction.
 */

/** Spec §3 Exchange pay currency, plus the live quote to the target currency. */
export const payCurrencySchema = z.object({
  currency: integer,
  currency_name: z.string(),
  /** What the caller can pay: the amount input is capped here (MAX fills it, spec §5). */
  change_balance: decimalString,
  /** Units of the target currency one unit buys now, before the fee. */
  price: decimalString,
});
export type PayCurrency = z.infer<typeof payCurrencySchema>;

export const payCurrenciesSchema = z.object({
  to_currency: integer,
  to_currency_name: z.string(),
  /** Fee taken from what is received, as a fraction (0.002 = 0.2 %). */
  fee_rate: decimalString,
  /** Largest price move accepted between the quote and the fill, as a fraction (0.01 = 1 %). */
  tolerance: decimalString,
  list: z.array(payCurrencySchema),
});
export type PayCurrencies = z.infer<typeof payCurrenciesSchema>;

/** exchange/currencies: the '{currency} Pay' dropdown, every currency with a live price, to `exchange` (USDT by default). */
export const exchangeCurrencies = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/exchange/currencies',
  auth: true,
  request: z.object({ exchange: emptyAsAbsent(wireId) }),
  response: payCurrenciesSchema,
});

/** Spec §3 Exchange record, plus the price and fee it was filled at. */
export const exchangeRecordSchema = z.object({
  currency_name: z.string(),
  total_num: decimalString,
  to_currency_name: z.string(),
  get_total: decimalString,
  create_time: integer,
  // ---- extras ----
  id: integer,
  currency: integer,
  to_currency: integer,
  price: decimalString,
  fee: decimalString,
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

/**
 * exchange/fast: pays `num` of `currency` for `exchange` (USDT when absent) at the live price.
 * `price` is the quote the user saw (exchange/currencies): when the live price has moved past the
 * tolerance from it, nothing is filled (`exchange.priceMoved`). Send an `Idempotency-Key` header
 * (spot.ts IDEMPOTENCY_KEY_HEADER, a fresh key per intended exchange, the same on a retry): a repeated
 * key answers the first record instead of exchanging again. Failure keys: exchange.enterAmount,
 * amount.tooLarge, amount.tooPrecise, exchange.sameCurrency, exchange.noPrice, exchange.priceMoved,
 * exchange.tooSmall (nothing left after the fee), balance.insufficient, currency.notFound,
 * exchange.badIdempotencyKey.
 */
export const exchangeFast = defineEndpoint({
  methods: ['POST'],
  path: '/api/exchange/fast',
  auth: true,
  request: z.object({
    num: positiveAmount('exchange.enterAmount'),
    currency: wireId,
    exchange: emptyAsAbsent(wireId),
    price: emptyAsAbsent(decimalString),
  }),
  response: exchangeRecordSchema,
});

/** exchange/list: the message is a JSON STRING of the caller's records, newest first (spec §7). */
export const exchangeList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/exchange/list',
  auth: true,
  request: z.object({}),
  response: z.string(),
});

export const exchangeRecordsSchema = z.array(exchangeRecordSchema);

/** Reads exchange/list's message into records (an empty list for anything unreadable). */
export function parseExchangeList(message: string): ExchangeRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return [];
  }
  const parsed = exchangeRecordsSchema.safeParse(json);
  return parsed.success ? parsed.data : [];
}

export const exchangeApi = { exchangeCurrencies, exchangeFast, exchangeList } as const;
