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

export * from './lever-positions';
export * from './lever-deal';
export * from './lever-trading';
export * from './lever-history';
export * from './lever-pushes';

import {
  leverBatchClose,
  leverCancel,
  leverClose,
  leverDealCall,
  leverSetStop,
  leverSubmit,
} from './lever-trading';
import { leverDealAll, leverMyTrade } from './lever-history';

/** Every lever call, by its short name. */
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
