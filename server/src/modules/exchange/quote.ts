import { ApiError } from '../../errors';
import {
  compare,
  divideDown,
  isNegative,
  isPositive,
  multiplyDown,
  negate,
  percentUp,
  sub,
} from '../../money';

/** |a - b| / b, the relative move from b to a (b > 0). */
function relativeMove(a: string, b: string): string {
  const d = sub(a, b);
  return divideDown(isNegative(d) ? negate(d) : d, b);
}

/** Price precision of a quote: 18 places (a numeric(36, 18) column holds it exactly). */
const PRICE_DECIMALS = 18;
/** Amounts received are rounded down to 8 places (spec §9 wallet balances 8). */
const AMOUNT_DECIMALS = 8;

export interface Quote {
  /** Units of the target currency one unit of the paid currency buys, before the fee. */
  price: string;
  gross: string;
  fee: string;
  /** What arrives: gross - fee. */
  getTotal: string;
}

/** The cross price from both currencies' live USDT prices, or exchange.noPrice when either is unknown. */
export function crossPrice(payUsdtPrice: string, receiveUsdtPrice: string): string {
  if (!isPositive(payUsdtPrice) || !isPositive(receiveUsdtPrice)) throw new ApiError('exchange.noPrice');
  const price = divideDown(payUsdtPrice, receiveUsdtPrice, PRICE_DECIMALS);
  if (!isPositive(price)) throw new ApiError('exchange.noPrice');
  return price;
}

/**
 * Quick exchange of `amount` at the live USDT prices of both currencies: gross = amount x pay /
 * receive rounded down to 8 places (one rounding), the fee (a fraction of gross) rounded up, so the
 * house never pays out more than the live price gives. When the caller saw `quoted` (the cross
 * price), a live price that moved more than `tolerance` (a fraction) from it fills nothing.
 */
export function quote(input: {
  amount: string;
  payUsdtPrice: string;
  receiveUsdtPrice: string;
  feeRate: string;
  tolerance: string;
  quoted?: string;
}): Quote {
  const { amount, payUsdtPrice, receiveUsdtPrice, feeRate, tolerance, quoted } = input;
  const price = crossPrice(payUsdtPrice, receiveUsdtPrice);
  if (quoted !== undefined) {
    if (!isPositive(quoted) || compare(relativeMove(price, quoted), tolerance) > 0) {
      throw new ApiError('exchange.priceMoved');
    }
  }
  const gross = divideDown(multiplyDown(amount, payUsdtPrice), receiveUsdtPrice, AMOUNT_DECIMALS);
  const fee = percentUp(gross, multiplyDown(feeRate, '100'), AMOUNT_DECIMALS);
  const getTotal = sub(gross, fee);
  if (!isPositive(getTotal)) throw new ApiError('exchange.tooSmall');
  return { price, gross, fee, getTotal };
}
