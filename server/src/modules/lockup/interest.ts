import { compare, isPositive, multiplyDown, percentUp } from '../../money';

/**
 * Lock-up arithmetic, pure (spec §5: estimated income = amount x interest_rate / 100 x days).
 * interest_rate is a percentage PER DAY. Each full day since start accrues the daily interest,
 * amount x rate / 100 cut to 8 decimals (never more than promised); the cancel fee is
 * amount x cancel_rate / 100 rounded up to 8 decimals, and never more than the principal.
 */
export const DAY_MS = 86_400_000;
export const INTEREST_DECIMALS = 8;

/** amount x rate / 100, cut to 8 decimals. */
export const dailyInterest = (amount: string, ratePercent: string): string =>
  multiplyDown(multiplyDown(amount, ratePercent), '0.01', INTEREST_DECIMALS);

/** Full days elapsed between start and now, between 0 and the term. */
export function daysAccrued(startAt: number, now: number, termDays: number): number {
  if (now <= startAt) return 0;
  return Math.min(termDays, Math.floor((now - startAt) / DAY_MS));
}

/** Interest of `days` full days. */
export const interestFor = (amount: string, ratePercent: string, days: number): string =>
  multiplyDown(dailyInterest(amount, ratePercent), String(days));

/** The fee of cancelling: amount x cancel_rate / 100, rounded up to 8 decimals, capped at the amount. */
export function cancelFee(amount: string, cancelRatePercent: string): string {
  if (!isPositive(cancelRatePercent)) return '0';
  const fee = percentUp(amount, cancelRatePercent, INTEREST_DECIMALS);
  return compare(fee, amount) > 0 ? amount : fee;
}

/** The end of a term: start + days. */
export const maturityOf = (startAt: number, termDays: number): number => startAt + termDays * DAY_MS;
