import type { Topic } from '@exchange/protocol';

/** One key per topic, whatever the property order or pair spelling. */
export function topicKey(topic: Topic): string {
  if (!('pair' in topic)) return topic.channel;
  const pair = normalizePair(topic.pair);
  return topic.channel === 'kline' ? `kline:${pair}:${topic.period}` : `${topic.channel}:${pair}`;
}

/** `BTC/USDT`, `btc_usdt`, `btcusdt` -> `BTCUSDT`: how pushes and topics are matched. */
export const normalizePair = (pair: string): string => pair.replace(/[^a-z0-9]/gi, '').toUpperCase();

/** Topics in batches the server accepts (at most 50 per subscribe message). */
export function batches<T>(items: readonly T[], size = 50): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}
