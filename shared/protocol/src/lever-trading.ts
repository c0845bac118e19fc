import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer, preprocess, wireId } from './wire';
import { leverSideSchema, leverPositionSchema } from './lever-positions';
import { leverDealSchema } from './lever-deal';
import { optionalId, optionalPrice, pairRequest } from './lever-request-fields';

// The contract page's calls: the pair snapshot, open, close, cancel, stops and batch close (see lever.ts).

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
