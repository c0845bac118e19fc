/**
 * Decimal strings as Postgres `numeric::text` gives them ("100.400000000000000000") made canonical
 * ("100.4"), by string manipulation only: money never passes through a float.
 */
export function canonicalDecimal(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, intPart = '0', fraction = ''] = match;
  const int = intPart.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return body === '0' ? '0' : `${sign}${body}`;
}
