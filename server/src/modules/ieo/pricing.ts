import { compare, multiplyDown, sub } from '../../money';

/**
 * IEO money, pure. Amounts carry at most 8 decimals (protocol) and prices few, so coins x price
 * is exact within the 18 fraction digits of the balances: no rounding ever favours a side.
 */

/** What `coins` cost at `price`: the lock of a subscription, the total_price of a placement. */
export const totalPrice = (coins: string, price: string): string => multiplyDown(coins, price);

/** What goes back to a type-1 subscriber at the draw: the lock less the placement's total_price. */
export function refundOf(locked: string, allottedPrice: string): string {
  if (compare(allottedPrice, locked) > 0) throw new Error('an allotment never costs more than its lock');
  return sub(locked, allottedPrice);
}
