export * from './types';
export { OrderBook, type BookSnapshot } from './order-book';
export { Scale, PairScale, formatScaled } from './scale';
