export * from './types';
export { OrderBook, type BookSnapshot } from './order-book';
export { Scale, PairScale, formatScaled, parseDecimal, type Decimal } from './scale';
