import type { PairScale } from '../../money';

/**
 * How many lots of a pair are worth `quote` units of the quote currency at `ticks` (rounded, at
 * least 1): integer arithmetic on the pair's grid, for sizing simulated orders and volumes.
 */
export function lotsForQuote(scale: PairScale, ticks: number, quote: bigint): number {
  // value of one (tick x lot) = digits / 10^scale; lots = quote / (ticks * that)
  const unit = scale.notionalDigits(1, 1);
  const lots = (quote * 10n ** BigInt(scale.notionalScale)) / (unit * BigInt(Math.max(1, ticks)));
  const n = Number(lots);
  return n < 1 ? 1 : Math.min(n, Number.MAX_SAFE_INTEGER);
}
