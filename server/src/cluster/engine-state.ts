import type { Redis } from 'ioredis';
import type { ServerContext } from '../context';

/** How often the engine owner shares what API nodes read from memory. */
const SHARE_MS = 1000;

/** What an API node reads from memory but only the engine keeps live. */
export interface EngineState {
  /** How far the operator has advanced the engine's clock (`/operator/clock`). */
  offsetMs: number;
  /** USDT price of each currency with a live USDT pair (wallet valuations, IEO and lock-up views). */
  prices: Array<[number, string]>;
}

/** The engine's side: publishes its state every second and after every clock advance. */
export function shareEngineState(ctx: ServerContext, redis: Redis, channel: string): () => void {
  const currencies = [...new Set(ctx.markets.pairs.all.map((pair) => pair.currencyId))];
  const publish = async () => {
    const prices: Array<[number, string]> = [];
    for (const id of currencies) {
      const price = ctx.markets.usdtPrice(id);
      if (price !== undefined) prices.push([id, price]);
    }
    const state: EngineState = { offsetMs: ctx.clock.offsetMs, prices };
    await redis.publish(channel, JSON.stringify(state)).catch(() => undefined);
  };
  const timer = setInterval(() => void publish(), SHARE_MS);
  timer.unref();
  const stopListening = ctx.clock.onAdvance(publish);
  return () => {
    clearInterval(timer);
    stopListening();
  };
}

/**
 * An API node's side: its prices come from the engine's last state (the seed prices until the
 * first one), and its clock follows the engine's operator offset (it only moves forward).
 */
export class EngineStateMirror {
  private readonly prices = new Map<number, string>();

  constructor(private readonly ctx: ServerContext) {
    ctx.prices.setSource((currencyId) => this.prices.get(currencyId));
  }

  receive(message: string): void {
    const state = JSON.parse(message) as EngineState;
    for (const [id, price] of state.prices) this.prices.set(id, price);
    const behind = state.offsetMs - this.ctx.clock.offsetMs;
    if (behind > 0) void this.ctx.clock.advance(behind);
  }
}
