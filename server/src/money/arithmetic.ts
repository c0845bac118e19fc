import { formatScaled, toDecimal, type Decimal } from './text';

/**
 * Exact arithmetic on decimal strings (signed), BigInt on the digits. Results are canonical text.
 * Balances are numeric(36, 18): products and quotients are cut to 18 fraction digits by default.
 */
export const MAX_SCALE = 18;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Both values as digits at one common scale. */
function aligned(a: string, b: string): { x: bigint; y: bigint; scale: number } {
  const p = toDecimal(a);
  const q = toDecimal(b);
  const scale = Math.max(p.scale, q.scale);
  return { x: p.digits * pow10(scale - p.scale), y: q.digits * pow10(scale - q.scale), scale };
}

/** Cuts `value` to `scale` fraction digits, toward zero. */
function truncate(value: Decimal, scale: number): Decimal {
  if (value.scale <= scale) return value;
  return { digits: value.digits / pow10(value.scale - scale), scale };
}

/** Integer division rounding toward +infinity (d > 0). */
const ceilDiv = (n: bigint, d: bigint): bigint => (n >= 0n ? (n + d - 1n) / d : n / d);

export function add(a: string, b: string): string {
  const { x, y, scale } = aligned(a, b);
  return formatScaled(x + y, scale);
}

export function sub(a: string, b: string): string {
  const { x, y, scale } = aligned(a, b);
  return formatScaled(x - y, scale);
}

export function compare(a: string, b: string): -1 | 0 | 1 {
  const { x, y } = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (text: string): boolean => toDecimal(text).digits === 0n;
export const isPositive = (text: string): boolean => toDecimal(text).digits > 0n;
export const isNegative = (text: string): boolean => toDecimal(text).digits < 0n;

export function negate(text: string): string {
  const d = toDecimal(text);
  return formatScaled(-d.digits, d.scale);
}

/** a * b, cut toward zero to `scale` fraction digits (a fee never rounds against the trader). */
export function multiplyDown(a: string, b: string, scale = MAX_SCALE): string {
  const x = toDecimal(a);
  const y = toDecimal(b);
  const product = truncate({ digits: x.digits * y.digits, scale: x.scale + y.scale }, scale);
  return formatScaled(product.digits, product.scale);
}

/** a / b, cut toward zero to `scale` fraction digits; b must not be zero. */
export function divideDown(a: string, b: string, scale = MAX_SCALE): string {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (y.digits === 0n) throw new Error('division by zero');
  // a/b = (x.digits / y.digits) * 10^(y.scale - x.scale); widen the numerator to land on `scale`.
  const shift = scale + y.scale - x.scale;
  const quotient = shift >= 0 ? (x.digits * pow10(shift)) / y.digits : x.digits / (y.digits * pow10(-shift));
  return formatScaled(quotient, scale);
}

/** value * percent / 100, rounded up (toward +infinity) to `scale` fraction digits, e.g. a fee. */
export function percentUp(value: string, percent: string, scale = MAX_SCALE): string {
  const x = toDecimal(value);
  const p = toDecimal(percent);
  // exact = x.digits * p.digits / 10^(x.scale + p.scale) / 100, expressed at `scale`.
  const exactScale = x.scale + p.scale + 2;
  const product = x.digits * p.digits;
  const digits =
    exactScale > scale ? ceilDiv(product, pow10(exactScale - scale)) : product * pow10(scale - exactScale);
  return formatScaled(digits, scale);
}

/** value * (100 + percent) / 100, rounded up to `scale` fraction digits (a lock with headroom). */
export function addPercentUp(value: string, percent: number, scale = MAX_SCALE): string {
  const x = toDecimal(value);
  const target = Math.max(x.scale, Math.min(scale, x.scale + 2));
  const widened = x.digits * pow10(target - x.scale) * BigInt(100 + percent);
  return formatScaled(ceilDiv(widened, 100n), target);
}
