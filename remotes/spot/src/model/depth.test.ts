import { depthSides, depthXY, levelAt } from './depth';

describe('depthSides', () => {
  const book = {
    bids: [
      ['99.5', '1'],
      ['99', '2.5'],
      ['98', '0.1'],
    ] as const,
    asks: [
      ['100', '0.3'],
      ['101.25', '2'],
    ] as const,
  };

  it('sums each side outwards from its best price, amounts and totals in exact decimals', () => {
    const { bids, asks } = depthSides(book);
    expect(bids).toEqual([
      { price: '98', amount: '3.6', total: '356.8' },
      { price: '99', amount: '3.5', total: '347' },
      { price: '99.5', amount: '1', total: '99.5' },
    ]);
    expect(asks).toEqual([
      { price: '100', amount: '0.3', total: '30' },
      { price: '101.25', amount: '2.3', total: '232.5' },
    ]);
  });

  it('draws at most the given levels a side, and nothing for an empty book', () => {
    expect(depthSides(book, 1)).toEqual({
      bids: [{ price: '99.5', amount: '1', total: '99.5' }],
      asks: [{ price: '100', amount: '0.3', total: '30' }],
    });
    expect(depthSides({ bids: [], asks: [] })).toEqual({ bids: [], asks: [] });
  });

  it('gives the chart ascending [price, cumulative amount] pairs', () => {
    expect(depthXY(depthSides(book).bids)).toEqual([
      [98, 3.6],
      [99, 3.5],
      [99.5, 1],
    ]);
  });
});

describe('levelAt', () => {
  const bids = [98, 99, 99.5];
  const asks = [100, 101.25];

  it('reads a bid-side price from the lowest bid at or above it', () => {
    expect(levelAt(bids, asks, 97)).toEqual({ side: 'bids', index: 0 });
    expect(levelAt(bids, asks, 98.5)).toEqual({ side: 'bids', index: 1 });
    expect(levelAt(bids, asks, 99.7)).toEqual({ side: 'bids', index: 2 });
  });

  it('reads an ask-side price from the highest ask at or below it, the spread split in the middle', () => {
    expect(levelAt(bids, asks, 99.8)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, asks, 101)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, asks, 105)).toEqual({ side: 'asks', index: 1 });
  });

  it('uses the one side a book has, and nothing of an empty book', () => {
    expect(levelAt([], asks, 50)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, [], 150)).toEqual({ side: 'bids', index: 2 });
    expect(levelAt([], [], 1)).toBeNull();
  });
});
