import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { signedDecimalString } from './market';
import { decimalString, integer } from './wire';
import { leverSideSchema, leverStatusSchema, leverPositionPageSchema } from './lever-positions';
import { pairRequest, page, optionalId } from './lever-request-fields';

// The caller's lever history and position tabs: lever/dealall and lever/my_trade (see lever.ts).

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
