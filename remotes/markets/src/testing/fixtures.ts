import type {
  DaymarketPush,
  MatchTradePush,
  NewsItem,
  QuotationGroup,
  QuotationRow,
} from '@exchange/protocol';

/** Protocol-typed quotation data for tests (spec §3 field names). */
export const quotationRow = (over: Partial<QuotationRow> = {}): QuotationRow => ({
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  logo: '',
  now_price: '65000.12345',
  change: '1.5',
  volume: '1234.9',
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

export const quotationGroup = (over: Partial<QuotationGroup> = {}): QuotationGroup => ({
  id: 3,
  name: 'USDT',
  fiat_convert_cny: '7.1',
  rmb_relation: '1',
  quotation: [],
  ...over,
});

export const quotationGroups = (): QuotationGroup[] => [
  quotationGroup({
    quotation: [
      quotationRow(),
      quotationRow({ currency_id: 2, currency_name: 'ETH', now_price: '3000', change: '-2.25', category: 2 }),
      quotationRow({ currency_id: 4, currency_name: 'UNI', now_price: '7.5', change: '0', category: 3 }),
      quotationRow({ currency_id: 9, currency_name: 'HIDDEN', is_display: 0 }),
    ],
  }),
];

export const notices = (count: number): NewsItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    c_id: 11,
    title: `Notice ${i + 1}`,
    abstract: '',
    content: '<p>text</p>',
    update_time: '2026-01-01 00:00:00',
  }));

const newsOf =
  (cId: number, prefix: string, firstId: number) =>
  (count: number): NewsItem[] =>
    Array.from({ length: count }, (_, i) => ({
      id: firstId + i,
      c_id: cId,
      title: `${prefix} ${i + 1}`,
      abstract: `${prefix} ${i + 1} summary`,
      content: '<p>text</p>',
      update_time: `2026-02-0${i + 1} 08:00:00`,
    }));

/** Banners (news c_id 5) and home news (c_id 4). */
export const banners = newsOf(5, 'Banner', 101);
export const homeNews = newsOf(4, 'Story', 201);

/** A `daymarket` push as the server sends it. */
export const daymarketPush = (over: Partial<DaymarketPush> = {}): DaymarketPush => ({
  symbol: 'ETH/USDT',
  change: '3.5',
  now_price: '3333.3333',
  volume: '10',
  high: '3400',
  low: '2900',
  currency_name: 'ETH',
  legal_name: 'USDT',
  legal_id: 3,
  currency_id: 2,
  ...over,
});

/** 2023-11-14T22:13:20Z: 06:13:20 in Asia/Shanghai, the zone every time is shown in (spec §9). */
export const TRADE_TIME = 1_700_000_000_000;

export const matchTradePush = (direction: 'buy' | 'sell', price: string): MatchTradePush => ({
  type: 'match_trade',
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  data: [{ ts: TRADE_TIME, direction, amount: '0.5', price }],
});
