/**
 * The market module's public entry: what other folders may import (README "Module boundaries").
 * The books and their engine (`MarketService`, `ctx.markets`), market data, and the spot order
 * path: intake, admission (locks, idempotency keys, trade password), cancel.
 */
export { marketModule } from './routes';
export {
  MarketService,
  type IntakeMode,
  type MarketServiceOptions,
  type PlaceOrderHooks,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from './service';
export { marketOptionsFromEnv, type MarketModuleOptions } from './options';
export { loadPairs, normalizeSymbol, PairDirectory, type Pair } from './pairs';
export { createPairPrices, type PairPrices } from './pair-prices';
export { sendWithValidators, serialiseAnswer, type SerialisedAnswer } from './cached-answer';
export type { FillView, OrderChange, UserOrder } from './orders';
export { keyedOrderId, pruneKeys, rememberKey, SPOT_KEY_MESSAGES } from './idempotency';
export { reserveFunds } from './reserve';
export { orderSizeError } from './order-size';
export { spotAdmission, type SpotOrderNote } from './spot-admission';
