import { marketApi, marketDepthPushSchema, quotationRowSchema } from './market';

describe('market protocol', () => {
  it('reads deal ids from form strings and rejects non-positive ids', () => {
    expect(marketApi.deal.request.parse({ legal_id: '1', currency_id: '2' })).toEqual({
      legal_id: 1,
      currency_id: 2,
    });
    expect(marketApi.deal.request.safeParse({ legal_id: '0', currency_id: '2' }).success).toBe(false);
  });

  it('accepts depth levels as lists or as a JSON string of lists', () => {
    const base = {
      symbol: 'BTC/USDT',
      legal_id: 1,
      currency_id: 2,
      seq: 7,
      last_price: '100.5',
      proportion: '-1.20',
      token: 'btcusdt',
      yesterday: '101',
      today: '100.5',
      asks: [['101', '2']],
    };
    const parsed = marketDepthPushSchema.parse({ ...base, bids: '[["100","1.5"]]' });
    expect(parsed.bids).toEqual([['100', '1.5']]);
    expect(marketDepthPushSchema.safeParse({ ...base, bids: 'not json' }).success).toBe(false);
  });

  it('rejects a float price in a quotation row', () => {
    const row = { now_price: 1.5 };
    expect(quotationRowSchema.safeParse(row).success).toBe(false);
  });

  it('rejects unknown chart periods', () => {
    const req = { from: '1', to: '2', symbol: 'BTC/USDT', period: '2min' };
    expect(marketApi.newTimeshar.request.safeParse(req).success).toBe(false);
    expect(marketApi.newTimeshar.request.safeParse({ ...req, period: '1week' }).success).toBe(true);
  });
});
