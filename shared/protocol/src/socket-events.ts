import type { TopicChannel } from './socket';

// No zod here: the realtime bus reads these on the host's first-paint path (package.json
// `sideEffects: false` lets webpack take this module without socket.ts).

/** Every event the server may push. */
export const serverEventNames = [
  'daymarket',
  'market_depth',
  'match_trade',
  'kline',
  'transaction',
  'micro_closed',
  'lever_trade',
  'lever_closed',
  'coin_order',
  'coin_balance',
  'wallet_record',
  'ieo_drawn',
  'ieo_result',
  'lockup_order',
  'price_alert',
] as const;
export type ServerEventName = (typeof serverEventNames)[number];

/** The server events each topic carries. */
export const topicEvents = {
  market_depth: ['market_depth'],
  kline: ['kline'],
  ticker: ['daymarket'],
  trades: ['match_trade', 'transaction'],
  board: ['daymarket'],
  latest_trades: ['match_trade'],
} as const satisfies Record<TopicChannel, readonly ServerEventName[]>;
export type TopicEventOf<C extends TopicChannel> = (typeof topicEvents)[C][number];
