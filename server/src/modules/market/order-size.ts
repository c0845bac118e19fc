import { compare, multiplyDown, type PairScale } from '../../money';

/** Largest amount or price accepted: 12 integer digits. */
const MAX_INTEGER_DIGITS = 12;
/** Largest order total (price x amount): 18 integer digits, what the numeric(36, 18) balances hold. */
const MAX_TOTAL = '9'.repeat(18);

const tooManyDigits = (decimal: string) =>
  (decimal.split('.')[0] ?? '').replace(/^0+/, '').length > MAX_INTEGER_DIGITS;

/**
 * The failure key of an order too large to place, checked before the engine sees it (whose own
 * refusal of a size it cannot count in ticks and lots would read as a wrong number of decimals):
 * spot.priceTooLarge, spot.amountTooLarge, spot.totalTooLarge; undefined when the size is fine.
 * `price` is undefined for a market order.
 */
export function orderSizeError(
  scale: PairScale,
  price: string | undefined,
  amount: string,
): string | undefined {
  if (price !== undefined && tooManyDigits(price)) return 'spot.priceTooLarge';
  if (tooManyDigits(amount)) return 'spot.amountTooLarge';
  if (price !== undefined && compare(multiplyDown(price, amount, 0), MAX_TOTAL) > 0)
    return 'spot.totalTooLarge';
  if (scale.amount.floorUnits(amount) === undefined) return 'spot.amountTooLarge';
  if (price !== undefined && scale.price.floorUnits(price) === undefined) return 'spot.priceTooLarge';
  return undefined;
}
