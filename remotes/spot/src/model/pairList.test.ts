import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { pairSymbol, quoteTabs, visiblePairs } from './pairList';

const row = (over: Partial<QuotationRow>): QuotationRow => ({
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  logo: '',
  now_price: '100',
  change: '1',
  volume: '1',
  is_display: 1,
  category: 1,
  category_text: 'Main',
  open_coin_trade: 1,
  open_microtrade: 0,
  open_lever: 0,
  lever_share_num: '1',
  lever_trade_fee: '0',
  spread: '0',
  issue_num: '0',
  content: '',
  sell_status: 1,
  ...over,
});

const groups: QuotationGroup[] = [
  {
    id: 3,
    name: 'USDT',
    fiat_convert_cny: '7',
    rmb_relation: '1',
    quotation: [
      row({}),
      row({ currency_id: 2, currency_name: 'ETH', category: 2 }),
      row({ currency_id: 4, currency_name: 'HIDE', is_display: 0 }),
      row({ currency_id: 5, currency_name: 'UNI', category: 3, open_coin_trade: 0 }),
    ],
  },
  {
    id: 1,
    name: 'BTC',
    fiat_convert_cny: '1',
    rmb_relation: '1',
    quotation: [row({ currency_name: 'ETH', legal_name: 'BTC' })],
  },
];

const names = (rows: QuotationRow[]) => rows.map((r) => r.currency_name);

describe('pair list (spec §5 Market search)', () => {
  it('has one quote tab per group', () => {
    expect(quoteTabs(groups)).toEqual(['USDT', 'BTC']);
  });

  it('shows displayed rows of the chosen quote on the all tab', () => {
    expect(names(visiblePairs(groups, { quote: 'USDT', area: 'all', search: '' }))).toEqual([
      'BTC',
      'ETH',
      'UNI',
    ]);
    expect(names(visiblePairs(groups, { quote: 'BTC', area: 'all', search: '' }))).toEqual(['ETH']);
  });

  it('needs open_coin_trade and the category on a category tab', () => {
    expect(names(visiblePairs(groups, { quote: 'USDT', area: 2, search: '' }))).toEqual(['ETH']);
    expect(names(visiblePairs(groups, { quote: 'USDT', area: 3, search: '' }))).toEqual([]);
  });

  it('uppercases the search and matches currency or legal name', () => {
    expect(names(visiblePairs(groups, { quote: 'USDT', area: 'all', search: ' et ' }))).toEqual(['ETH']);
    expect(names(visiblePairs(groups, { quote: 'USDT', area: 'all', search: 'usd' }))).toHaveLength(3);
  });

  it('falls back to the first group for an unknown quote', () => {
    expect(names(visiblePairs(groups, { quote: 'XXX', area: 'all', search: '' }))).toHaveLength(3);
    expect(visiblePairs([], { quote: 'USDT', area: 'all', search: '' })).toEqual([]);
  });

  it('names the pair BASE/QUOTE', () => {
    expect(pairSymbol({ currency_name: 'btc', legal_name: 'usdt' })).toBe('BTC/USDT');
  });
});
