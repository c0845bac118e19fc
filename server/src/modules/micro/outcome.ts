import type { MicroDirection, MicroResult } from '@exchange/protocol';
import { add, compare, divideDown, multiplyDown, negate, percentUp, sub } from '../../money';

/**
 * The arithmetic of seconds trading (pure; protocol micro.ts states the rules for the client):
 * the fee is charged when the order is accepted; at expiry up wins when the end price is above the
 * open price, down when below, an equal price is a draw that returns the stake.
 */

/** Fee of a stake: number x fee percent / 100, rounded up to 18 decimals (the house never loses a unit). */
export const microFee = (number: string, feePercent: string): string => percentUp(number, feePercent);

/** What a won stake earns on top of itself: number x ratio / 100, cut down to 18 decimals. */
export const microProfit = (number: string, profitRatio: string): string =>
  divideDown(multiplyDown(number, profitRatio), '100');

export function microResult(type: MicroDirection, openPrice: string, endPrice: string): MicroResult {
  const move = compare(endPrice, openPrice);
  if (move === 0) return 0;
  return (type === 1) === move > 0 ? 1 : -1;
}

export interface MicroOutcome {
  result: MicroResult;
  /** Signed change of the micro balance since before the submit (fee included). */
  factProfits: string;
  /** What goes back from the locked stake to the free micro balance: stake + profit, stake, or 0. */
  payout: string;
  /** The house's side: the profit it pays (negative) or the stake it keeps (positive); 0 on a draw. */
  house: string;
}

export interface SettledStake {
  type: MicroDirection;
  number: string;
  fee: string;
  profitRatio: string;
  openPrice: string;
  endPrice: string;
}

export function settleStake(stake: SettledStake): MicroOutcome {
  const result = microResult(stake.type, stake.openPrice, stake.endPrice);
  if (result === 1) {
    const profit = microProfit(stake.number, stake.profitRatio);
    return {
      result,
      factProfits: sub(profit, stake.fee),
      payout: add(stake.number, profit),
      house: negate(profit),
    };
  }
  if (result === -1) {
    return { result, factProfits: negate(add(stake.number, stake.fee)), payout: '0', house: stake.number };
  }
  return { result, factProfits: negate(stake.fee), payout: stake.number, house: '0' };
}
