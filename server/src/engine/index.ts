export * from './types';
export { OrderBook, type BookSnapshot } from './order-book';
