import { format, HOME_CNY_RATE, isDecimal, isNegative, isPositive, mul } from '@exchange/sdk';

/**
 * Display rules of spec §9 for the board: price 4, change 2, volume 0, CNY at the home rate (the sdk's
 * table also gives a micro-cap price its longer precision instead of 0.0000).
 */
export const formatPrice = (value: string): string => format(value, 'price');

export const formatVolume = (value: string): string => format(value, 'volume', { group: true });

export type Trend = 'up' | 'down' | 'flat';

export const trendOf = (change: string): Trend =>
  !isDecimal(change) ? 'flat' : isPositive(change) ? 'up' : isNegative(change) ? 'down' : 'flat';

/** "+1.25%" / "-0.40%" / "0.00%"; '--' when unknown. */
export function formatChange(change: string): string {
  if (!isDecimal(change)) return '--';
  const text = format(change, 'change');
  return `${trendOf(change) === 'up' ? '+' : ''}${text}%`;
}

/** Value in CNY of one unit at `price` (spec §9: a hard-coded 6.9641 on home). */
export function formatCny(price: string, rate: string = HOME_CNY_RATE): string {
  if (!isDecimal(price) || !isDecimal(rate)) return '--';
  return `¥${format(mul(price, rate), 'fiat', { group: true })}`;
}
