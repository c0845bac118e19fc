import * as z from 'zod/mini';
import { signedDecimalString } from './market';
import { decimalString, integer } from './wire';

// Lever positions and the account's risk: the enums, the position row and its page (see lever.ts).

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
