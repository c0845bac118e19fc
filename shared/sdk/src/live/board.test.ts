import type { QuotationGroup } from '@exchange/protocol';
import { daymarketPush, quotationGroup, quotationRow as row } from '../testing/market';
import { applyDaymarket, boardRowKey } from './board';

describe('the board: quotation + daymarket merge', () => {
  const groups: QuotationGroup[] = [
    quotationGroup({ id: 1, quotation: [row({}), row({ currency_id: 2, currency_name: 'ETH' })] }),
    quotationGroup({
      id: 2,
      name: 'BTC',
      quotation: [row({ currency_id: 5, legal_id: 1, legal_name: 'BTC' })],
    }),
  ];

  it('patches only the pushed pair, keeps untouched rows and groups identical, the newest push wins', () => {
    const next = applyDaymarket(groups, [
      daymarketPush({ currency_id: 2, legal_id: 3, now_price: '5', change: '-2.1', volume: '9' }),
      daymarketPush({ currency_id: 2, legal_id: 3, now_price: '6', change: '-2.0', volume: '9.5' }),
    ]);
    expect(next[0]!.quotation[1]).toMatchObject({ now_price: '6', change: '-2.0', volume: '9.5' });
    expect(next[0]!.quotation[0]).toBe(groups[0]!.quotation[0]);
    expect(next[1]).toBe(groups[1]);
    expect(next.flatMap((group) => group.quotation).map(boardRowKey)).toEqual(['1/3', '2/3', '5/1']);
  });

  it('returns the same state when nothing changes or the pair is unknown', () => {
    expect(applyDaymarket(groups, [daymarketPush({ currency_id: 99, legal_id: 3 })])).toBe(groups);
    expect(
      applyDaymarket(groups, [
        daymarketPush({
          currency_id: 1,
          legal_id: 3,
          now_price: '65000.12345',
          change: '1.5',
          volume: '1234.9',
        }),
      ]),
    ).toBe(groups);
    expect(applyDaymarket(groups, [])).toBe(groups);
  });
});
