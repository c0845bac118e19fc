/**
 * The one door of this remote to decimal money (DESIGN.md "Money"): every amount, price and total is
 * computed with these @exchange/sdk helpers, never with float arithmetic (eslint forbids parseFloat
 * here, and lib/noFloatMoney.test.ts scans this remote for it).
 */
export {
  add,
  sub,
  mul,
  div,
  sum,
  cmp,
  isDecimal,
  isPositive,
  isZero,
  round,
  format,
  parseAmount,
  sanitizeAmountInput,
  precisions,
  type DecimalInput,
  type PrecisionKey,
} from '@exchange/sdk';
