import type { MatchTradePush, NewsItem, QuotationGroup } from '@exchange/protocol';
import { quotationGroup, quotationRow } from '@exchange/sdk/testing';

/** Protocol-typed quotation data for tests (spec §3 field names): the sdk's market fixtures. */
export { daymarketPush, quotationGroup, quotationRow } from '@exchange/sdk/testing';

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

/** 2023-11-14T22:13:20Z: 06:13:20 in Asia/Shanghai, the zone every time is shown in (spec §9). */
export const TRADE_TIME = 1_700_000_000_000;

export const matchTradePush = (direction: 'buy' | 'sell', price: string): MatchTradePush => ({
  type: 'match_trade',
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  data: [{ ts: TRADE_TIME, direction, amount: '0.5', price }],
});
