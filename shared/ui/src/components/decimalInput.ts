// Arabic-Indic (U+0660..) and Persian (U+06F0..) digits typed on arabic and fa keyboards.
const localDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
const toAsciiDigit = (ch: string) => String((ch.charCodeAt(0) & 0xf) % 10);

/**
 * Turns what the user typed into a plain decimal string, or null to reject the keystroke.
 * Text only, never a float: "0.1" stays "0.1", there is no exponent, and extra decimals are refused
 * rather than rounded, so what the user sees is exactly what is sent.
 */
export function sanitizeDecimalInput(raw: string, maxDecimals: number): string | null {
  const text = raw
    .replace(localDigits, toAsciiDigit)
    .replace(/[\u066b,，。]/g, '.') // Arabic decimal separator, comma, full-width marks
    .replace(/\s/g, '');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const [intPart = '', fraction] = text.split('.');
  if (fraction !== undefined && (maxDecimals <= 0 || fraction.length > maxDecimals)) return null;
  const integer = intPart.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '');
  return fraction === undefined ? integer : `${integer}.${fraction}`;
}
