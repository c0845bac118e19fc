/**
 * The server's one decimal module (`src/money`): money as decimal strings, exact BigInt arithmetic, and the
 * engine's integer ticks and lots (a pair's price tick and amount step). Never a float.
 */
export { canonicalDecimal, formatScaled, parseDecimal, parseSigned, toDecimal, type Decimal } from './text';
export {
  MAX_SCALE,
  add,
  addPercentUp,
  compare,
  divideDown,
  isNegative,
  isPositive,
  isZero,
  multiplyDown,
  negate,
  percentUp,
  sub,
} from './arithmetic';
export { PairScale, Scale } from './ticks';
