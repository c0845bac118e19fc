import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, integer, preprocess, wireId } from './wire';

/*
 * Price alerts (issue 26 item 4; not in the spec, additive): a user asks to be told when a pair's last
 * trade price reaches a level, above or below. The server checks every trade of the pair (at the
 * engine owning it), fires an alert once (state `fired`, `fired_at`, `fired_price`) and pushes it to
 * the owner's sockets as `price_alert`. Times are Unix epoch MILLISECONDS of the server's clock;
 * prices are decimal strings in the pair's quote currency; failure messages are `server` keys.
 */

/** Most alerts a user may have waiting (state `active`) at once (`alerts.tooMany`). */
export const ALERTS_ACTIVE_MAX = 20;
/** Decimal places an alert's price may have (`alerts.tooPrecise`). */
export const ALERT_PRICE_DECIMALS = 8;
export const ALERTS_PAGE_SIZE = 20;

/** `above`: fires on a trade at or above `price`; `below`: at or below. */
export const alertDirectionSchema = z.enum(['above', 'below'], { error: 'alerts.badDirection' });
export type AlertDirection = z.infer<typeof alertDirectionSchema>;

/** `active` waits for its price; `fired` (once, for good) and `cancelled` (by the owner) are final. */
export const alertStateSchema = z.enum(['active', 'fired', 'cancelled']);
export type AlertState = z.infer<typeof alertStateSchema>;

export const priceAlertSchema = z.object({
  id: integer,
  /** "BTC/USDT". */
  symbol: z.string(),
  legal_id: integer,
  currency_id: integer,
  direction: alertDirectionSchema,
  price: decimalString,
  state: alertStateSchema,
  created_at: integer,
  /** When it fired (state `fired`), else null. */
  fired_at: z.nullable(integer),
  /** The trade price that fired it (state `fired`), else null. */
  fired_price: z.nullable(decimalString),
  /** When its owner cancelled it (state `cancelled`), else null. */
  cancelled_at: z.nullable(integer),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** `price_alert` (socket, to the owner's user room): the alert as it fired (state `fired`). */
export const priceAlertPushSchema = priceAlertSchema;
export const PRICE_ALERT_EVENT = 'price_alert';

/** A positive decimal price, at most 18 integer digits and ALERT_PRICE_DECIMALS decimals. */
const alertPrice = preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: 'alerts.enterPrice' }).check(
    z.trim(),
    z.maxLength(60, 'alerts.enterPrice'),
    z.regex(/^\d+(\.\d+)?$/, 'alerts.enterPrice'),
    z.refine((v) => /[1-9]/.test(v), 'alerts.enterPrice'),
    z.refine((v) => (v.split('.')[0] ?? '').replace(/^0+/, '').length <= 18, 'alerts.enterPrice'),
    z.refine((v) => (v.split('.')[1] ?? '').length <= ALERT_PRICE_DECIMALS, 'alerts.tooPrecise'),
  ),
);

/**
 * alerts/add: a new alert on the pair (`legal_id`, `currency_id`, as coin/trade). The price must be
 * on the far side of the pair's last price (an `above` alert above it, a `below` alert below it).
 * Answers the alert (state `active`). Failure keys: alerts.enterPrice (missing, zero, malformed),
 * alerts.tooPrecise, alerts.badDirection, alerts.pairUnknown (no such pair, or no spot
 * trading on it), alerts.alreadyAbove / alerts.alreadyBelow {price} (the last price is already at or
 * past the level), alerts.tooMany {max} (ALERTS_ACTIVE_MAX waiting).
 */
export const alertsAdd = defineEndpoint({
  methods: ['POST'],
  path: '/api/alerts/add',
  auth: true,
  request: z.object({
    legal_id: wireId,
    currency_id: wireId,
    direction: preprocess((v) => (v === undefined ? '' : v), alertDirectionSchema),
    price: alertPrice,
  }),
  response: priceAlertSchema,
});

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const limit = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), ALERTS_PAGE_SIZE);
const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(wireId));

/**
 * alerts/list: the caller's alerts, newest first, `limit` a page. Optional filters: `state`; one pair
 * (`legal_id` and `currency_id` together, the deal centre's list).
 */
export const alertsList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/alerts/list',
  auth: true,
  request: z.object({
    page,
    limit,
    state: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(alertStateSchema)),
    legal_id: optionalId,
    currency_id: optionalId,
  }),
  response: z.object({
    list: z.array(priceAlertSchema),
    page: integer,
    limit: integer,
    total: integer,
  }),
});

/**
 * alerts/cancel: cancel one of the caller's waiting alerts; answers it (state `cancelled`). Failure
 * keys: alerts.notFound (unknown, or another user's), alerts.alreadyFired, alerts.alreadyCancelled.
 */
export const alertsCancel = defineEndpoint({
  methods: ['POST'],
  path: '/api/alerts/cancel',
  auth: true,
  request: z.object({ id: wireId }),
  response: priceAlertSchema,
});

export const alertsApi = { alertsAdd, alertsList, alertsCancel } as const;
