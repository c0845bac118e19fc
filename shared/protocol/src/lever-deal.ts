import * as z from 'zod/mini';
import { dealLevelSchema, signedDecimalString } from './market';
import { decimalString, integer } from './wire';
import { leverPositionSchema } from './lever-positions';

// The contract page's snapshot of one pair (lever/deal's answer; see lever.ts for the arithmetic).

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
