import type { Redis } from 'ioredis';
import type { ServerContext } from '../context';

/** How often an engine owner shares what other nodes read from memory. */
const SHARE_MS = 1000;
/** After a trade, the last prices are shared again within this delay (lever marks on the primary). */
const TRADE_SHARE_MS = 100;

/** What other nodes read from memory but only the engine owning the pairs keeps live. */
export interface EngineState {
  /** How far the operator has advanced the engine's clock (`/operator/clock`, on the primary). */
  offsetMs: number;
  /** USDT price of each currency whose USDT pair this partition trades (wallet valuations, IEO, lock-up). */
  prices: Array<[number, string]>;
  /** Last price (ticks) of each pair this partition trades (lever and micro on the primary). */
  last?: Array<[number, number]>;
}

/**
 * An engine's side: publishes its partition's state every second, soon after each trade and after
 * every clock advance.
 */
export function shareEngineState(ctx: ServerContext, redis: Redis, channel: string): () => void {
  const currencies = [...new Set(ctx.markets.pairs.all.map((pair) => pair.currencyId))];
  const publish = async () => {
    const prices: Array<[number, string]> = [];
    for (const id of currencies) {
      const price = ctx.markets.usdtPrice(id);
      if (price !== undefined) prices.push([id, price]);
    }
    const last = ctx.markets.liveMarkets.map((m): [number, number] => [m.pair.id, m.lastPrice]);
    const state: EngineState = { offsetMs: ctx.clock.offsetMs, prices, last };
    await redis.publish(channel, JSON.stringify(state)).catch(() => undefined);
  };
  const timer = setInterval(() => void publish(), SHARE_MS);
  timer.unref();
  let soon: NodeJS.Timeout | undefined;
  const stopTrades = ctx.markets.on('trade', () => {
    soon ??= setTimeout(() => {
      soon = undefined;
      void publish();
    }, TRADE_SHARE_MS);
  });
  const stopListening = ctx.clock.onAdvance(publish);
  return () => {
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    stopTrades();
    stopListening();
  };
}

/**
 * The side of every other node: an API node, or an engine of another partition. Prices of a
 * currency come from this node's own book when it has one (`local`), else from the last state of
 * the partition owning it (the seed prices until the first one); pairs' last prices feed
 * `ctx.pairPrices`; the clock follows the furthest operator offset (it only moves forward).
 */
export class EngineStateMirror {
  private readonly prices = new Map<number, string>();

  constructor(
    private readonly ctx: ServerContext,
    local: (currencyId: number) => string | undefined = () => undefined,
  ) {
    ctx.prices.setSource((currencyId) => local(currencyId) ?? this.prices.get(currencyId));
  }

  receive(message: string): void {
    const state = JSON.parse(message) as EngineState;
    for (const [id, price] of state.prices) this.prices.set(id, price);
    for (const [pairId, ticks] of state.last ?? []) this.ctx.pairPrices.setRemote(pairId, ticks);
    const behind = state.offsetMs - this.ctx.clock.offsetMs;
    if (behind > 0) void this.ctx.clock.advance(behind);
  }
}
