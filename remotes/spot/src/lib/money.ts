/**
 * The one door of this remote to decimal money (DESIGN.md "Money"): every amount, price and total is
 * computed with these helpers, never with float arithmetic (eslint forbids parseFloat here).
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
  type DecimalInput,
} from '@exchange/sdk/src/money/money';
export { precisions, type PrecisionKey } from '@exchange/sdk/src/money/precision';
