import { z } from 'zod';
import type { ServerContext } from '../../context';

/** Body of POST /operator/price: the pair by symbol ("BTC/USDT", "btcusdt") and the new price. */
export const priceBody = z.object({
  pair: z.string().trim().min(3).max(32),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,18}(\.\d{1,18})?$/),
});

/**
 * POST /operator/price {pair, price}: moves a pair's market price (tests and demos). The market
 * maker's fair price jumps there and one lot prints at exactly that price, so everything that reads
 * prices sees it at once: lever marks (stops, limit orders, liquidation), micro settlement, tickers,
 * bars and ctx.prices. The bots then quote and trade around the new price.
 */
export async function movePrice(ctx: ServerContext, body: unknown) {
  const parsed = priceBody.safeParse(body);
  if (!parsed.success) return { type: 'error', message: 'validation.invalid' } as const;
  const pair = ctx.markets.pairs.bySymbolText(parsed.data.pair);
  const live = pair && ctx.markets.market(pair.id);
  if (!pair || !live) return { type: 'error', message: 'operator.unknownPair' } as const;
  const ticks = pair.scale.price.toUnits(parsed.data.price);
  if (ticks === undefined || ticks <= 0 || !ctx.markets.movePrice(pair.id, ticks)) {
    return { type: 'error', message: 'operator.badPrice' } as const;
  }
  // One turn of every background job (as /operator/clock with 0 s), so that what the move set off
  // (lever stops and liquidations, queued behind the lever refresh job) is done when this answers.
  await ctx.clock.advance(0);
  return {
    type: 'ok',
    message: { symbol: pair.symbol, price: pair.scale.price.fromUnits(live.lastPrice) },
  } as const;
}
