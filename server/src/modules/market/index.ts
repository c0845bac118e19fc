/**
 * The market module's public entry: what other folders may import (README "Module boundaries").
 * The books and their engine (`MarketService`, `ctx.markets`), market data, and the spot order
 * path: intake, admission (locks, idempotency keys, trade password), cancel.
 */
import type { MarketService } from './service';
import type { PairPrices } from './pair-prices';

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
export type { PairMarket } from './pair-market';
export { keyedOrderId, pruneKeys, rememberKey, SPOT_KEY_MESSAGES } from './idempotency';
export { reserveFunds } from './reserve';
export { orderSizeError } from './order-size';
export { spotAdmission, type SpotOrderNote } from './spot-admission';

declare module '../../context' {
  /** The market module's services on the context (built in app.ts). */
  interface ServerContext {
    /** The exchange's books, market makers, bars and the spot order API (place, cancel). */
    markets: MarketService;
    /**
     * Last price of every pair, also of pairs another engine partition owns (lever marks, micro
     * settlement): read prices here rather than from `markets.market(id)`.
     */
    pairPrices: PairPrices;
  }
}
