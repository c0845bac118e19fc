// @exchange/sdk: the browser runtime every app shares (DESIGN.md). One import path for all of it.
export * from './remote-contract';

export * from './money/money';
export * from './format/precision';
export * from './format/time';
export * from './format/intervals';

export * from './storage/keys';
export * from './storage/store';

export * from './http/api-client';
export * from './http/failure-routing';
export * from './http/failure-notice';
export * from './http/protocol-loader';

export * from './session/session';
export * from './session/pair';

export * from './realtime/bus';
export * from './realtime/backoff';
export * from './realtime/events';
export * from './realtime/socket-url';
/** The browser's socket under the bus; Node harnesses wrap it (e2e/harness socket-tap). */
export { socketIoFactory } from './realtime/socket-io';
export { normalizePair, topicKey } from './realtime/topics';

export * from './live/frame-scheduler';
export * from './live/frame-store';
export * from './live/operators';
export * from './live/live-store';
export * from './live/use-frame-store';
export * from './live/use-live-data';
export * from './live/order-book';
export * from './live/book-view';
export * from './react/context';
export * from './react/hooks';
export * from './react/idempotent-submit';
export * from './react/paged-list';
export * from './react/row-action';
export * from './live/shared-live';
export * from './live/channels';
export * from './live/board';
export * from './live/trades';
export * from './live/balances';
export * from './react/trade-password-prompt';

export * from './create-sdk';
