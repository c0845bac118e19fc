import BigNumber from 'bignumber.js';
import { precisions, type Precision, type PrecisionKey, type Rounding } from '../format/precision';

/**
 * Decimal money helpers (DESIGN.md "Money"). Amounts and prices are decimal strings; every piece of
 * arithmetic in the UI goes through here so there is one decimal library and no float drift.
 * Results are canonical decimal strings: no exponent, no trailing fraction zeros.
 */

/** A private BigNumber constructor so no other package's global config can change ours. */
const Decimal = BigNumber.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 18 });

/** What the helpers accept: a decimal string (preferred) or a number from a legacy payload field. */
export type DecimalInput = string | number | BigNumber;

const roundingModes: Record<Rounding, BigNumber.RoundingMode> = {
  down: BigNumber.ROUND_DOWN,
  up: BigNumber.ROUND_UP,
  'half-up': BigNumber.ROUND_HALF_UP,
  'half-even': BigNumber.ROUND_HALF_EVEN,
};

const decimalText = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The decimal, or undefined for anything that is not a finite decimal (hex, NaN, text...). */
function tryDecimal(value: unknown): BigNumber | undefined {
  if (BigNumber.isBigNumber(value)) return value.isFinite() ? new Decimal(value) : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return decimalText.test(text) ? new Decimal(text) : undefined;
}

function toDecimal(value: DecimalInput): BigNumber {
  const decimal = tryDecimal(value);
  if (!decimal) throw new RangeError(`Not a finite decimal: ${String(value)}`);
  return decimal;
}

const canonical = (decimal: BigNumber): string => (decimal.isZero() ? '0' : decimal.toFixed());

/** True when `value` is a finite decimal the helpers can compute with. */
export const isDecimal = (value: unknown): value is DecimalInput => tryDecimal(value) !== undefined;

export const add = (a: DecimalInput, b: DecimalInput): string => canonical(toDecimal(a).plus(toDecimal(b)));
export const sub = (a: DecimalInput, b: DecimalInput): string => canonical(toDecimal(a).minus(toDecimal(b)));
export const mul = (a: DecimalInput, b: DecimalInput): string => canonical(toDecimal(a).times(toDecimal(b)));

/** Division keeps `decimals` places (18 by default), rounded down. Throws on a zero divisor. */
export function div(a: DecimalInput, b: DecimalInput, decimals = 18): string {
  const divisor = toDecimal(b);
  if (divisor.isZero()) throw new RangeError('Division by zero');
  return canonical(toDecimal(a).div(divisor).decimalPlaces(decimals, BigNumber.ROUND_DOWN));
}

export const sum = (values: readonly DecimalInput[]): string =>
  canonical(values.reduce<BigNumber>((total, value) => total.plus(toDecimal(value)), new Decimal(0)));

/** -1, 0 or 1, like a comparator. */
export const cmp = (a: DecimalInput, b: DecimalInput): -1 | 0 | 1 =>
  toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1;

export const isPositive = (value: DecimalInput): boolean => toDecimal(value).isGreaterThan(0);
export const isNegative = (value: DecimalInput): boolean => toDecimal(value).isLessThan(0);
export const isZero = (value: DecimalInput): boolean => toDecimal(value).isZero();
export const min = (a: DecimalInput, b: DecimalInput): string =>
  cmp(a, b) <= 0 ? canonical(toDecimal(a)) : canonical(toDecimal(b));
export const max = (a: DecimalInput, b: DecimalInput): string =>
  cmp(a, b) >= 0 ? canonical(toDecimal(a)) : canonical(toDecimal(b));

/** Rounds to `decimals` places and returns the canonical string (for values sent back to the server). */
export function round(value: DecimalInput, decimals: number, rounding: Rounding = 'down'): string {
  return canonical(toDecimal(value).decimalPlaces(decimals, roundingModes[rounding]));
}

export interface FormatOptions {
  rounding?: Rounding;
  /** Thousands separators (`1,234.5600`). */
  group?: boolean;
  /** Shown for a missing or non-numeric value. */
  placeholder?: string;
}

/**
 * Display text with a fixed number of decimals: `format('1.23456', 'price')` -> '1.2346'.
 * A missing or malformed value shows the placeholder ('--') instead of throwing in a render.
 */
export function format(
  value: DecimalInput | null | undefined,
  precision: PrecisionKey | number,
  options: FormatOptions = {},
): string {
  const placeholder = options.placeholder ?? '--';
  if (value === null || value === undefined || !isDecimal(value)) return placeholder;
  const precisionOf: Precision =
    typeof precision === 'number' ? { decimals: precision, rounding: 'half-up' } : precisions[precision];
  const mode = roundingModes[options.rounding ?? precisionOf.rounding];
  const decimal = toDecimal(value);
  const render = (decimals: number) =>
    options.group
      ? decimal.toFormat(decimals, mode, { decimalSeparator: '.', groupSeparator: ',', groupSize: 3 })
      : decimal.toFixed(decimals, mode);
  let text = render(precisionOf.decimals);
  if (precisionOf.longer !== undefined && !decimal.isZero() && !/[1-9]/.test(text)) {
    text = render(precisionOf.longer);
  }
  // Avoid showing "-0.00" when a tiny negative rounds to zero.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export interface ParseAmountOptions {
  /** Most fraction digits accepted; more is rejected rather than silently rounded. */
  decimals?: number;
  allowNegative?: boolean;
}

/**
 * Reads what a user typed into a canonical decimal string, or undefined when it is not a number.
 * Accepts surrounding spaces, a decimal comma (`1,5`), thousands separators when a point is also
 * present (`1,234.5`); rejects exponents, hex, several points, and a sign unless allowed.
 */
export function parseAmount(input: string, options: ParseAmountOptions = {}): string | undefined {
  let text = input.trim().replace(/[\s\u00a0]/g, '');
  if (text.includes(',') && text.includes('.')) text = text.replace(/,/g, '');
  else if (/^-?\d*,\d+$/.test(text)) text = text.replace(',', '.');
  const pattern = options.allowNegative ? /^-?(\d+\.?\d*|\.\d+)$/ : /^(\d+\.?\d*|\.\d+)$/;
  if (!pattern.test(text)) return undefined;
  const fraction = text.split('.')[1] ?? '';
  if (options.decimals !== undefined && fraction.length > options.decimals) return undefined;
  return canonical(new Decimal(text));
}

/**
 * Keeps a number field's text typeable while editing: digits and one point, at most `decimals`
 * fraction digits (`'12.3456'` with 2 -> `'12.34'`). It does not canonicalise (a trailing point stays).
 */
export function sanitizeAmountInput(text: string, decimals: number): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  const fraction = rest.join('').slice(0, decimals);
  return decimals === 0 ? whole : `${whole}.${fraction}`;
}
