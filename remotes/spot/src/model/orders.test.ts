import { spotOrder } from '../testing/fixtures';
import { mergeOrder, withoutOrder } from './orders';

describe('order list merging', () => {
  const buy = spotOrder({ id: 1, type: 1 });
  const sell = spotOrder({ id: 2, type: 2 });

  it('removes a cancelled row', () => {
    expect(withoutOrder([buy, sell], 1)).toEqual([sell]);
  });

  it('adds a new open order on top of the matching tab only', () => {
    const fresh = spotOrder({ id: 3, type: 1 });
    expect(mergeOrder([buy, sell], fresh, 'all').map((o) => o.id)).toEqual([3, 1, 2]);
    expect(mergeOrder([buy], fresh, 'buy').map((o) => o.id)).toEqual([3, 1]);
    expect(mergeOrder([sell], fresh, 'sell').map((o) => o.id)).toEqual([2]);
  });

  it('replaces a partly filled order and drops a completed one from the open lists', () => {
    expect(mergeOrder([buy, sell], { ...buy, deal_amount: '0.5' }, 'all')[0]!.deal_amount).toBe('0.5');
    expect(mergeOrder([buy, sell], { ...buy, status: 2 }, 'all').map((o) => o.id)).toEqual([2]);
    expect(mergeOrder([], { ...buy, status: 2 }, 'history').map((o) => o.id)).toEqual([1]);
    expect(mergeOrder([sell], { ...sell, status: 3 }, 'all')).toEqual([]);
  });
});
