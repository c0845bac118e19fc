import * as z from 'zod/mini';
import { klinePeriodSchema, type KlinePeriod } from './market';

/**
 * The socket.io infrastructure of spec §7 "Realtime socket": what a client emits, and the names of
 * what the server pushes (payload schemas of market pushes live in market.ts).
 *
 * Client -> server events, each answered through the socket.io acknowledgement callback with an
 * envelope (`{type:'ok', message}` or `{type, message: key}`):
 *   login       {token}             binds the socket to its user (room `user:<id>`); type 999 if invalid
 *   subscribe   {topics: Topic[]}   joins the rooms of the topics (depth and klines of watched pairs)
 *   unsubscribe {topics: Topic[]}   leaves them
 * `daymarket`, `match_trade` and `transaction` go to every socket; `market_depth` and `kline` only to
 * the subscribers of their topic; user pushes (micro_closed, lever_trade, lever_closed, coin_order, coin_balance: every balance
 * change of the user, wallet_record: a deposit or withdrawal changed; see wallet.ts) to the user's room.
 */

/** A topic's pair in canonical form `BASE/QUOTE`, upper case, e.g. `BTC/USDT`. */
export const topicPairSchema = z
  .string()
  .check(z.trim(), z.maxLength(24), z.regex(/^[A-Z0-9]{1,10}\/[A-Z0-9]{1,10}$/));

export const topicSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('market_depth'), pair: topicPairSchema }),
  z.object({ channel: z.literal('kline'), pair: topicPairSchema, period: klinePeriodSchema }),
]);
export type Topic = z.infer<typeof topicSchema>;

const topicList = () => z.array(topicSchema).check(z.minLength(1), z.maxLength(50));

export const clientEvents = {
  login: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  subscribe: z.object({ topics: topicList() }),
  unsubscribe: z.object({ topics: topicList() }),
} as const;
export type ClientEventName = keyof typeof clientEvents;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]>;

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
] as const;
export type ServerEventName = (typeof serverEventNames)[number];

/** Room names, shared so the server and tests agree. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  depth: (pair: string) => `depth:${pair}`,
  kline: (pair: string, period: KlinePeriod) => `kline:${pair}:${period}`,
  ofTopic: (topic: Topic): string =>
    topic.channel === 'market_depth' ? rooms.depth(topic.pair) : rooms.kline(topic.pair, topic.period),
};
