export * from './types';
export { OrderBook, type BookSnapshot } from './order-book';
export {
  ConditionalBook,
  type ConditionalEffects,
  type ConditionalResult,
  type StopOrder,
  type StopRefusal,
} from './conditional-book';
