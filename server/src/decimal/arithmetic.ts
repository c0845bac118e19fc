import { formatScaled, parseDecimal, type Decimal } from '../../engine';

/** Exact decimal products for fees and locks: BigInt on the digits, never floats. */
function parse(text: string): Decimal {
  const decimal = parseDecimal(text);
  if (!decimal) throw new Error(`not an unsigned decimal: ${text}`);
  return decimal;
}

/** Fits numeric(36, 18): at most 18 fraction digits, rounded down (toward the trader). */
export const MAX_SCALE = 18;

function truncate(value: Decimal, scale: number): Decimal {
  if (value.scale <= scale) return value;
  return { digits: value.digits / 10n ** BigInt(value.scale - scale), scale };
}

/** a * b, rounded down to `scale` fraction digits. */
export function multiplyDown(a: string, b: string, scale = MAX_SCALE): string {
  const x = parse(a);
  const y = parse(b);
  const product = truncate({ digits: x.digits * y.digits, scale: x.scale + y.scale }, scale);
  return formatScaled(product.digits, product.scale);
}

/** value * (100 + percent) / 100, rounded up to `scale` fraction digits (a lock with headroom). */
export function addPercentUp(value: string, percent: number, scale = MAX_SCALE): string {
  const x = parse(value);
  const target = Math.max(x.scale, Math.min(scale, x.scale + 2));
  const widened = x.digits * 10n ** BigInt(target - x.scale) * BigInt(100 + percent);
  const digits = (widened + 99n) / 100n;
  return formatScaled(digits, target);
}

export const isZero = (text: string): boolean => /^0(\.0*)?$/.test(text.trim());

export const negate = (text: string): string => (isZero(text) ? '0' : `-${text}`);
