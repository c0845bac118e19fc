import type { MarketDepthPush, TradeTick } from '@exchange/protocol';

/**
 * A synthetic push storm shaped like the server's: market_depth snapshots of 20 levels a side around
 * a drifting mid price, and match_trade ticks. Messages are prepared before the run so the figures
 * measure the views, not the generator.
 */
const LEVELS = 20;

function priceText(cents: number): string {
  const whole = Math.floor(cents / 10000);
  const fraction = String(cents % 10000).padStart(4, '0');
  return `${whole}.${fraction}`;
}

export function prepareDepthPushes(count: number, seed = 1): MarketDepthPush[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let mid = 300_000_000; // 30000.0000 in 1e-4 units
  const pushes: MarketDepthPush[] = [];
  for (let i = 0; i < count; i++) {
    mid += Math.round((random() - 0.5) * 20000);
    const bids: [string, string][] = [];
    const asks: [string, string][] = [];
    for (let level = 0; level < LEVELS; level++) {
      bids.push([priceText(mid - 5000 - level * 5000), (random() * 5).toFixed(4)]);
      asks.push([priceText(mid + 5000 + level * 5000), (random() * 5).toFixed(4)]);
    }
    pushes.push({
      symbol: 'BTC/USDT',
      legal_id: 1,
      currency_id: 2,
      seq: i + 1,
      last_price: priceText(mid),
      proportion: '0.52',
      token: 'btcusdt',
      yesterday: '29800',
      today: priceText(mid),
      bids,
      asks,
    });
  }
  return pushes;
}

export function prepareTrades(count: number): TradeTick[][] {
  return Array.from({ length: count }, (_, i) => [
    {
      ts: 1_700_000_000_000 + i * 10,
      direction: i % 3 === 0 ? 'sell' : 'buy',
      amount: `0.${String(1000 + (i % 9000)).padStart(4, '0')}`,
      price: priceText(300_000_000 + ((i * 7919) % 100000)),
    },
  ]);
}
