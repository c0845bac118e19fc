/**
 * Decimal strings, the server's only form of money: parsed into BigInt digits and a scale, never a
 * float. `canonicalDecimal` makes Postgres `numeric::text` ("100.400000000000000000") canonical ("100.4").
 */
export interface Decimal {
  /** value = digits / 10^scale (digits carries the sign) */
  digits: bigint;
  scale: number;
}

const UNSIGNED = /^(\d+)(?:\.(\d+))?$/;
const SIGNED = /^([-+]?)(\d+)(?:\.(\d*))?$/;

/** Digits and scale of an unsigned decimal string ("12.5"), or undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const m = UNSIGNED.exec(text.trim());
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  return { digits: BigInt(m[1]! + fraction), scale: fraction.length };
}

/** Digits and scale of a decimal string that may carry a sign ("-0.10"), or undefined. */
export function parseSigned(text: string): Decimal | undefined {
  const m = SIGNED.exec(text.trim());
  if (!m) return undefined;
  const fraction = m[3] ?? '';
  const digits = BigInt(m[2]! + fraction);
  return { digits: m[1] === '-' ? -digits : digits, scale: fraction.length };
}

/** Like parseSigned, but a string that is not a decimal is a programming error: it throws. */
export function toDecimal(text: string): Decimal {
  const decimal = parseSigned(text);
  if (!decimal) throw new Error(`not a decimal: ${text}`);
  return decimal;
}

/** Canonical decimal text of digits / 10^scale: no exponent, no trailing fraction zeros. */
export function formatScaled(digits: bigint, scale: number): string {
  const negative = digits < 0n;
  const abs = negative ? -digits : digits;
  let text = abs.toString();
  if (scale > 0) {
    text = text.padStart(scale + 1, '0');
    const int = text.slice(0, text.length - scale);
    const frac = text.slice(text.length - scale).replace(/0+$/, '');
    text = frac ? `${int}.${frac}` : int;
  }
  return negative && text !== '0' ? `-${text}` : text;
}

/** "100.400000000000000000" -> "100.4", "-0.0" -> "0"; throws on anything that is not a decimal. */
export function canonicalDecimal(value: string): string {
  const decimal = toDecimal(value);
  return formatScaled(decimal.digits, decimal.scale);
}
