import { marketApi, marketDepthPushSchema, quotationRowSchema } from './market';

const row = (over: Record<string, unknown> = {}) => ({
  currency_id: 2,
  legal_id: 1,
  currency_name: 'BTC',
  legal_name: 'USDT',
  logo: '',
  now_price: '65000.5',
  change: '-1.25',
  volume: '1200',
  is_display: 1,
  category: 1,
  category_text: 'Mainstream',
  open_coin_trade: 1,
  open_microtrade: 1,
  open_lever: 1,
  lever_share_num: '0.01',
  lever_trade_fee: '0.1',
  spread: '0',
  issue_num: '21000000',
  content: '',
  sell_status: 1,
  ...over,
});
const group = (quotation: unknown[]) => ({
  id: 1,
  name: 'USDT',
  quotation,
  fiat_convert_cny: '7.1',
  rmb_relation: '1',
});

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

  it('leaves out a quotation row it cannot read and keeps the rest of the board typed', () => {
    const answer = [
      group([row(), row({ currency_id: 3, now_price: 1.5 }), row({ currency_id: 4, currency_name: 'ETH' })]),
      group([null, 'text', row({ currency_id: 5, is_display: 'yes' })]),
    ];
    const parsed = marketApi.quotationNew.response.parse(answer);
    expect(parsed.map((g) => g.quotation.map((r) => r.currency_id))).toEqual([[2, 4], []]);
    expect(parsed[0]?.quotation[1]).toEqual(row({ currency_id: 4, currency_name: 'ETH' }));
  });

  it('still rejects a quotation answer whose groups are not lists of rows', () => {
    expect(marketApi.quotationNew.response.safeParse([group('rows' as unknown as unknown[])]).success).toBe(
      false,
    );
    expect(marketApi.quotationNew.response.safeParse({ quotation: [] }).success).toBe(false);
  });

  it('reads the flattened quotation list the same way', () => {
    const parsed = marketApi.quotation.response.parse({ coin_list: [row(), { currency_id: 'x' }] });
    expect(parsed.coin_list).toEqual([row()]);
  });

  it('rejects unknown chart periods', () => {
    const req = { from: '1', to: '2', symbol: 'BTC/USDT', period: '2min' };
    expect(marketApi.newTimeshar.request.safeParse(req).success).toBe(false);
    expect(marketApi.newTimeshar.request.safeParse({ ...req, period: '1week' }).success).toBe(true);
  });
});
