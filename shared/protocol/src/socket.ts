import * as z from 'zod/mini';
import { klinePeriodSchema, type KlinePeriod } from './market';

/**
 * The socket.io infrastructure of spec §7 "Realtime socket": what a client emits, and the names of
 * what the server pushes (payload schemas of market pushes live in market.ts).
 *
 * Client -> server events, each answered through the socket.io acknowledgement callback with an
 * envelope (`{type:'ok', message}` or `{type, message: key}`):
 *   login       {token}             binds the socket to its user (room `user:<id>`); type 999 if invalid
 *   subscribe   {topics: Topic[]}   joins the rooms of the topics (0 to 50; an empty list joins none)
 *   unsubscribe {topics: Topic[]}   leaves them
 * A socket that never sends `subscribe` is a spec §7 client: it is in room `spec_client` (`rooms.specClient`)
 * from connect and receives every pair's market pushes below (klines of every period), at the same
 * coalesced rates. Its first `subscribe` takes it out of that room for good: from then on it receives
 * only its topics (an `unsubscribe` of everything leaves it with none).
 * Otherwise no market push goes to every socket: each goes only to the rooms of the topics that carry it
 * (`topicEvents`), once per socket even when the socket is in several of them:
 *   market_depth {pair}         room `depth:<pair>`           market_depth, at most once per 100 ms
 *   kline {pair, period}        room `kline:<pair>:<period>`  kline, the changed bar at most every 250 ms
 *   ticker {pair}               room `ticker:<pair>`          the pair's daymarket, at most once a second
 *   trades {pair}               room `trades:<pair>`          the pair's match_trade (its trades of the last
 *                                                             100 ms in one push) and transaction (1 s)
 *   board {}                    room `board`                  every pair's daymarket (the market boards)
 *   latest_trades {}            room `latest_trades`          every pair's match_trade (home's latest trades)
 * A push equal to the last one of its topic is not sent again; a new subscriber of depth, kline or
 * ticker gets the current state at once, alone. User pushes (micro_closed, lever_trade, lever_closed,
 * coin_order, coin_balance: every balance change of the user, wallet_record: a deposit or withdrawal
 * changed; see wallet.ts; ieo_result: the user's order of a drawn project, ieo.ts; lockup_order: a
 * lock-up order accrued, paid out, made or cancelled, lockup.ts; price_alert: one of the user's price
 * alerts fired, alerts.ts) go to the user's room; ieo_drawn (a
 * project's lottery drawn, ieo.ts) to every socket.
 */

/** A topic's pair in canonical form `BASE/QUOTE`, upper case, e.g. `BTC/USDT`. */
export const topicPairSchema = z
  .string()
  .check(z.trim(), z.maxLength(24), z.regex(/^[A-Z0-9]{1,10}\/[A-Z0-9]{1,10}$/));

export const topicSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('market_depth'), pair: topicPairSchema }),
  z.object({ channel: z.literal('kline'), pair: topicPairSchema, period: klinePeriodSchema }),
  z.object({ channel: z.literal('ticker'), pair: topicPairSchema }),
  z.object({ channel: z.literal('trades'), pair: topicPairSchema }),
  z.object({ channel: z.literal('board') }),
  z.object({ channel: z.literal('latest_trades') }),
]);
export type Topic = z.infer<typeof topicSchema>;
export type TopicChannel = Topic['channel'];
/** Topics of one pair (the others cover every pair). */
export type PairTopic = Extract<Topic, { pair: string }>;

const topicList = (least = 1) => z.array(topicSchema).check(z.minLength(least), z.maxLength(50));

export const clientEvents = {
  login: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  /** `{topics: []}` joins nothing and only says "topics only" (leaves `spec_client`): our client's first. */
  subscribe: z.object({ topics: topicList(0) }),
  unsubscribe: z.object({ topics: topicList() }),
} as const;
export type ClientEventName = keyof typeof clientEvents;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof clientEvents)[E]>;

export { serverEventNames, topicEvents, type ServerEventName, type TopicEventOf } from './socket-events';

/** Room names, shared so the server and tests agree. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  depth: (pair: string) => `depth:${pair}`,
  kline: (pair: string, period: KlinePeriod) => `kline:${pair}:${period}`,
  ticker: (pair: string) => `ticker:${pair}`,
  trades: (pair: string) => `trades:${pair}`,
  board: 'board',
  latestTrades: 'latest_trades',
  /**
   * A socket that has never sent `subscribe` (a client written from spec §7 alone: connect, login,
   * listen): joined on connect, left on the first `subscribe`. It gets every public market push of
   * every pair (daymarket, market_depth, match_trade, transaction, kline of every period), as the
   * spec's backend broadcast them; the client filters by `symbol` (and `period`).
   */
  specClient: 'spec_client',
  ofTopic: (topic: Topic): string => {
    switch (topic.channel) {
      case 'market_depth':
        return rooms.depth(topic.pair);
      case 'kline':
        return rooms.kline(topic.pair, topic.period);
      case 'ticker':
        return rooms.ticker(topic.pair);
      case 'trades':
        return rooms.trades(topic.pair);
      case 'board':
        return rooms.board;
      case 'latest_trades':
        return rooms.latestTrades;
    }
  },
};
