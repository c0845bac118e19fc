import type { MarketDepthPush } from '@exchange/protocol';
import { SEQUENCE_GAP } from '@exchange/sdk';
import { dealInfo } from '../testing/fixtures';
import { dealModel, type DealPush, type DealState } from './deal';

const depth = (seq: number, bid: string): DealPush => ({
  kind: 'depth',
  push: {
    symbol: 'BTC/USDT',
    legal_id: 1,
    currency_id: 2,
    seq,
    last_price: bid,
    proportion: '0',
    token: 'btcusdt',
    yesterday: '1',
    today: '1',
    bids: [[bid, '1']],
    asks: [],
  } satisfies MarketDepthPush,
});

const trade = (price: string): DealPush => ({
  kind: 'trades',
  ticks: [{ ts: 1, direction: 'buy', amount: '1', price }],
});

const model = dealModel('BTC/USDT');
const snapshotAt = (seq: number): DealState =>
  model.fromSnapshot(dealInfo({ seq, complete: [{ price: '5', number: '1', time: 1, way: 2 }] }), undefined);

describe('deal model', () => {
  it('builds the book and the fills from one snapshot', () => {
    const state = snapshotAt(1);
    expect(state.book).toMatchObject({ pair: 'BTC/USDT', seq: 1, lastPrice: '100' });
    expect(state.fills).toMatchObject([{ price: '5', side: 'sell' }]);
  });

  it('applies the newest depth of a frame and adds every trade of it, newest first', () => {
    const merged = model.merge!(snapshotAt(1), [depth(2, '2'), trade('7'), depth(199, '199'), trade('8')]);
    expect(merged).not.toBe(SEQUENCE_GAP);
    const state = merged as DealState;
    expect(state.book).toMatchObject({ seq: 199, bids: [['199', '1']], lastPrice: '199' });
    expect(state.fills.map((fill) => fill.price)).toEqual(['8', '7', '5']);
  });

  it('reports a sequence gap when the depth seq goes backwards', () => {
    expect(model.merge!(snapshotAt(50), [depth(3, '2')])).toBe(SEQUENCE_GAP);
  });

  it('keeps the same state when nothing changed (no render)', () => {
    const state = snapshotAt(9);
    expect(model.merge!(state, [depth(9, '1')])).toBe(state);
  });
});
