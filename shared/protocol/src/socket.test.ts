import { clientEvents, rooms, topicEvents, topicSchema, type Topic } from './socket';

describe('socket topics', () => {
  it('accepts every channel and names one room per topic', () => {
    const topics: Topic[] = [
      { channel: 'market_depth', pair: 'BTC/USDT' },
      { channel: 'kline', pair: 'BTC/USDT', period: '1min' },
      { channel: 'ticker', pair: 'ETH/USDT' },
      { channel: 'trades', pair: 'ETH/USDT' },
      { channel: 'board' },
      { channel: 'latest_trades' },
    ];
    const parsed = clientEvents.subscribe.parse({ topics });
    expect(parsed.topics.map(rooms.ofTopic)).toEqual([
      'depth:BTC/USDT',
      'kline:BTC/USDT:1min',
      'ticker:ETH/USDT',
      'trades:ETH/USDT',
      'board',
      'latest_trades',
    ]);
  });

  it('refuses a pair topic without a canonical pair, and unknown channels', () => {
    for (const topic of [
      { channel: 'ticker' },
      { channel: 'trades', pair: 'eth_usdt' },
      { channel: 'trades', pair: 'ETH/USDT/X' },
      { channel: 'everything' },
      { channel: 'board', pair: 42, extra: { deep: true } },
    ]) {
      const accepted = topicSchema.safeParse(topic);
      if (topic.channel === 'board') expect(accepted.data).toEqual({ channel: 'board' });
      else expect(accepted.success).toBe(false);
    }
  });

  it('says which pushes each channel carries, the market pushes none left out', () => {
    expect(topicEvents.trades).toEqual(['match_trade', 'transaction']);
    expect(topicEvents.board).toEqual(['daymarket']);
    const carried = new Set(Object.values(topicEvents).flat());
    expect([...carried].sort()).toEqual(['daymarket', 'kline', 'market_depth', 'match_trade', 'transaction']);
  });

  it('limits a subscribe to 50 topics', () => {
    const topics = Array.from({ length: 51 }, () => ({ channel: 'board' }));
    expect(clientEvents.subscribe.safeParse({ topics }).success).toBe(false);
  });
});
